import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { oidcIssuer } from './iife-oidc.ts';

/** The CSP of the IdP's hosted sign-in page: scripts only from its own origin, no inline code, no eval. */
export const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title>
<link rel="stylesheet" href="/widget/2.21.0/css/sign-in-widget.css"></head>
<body><main><div id="host"></div><pre id="result"></pre><pre id="refreshed"></pre><pre id="errors"></pre></main>
<script src="/widget/2.21.0/iife/sign-in-widget.min.js"></script><script src="/boot.js"></script></body></html>`;

// Query: recovery=<token> starts with a recovery token; assets=<path> moves assets.baseUrl on this origin;
// router=1 turns the router feature on; oauth=1 makes success fetch an id token and an access token (OIDC);
// refresh=1 (with oauth=1) then renews the id token with widget.idToken.refresh into #refreshed.
// The success callback writes what it got into #result (tokens as JSON).
const BOOT = `var q = new URLSearchParams(location.search);
var settings = { baseUrl: location.origin, language: 'en' };
if (q.get('recovery')) settings.recoveryToken = q.get('recovery');
if (q.get('assets')) settings.assets = { baseUrl: location.origin + q.get('assets') };
if (q.get('router')) settings.features = { router: true };
if (q.get('oauth')) {
  settings.clientId = 'widget-app';
  settings.redirectUri = location.origin + '/signin';
  settings.authParams = { issuer: location.origin, responseType: ['id_token', 'token'], scopes: ['openid', 'email'] };
}
var widget = new OktaSignIn(settings);
widget.renderEl({ el: '#host' }, function (res) {
  document.getElementById('result').textContent = JSON.stringify(res);
  if (q.get('refresh')) widget.idToken.refresh(res[0], function (token) {
    document.getElementById('refreshed').textContent = JSON.stringify(token);
  });
}, function (err) {
  document.getElementById('errors').textContent += err.message + '\\n';
});`;

/**
 * A same-origin host like the IdP's hosted sign-in page, for a real browser: the page under {@link STRICT_CSP} at
 * `/signin` and every path below it (the router feature's deep links and reloads), the widget build (`dist`) at
 * `/widget/2.21.0/`, `POST /api/v1/authn/recovery/token` answering 403 E0000105 (a used recovery link), and the
 * sign-in and OIDC endpoints of {@link oidcIssuer}. Listens on 127.0.0.1, random port.
 */
export async function startIifeHost(dist: string) {
  const oidc = oidcIssuer();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    const send = (
      status: number,
      type: string,
      body: string | Buffer,
      headers: Record<string, string> = {},
    ) => res.writeHead(status, { 'content-type': type, ...headers }).end(body);
    if (url.pathname === '/signin' || url.pathname.startsWith('/signin/')) {
      return send(200, 'text/html', PAGE, { 'content-security-policy': STRICT_CSP });
    }
    if (url.pathname === '/boot.js') return send(200, 'text/javascript', BOOT);
    if (url.pathname === '/api/v1/authn/recovery/token' && req.method === 'POST') {
      const body = { errorCode: 'E0000105', errorSummary: 'Recovery link expired', errorLink: 'E0000105' };
      return send(403, 'application/json', JSON.stringify({ ...body, errorId: 'x', errorCauses: [] }));
    }
    const answer = oidc(req.method ?? 'GET', url, `http://${req.headers.host}`);
    if (answer) return send(answer.status, answer.type, answer.body, answer.headers);
    const file = url.pathname.startsWith('/widget/2.21.0/') ? normalize(url.pathname.slice(15)) : undefined;
    if (file && !file.startsWith('..')) {
      const data = await readFile(join(dist, file)).catch(() => undefined);
      if (data) return send(200, TYPES[extname(file)] ?? 'application/octet-stream', data);
    }
    send(404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}
