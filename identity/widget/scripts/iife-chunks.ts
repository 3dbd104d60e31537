// Lazy chunks in the IIFE build. A classic script cannot `import()` its own chunks, so each module of
// src/lazy/lazy-chunks.ts is built as its own small IIFE (dist/iife/chunks/<name>-<hash>.js) that takes React,
// the SDK and the UI kit from the main bundle (src/lazy/shared-modules.ts, through the chunk runtime global) and
// registers its module there; in the main bundle, lazy-chunks.ts is replaced by loaders adding `<script src>` for
// these files (src/lazy/chunk-loader.ts), and shared-modules.ts by exactly the bindings the chunks import. The
// OAuth chunk bundles the SDK's OAuth code and takes the SDK files the main bundle already has (`sdk:` keys:
// HTTP client, errors, cookies, storage) from it too. Works under `script-src 'self'`: no inline code, no eval.
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rollup } from 'vite';
import { RUNTIME_GLOBAL } from '../src/lazy/chunk-loader.ts';
import { SHARED_MODULE_KEYS } from '../src/lazy/shared-modules.ts';
import { lazyChunkModules } from './lazy-chunk-modules.ts';

const SHARED = 'siw-shared:';
const KEYS = new Set<string>(SHARED_MODULE_KEYS);
/** Shared key → the binding names the chunks import from it. */
export type SharedUse = Map<string, Set<string>>;

/** The SDK's source folder: shared keys `sdk:<path>` name its files (lazy/shared-modules.ts). */
const SDK_SRC = dirname(realpathSync(createRequire(import.meta.url).resolve('@identity/client')));
const SDK = 'sdk:';
const posix = (path: string) => path.split(sep).join('/');

/** The shared key an import of `source` from `importer` refers to, if any. */
function sharedKey(src: string, source: string, importer: string | undefined): string | undefined {
  if (KEYS.has(source)) return source;
  if (!importer || !source.startsWith('.')) return undefined;
  const file = resolve(dirname(importer), source);
  const inSdk = relative(SDK_SRC, file);
  const key = inSdk.startsWith('..') ? posix(relative(src, file)) : `${SDK}${posix(inSdk)}`;
  return KEYS.has(key) ? key : undefined;
}

/** The file a shared key names, for the main bundle's imports (package names stay as they are). */
function sharedSource(root: string, key: string): string {
  if (key.startsWith(SDK)) return join(SDK_SRC, key.slice(SDK.length));
  return key.endsWith('.ts') ? join(root, 'src', key) : key;
}

/** Files and folders `ui/index.ts` re-exports (paths under src/): chunks must take them from the index. */
function indexedUi(src: string): string[] {
  const index = readFileSync(join(src, 'ui/index.ts'), 'utf8');
  return [...index.matchAll(/from '\.\/([^']+)'/g)].map((m) => {
    const file = `ui/${m[1] as string}`;
    return file.endsWith('/index.ts') ? file.slice(0, -'index.ts'.length) : file;
  });
}

/** Chunk builds: shared modules become externals; a file the ui index re-exports, imported directly, is an error. */
function sharedModules(src: string): Plugin {
  const indexed = indexedUi(src);
  return {
    name: 'siw-shared-modules',
    enforce: 'pre',
    resolveId(source, importer) {
      const key = sharedKey(src, source, importer);
      if (key) return { id: `${SHARED}${key}`, external: true };
      if (!importer || !source.startsWith('.')) return null;
      const path = relative(src, resolve(dirname(importer), source))
        .split(sep)
        .join('/');
      if (indexed.some((file) => path === file || (file.endsWith('/') && path.startsWith(file)))) {
        this.error(`${relative(src, importer)} imports ${path}: import it from ui/index.ts`);
      }
      return null;
    },
  };
}

function recordBindings(src: string, use: SharedUse): Plugin {
  return {
    name: 'siw-shared-bindings',
    enforce: 'post',
    transform(code, id) {
      if (id.startsWith('\0') || id.includes('node_modules')) return null;
      for (const node of this.parse(code).body) {
        // Imports, and re-exports (`export { x } from`), of a shared module read it from the runtime global.
        if (
          node.type !== 'ImportDeclaration' &&
          node.type !== 'ExportNamedDeclaration' &&
          node.type !== 'ExportAllDeclaration'
        )
          continue;
        const key = node.source ? sharedKey(src, String(node.source.value), id) : undefined;
        if (!key) continue;
        const names = use.get(key) ?? new Set<string>();
        use.set(key, names);
        if (node.type === 'ExportAllDeclaration') {
          this.error(`${relative(src, id)}: import named bindings of ${key}`);
          continue;
        }
        for (const spec of node.specifiers) {
          const name =
            spec.type === 'ImportSpecifier'
              ? spec.imported
              : spec.type === 'ExportSpecifier'
                ? spec.local
                : undefined;
          if (!name) this.error(`${relative(src, id)}: import named bindings of ${key}`);
          else names.add(name.type === 'Identifier' ? name.name : String(name.value));
        }
      }
      return null;
    },
  };
}

