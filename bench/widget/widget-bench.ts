/**
 * `npm run bench:widget`: in one headless Chromium run, loads the primary sign-in screen of our widget and of
 * @okta/okta-signin-widget 2.21.0, each from the same gzip static server, and prints side by side the bytes on the
 * wire (gzip, all files the page loads) and the time from navigation start to the first `afterRender` event (ms,
 * median of N runs; N from BENCH_RUNS, default 15), with the ratios. Targets: under 1/3 of the bytes and under 1/2
 * of the time. Reported, never asserted.
 */
import { chromium } from 'playwright-core';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { startStaticServer } from './static-server.ts';

const require = createRequire(import.meta.url);
const runs = Number(process.env.BENCH_RUNS ?? 15);
const oktaDist = join(dirname(require.resolve('@okta/okta-signin-widget/package.json')), 'dist');
const ourDist = join(import.meta.dirname, '..', '..', 'identity', 'widget', 'dist');
const ourJs = join(ourDist, 'iife', 'sign-in-widget.min.js');
const ourCss = join(ourDist, 'css', 'sign-in-widget.css');
if (!existsSync(ourJs)) throw new Error(`missing ${ourJs}: run npm run build -w @identity/widget first`);

/** A page that renders a widget and records performance.now() at its first afterRender. */
function page(js: string, css: string, ctor: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<link rel="stylesheet" href="${css}"></head><body><div id="host"></div>
<script src="${js}"></script>
<script src="/boot-${ctor}.js"></script></body></html>`;
}
function boot(ctor: string): string {
  return `const w = new ${ctor}({ baseUrl: location.origin });
w.on('afterRender', function () { if (!window.__first) window.__first = performance.now(); });
w.renderEl({ el: '#host' }, function () {}, function () {});`;
}

const tmp = mkdtempSync(join(tmpdir(), 'bench-'));
writeFileSync(join(tmp, 'boot-SignInWidget.js'), boot('SignInWidget'));
writeFileSync(join(tmp, 'boot-OktaSignIn.js'), boot('OktaSignIn'));

const server = await startStaticServer({
  '/ours.html': { html: page('/ours.js', '/ours.css', 'SignInWidget') },
  '/ours.js': { file: ourJs },
  '/ours.css': { file: ourCss },
  '/okta.html': { html: page('/okta.js', '/okta.css', 'OktaSignIn') },
  '/okta.js': { file: join(oktaDist, 'js', 'okta-sign-in.min.js') },
  '/okta.css': { file: join(oktaDist, 'css', 'okta-sign-in.min.css') },
  '/boot-SignInWidget.js': { file: join(tmp, 'boot-SignInWidget.js') },
  '/boot-OktaSignIn.js': { file: join(tmp, 'boot-OktaSignIn.js') },
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});

async function measure(path: string, n = runs): Promise<{ bytes: number; ms: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    server.reset();
    await tab.goto(server.url + path);
    await tab.waitForFunction('window.__first !== undefined', undefined, { timeout: 30_000 });
    times.push(await tab.evaluate('window.__first'));
    bytes = server.bytesSent();
    await context.close();
  }
  times.sort((a, b) => a - b);
  return { bytes, ms: times[Math.floor(times.length / 2)]! };
}

// Warm-up, so that neither side pays for Chromium's first start.
await measure('/okta.html', 1);
await measure('/ours.html', 1);
const okta = await measure('/okta.html');
const ours = await measure('/ours.html');
await browser.close();
await server.close();

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`\nPrimary sign-in screen, median of ${runs} loads, headless Chromium, gzip\n`);
console.log('                        bytes on the wire     time to first afterRender');
console.log(`ours                    ${kb(ours.bytes).padEnd(22)}${ours.ms.toFixed(1)} ms`);
console.log(`okta-signin-widget 2.21 ${kb(okta.bytes).padEnd(22)}${okta.ms.toFixed(1)} ms`);
console.log(
  `ratio (ours / okta)     ${(ours.bytes / okta.bytes).toFixed(3).padEnd(22)}${(ours.ms / okta.ms).toFixed(3)}`,
);
console.log('targets                 < 0.333               < 0.500\n');
