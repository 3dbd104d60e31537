// Library build (design/ARCHITECTURE.md; issue "Build"): ESM with React as a peer, IIFE with React bundled and
// its lazy screens as separate scripts (iife-chunks.ts), one CSS file, type declarations, and the language bundles
// as JSON and JSONP.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { transform } from 'lightningcss';
import { build } from 'vite';
import { buildIifeChunks, iifeMainModules } from './iife-chunks.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const peers = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

rmSync(dist, { recursive: true, force: true });

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir: join(dist, 'esm'),
    emptyOutDir: true,
    minify: true,
    sourcemap: true,
    lib: { entry: join(root, 'src/widget.ts'), formats: ['es'], fileName: () => 'sign-in-widget.js' },
    rollupOptions: {
      external: peers,
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        // Everything the entry loads statically stays in one chunk: the lazy screens import the form kit and the
        // factor table from it, instead of splitting those into small shared chunks (more requests, worse gzip).
        codeSplitting: { groups: [{ name: 'sign-in', tags: ['$initial'] }] },
      },
    },
  },
});

// Lazy screens first: the main IIFE bundle embeds their file names.
rmSync(join(dist, 'iife'), { recursive: true, force: true });
const chunks = await buildIifeChunks(root, join(dist, 'iife'));
writeFileSync(join(dist, 'iife/chunks.json'), `${JSON.stringify(chunks.manifest, null, 2)}\n`);

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  plugins: [iifeMainModules(root, chunks.manifest, chunks.use), react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: join(dist, 'iife'),
    emptyOutDir: false,
    minify: true,
    sourcemap: true,
    lib: {
      entry: join(root, 'src/iife.ts'),
      formats: ['iife'],
      name: 'SignInWidget',
      fileName: () => 'sign-in-widget.min.js',
    },
    rollupOptions: { output: { exports: 'default' } },
  },
});

const css = transform({
  filename: 'sign-in-widget.css',
  code: readFileSync(join(root, 'src/styles/sign-in-widget.css')),
  minify: true,
});
mkdirSync(join(dist, 'css'), { recursive: true });
writeFileSync(join(dist, 'css/sign-in-widget.css'), css.code);

// Language bundles: {assets.baseUrl}/labels/json/login_{lang}.json, and JSONP for 2.21.0-style loaders. English
// is split in the sources (primary sign-in's labels bundled, the later screens' in a lazy chunk); its bundle here
// is whole.
const labels = join(root, 'src/i18n/labels');
const readLabels = (file: string) => JSON.parse(readFileSync(join(labels, file), 'utf8')) as object;
mkdirSync(join(dist, 'labels/json'), { recursive: true });
mkdirSync(join(dist, 'labels/jsonp'), { recursive: true });
for (const file of readdirSync(labels).filter((f) => f.endsWith('.json'))) {
  const json = JSON.stringify(
    file === 'login.json' ? { ...readLabels(file), ...readLabels('later/login.json') } : readLabels(file),
  );
  const name = file.replace(/\.json$/, '');
  writeFileSync(join(dist, 'labels/json', file), json);
  writeFileSync(join(dist, 'labels/jsonp', `${name}.jsonp`), `jsonpCallback(${json});\n`);
  // `in` is the old code of Indonesian (spec §1 lists both): one source file, served under both names.
  if (name === 'login_id') {
    writeFileSync(join(dist, 'labels/json', 'login_in.json'), json);
    writeFileSync(join(dist, 'labels/jsonp', 'login_in.jsonp'), `jsonpCallback(${json});\n`);
  }
}

execFileSync(
  process.execPath,
  [join(root, '../../node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.build.json')],
  {
    stdio: 'inherit',
  },
);
console.log('widget build: dist/esm, dist/iife (+ chunks), dist/css, dist/labels, dist/types');