/** The entry of one chunk: runs its module and hands it to the runtime under the chunk's name. */
function chunkEntry(id: string, name: string, file: string): Plugin {
  const code =
    `import * as chunk from ${JSON.stringify(file)};\n` +
    `globalThis.${RUNTIME_GLOBAL}.define(${JSON.stringify(name)}, chunk);\n`;
  return {
    name: 'siw-chunk-entry',
    resolveId: (source) => (source === id ? id : null),
    load: (source) => (source === id ? code : null),
  };
}

/** Builds every lazy chunk into `{outDir}/chunks/`: chunk name → file (relative to outDir), and the shared use. */
export async function buildIifeChunks(root: string, outDir: string) {
  const src = join(root, 'src');
  const manifest: Record<string, string> = {};
  const use: SharedUse = new Map();
  for (const [name, file] of Object.entries(lazyChunkModules(src))) {
    const entry = `\0siw-chunk-${name}`;
    const result = (await build({
      root,
      configFile: false,
      logLevel: 'warn',
      plugins: [chunkEntry(entry, name, file), sharedModules(src), recordBindings(src, use), react()],
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir,
        emptyOutDir: false,
        minify: true,
        sourcemap: true,
        rollupOptions: {
          input: entry,
          output: {
            format: 'iife',
            entryFileNames: `chunks/${name}-[hash].js`,
            globals: (id: string) =>
              `globalThis.${RUNTIME_GLOBAL}.shared[${JSON.stringify(id.slice(SHARED.length))}]`,
          },
        },
      },
    })) as Rollup.RollupOutput;
    const chunk = result.output.find((o): o is Rollup.OutputChunk => o.type === 'chunk' && o.isEntry);
    if (!chunk) throw new Error(`no output for the chunk ${name}`);
    manifest[name] = chunk.fileName;
  }
  return { manifest, use };
}

/** Source of the main bundle's lazy-chunks.ts: loaders of the built chunks (no dynamic import left). */
function lazyChunksModule(root: string, manifest: Record<string, string>): string {
  const loader = JSON.stringify(join(root, 'src/lazy/chunk-loader.ts'));
  const entries = Object.entries(manifest).map(
    ([name, file]) =>
      `  ${JSON.stringify(name)}: (assets) => loadChunk(${JSON.stringify(name)}, ${JSON.stringify(file)}, assets),`,
  );
  return `import { loadChunk } from ${loader};\nexport const LAZY_CHUNKS = {\n${entries.join('\n')}\n};\n`;
}

/** Source of the main bundle's shared-modules.ts: exactly the bindings the chunks import. */
function sharedModulesModule(root: string, use: SharedUse): string {
  const imports: string[] = [];
  const entries: string[] = [];
  let n = 0;
  for (const [key, names] of use) {
    const from = JSON.stringify(sharedSource(root, key));
    const locals = [...names].map((name) => [name, `b${n++}`] as const);
    imports.push(
      `import { ${locals.map(([name, local]) => `${name} as ${local}`).join(', ')} } from ${from};`,
    );
    entries.push(
      `  ${JSON.stringify(key)}: { ${locals.map(([name, local]) => `${name}: ${local}`).join(', ')} },`,
    );
  }
  return `${imports.join('\n')}\nexport const SHARED_MODULES = {\n${entries.join('\n')}\n};\n`;
}

/** Main IIFE build: swaps in the generated lazy-chunks.ts and shared-modules.ts. */
export function iifeMainModules(root: string, manifest: Record<string, string>, use: SharedUse): Plugin {
  const sources = new Map([
    [join(root, 'src/lazy/lazy-chunks.ts'), lazyChunksModule(root, manifest)],
    [join(root, 'src/lazy/shared-modules.ts'), sharedModulesModule(root, use)],
  ]);
  return { name: 'siw-iife-main-modules', enforce: 'pre', load: (id) => sources.get(id) ?? null };
}
