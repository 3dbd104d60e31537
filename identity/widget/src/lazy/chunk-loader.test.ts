import { afterEach, describe, expect, it } from 'vitest';
import { installChunkRuntime, loadChunk, RUNTIME_GLOBAL, type ChunkRuntime } from './chunk-loader.ts';

const assets = { baseUrl: 'http://localhost:8080/widget/2.21.0' };
const runtime = () => (globalThis as unknown as Record<string, ChunkRuntime>)[RUNTIME_GLOBAL] as ChunkRuntime;
const scripts = () => [...document.head.querySelectorAll('script')];

/** What a chunk script does when the browser runs it, then the browser's load (or error) event. */
function run(script: HTMLScriptElement, define?: { name: string; module: unknown }) {
  if (define) runtime().define(define.name, define.module);
  script.dispatchEvent(new Event(define ? 'load' : 'error'));
}

afterEach(() => document.head.replaceChildren());

describe('chunk loader of the IIFE build', () => {
  it('installs the runtime global with the shared modules', () => {
    const shared = { react: { useState: () => undefined } };
    expect(installChunkRuntime(shared)).toBe(runtime());
    expect(runtime().shared).toBe(shared);
  });

  it('adds one <script src> under {assets.baseUrl}/iife/ and resolves with the module the chunk defines', async () => {
    installChunkRuntime({});
    const first = loadChunk('mfa-verify', 'chunks/mfa-verify-abc.js', assets);
    const again = loadChunk('mfa-verify', 'chunks/mfa-verify-abc.js', assets);
    expect(scripts()).toHaveLength(1);
    const [script] = scripts();
    expect(script?.src).toBe('http://localhost:8080/widget/2.21.0/iife/chunks/mfa-verify-abc.js');
    expect(script?.async).toBe(true);
    expect(script?.textContent).toBe('');
    const module = { default: () => null };
    run(script!, { name: 'mfa-verify', module });
    await expect(first).resolves.toBe(module);
    await expect(again).resolves.toBe(module);
    expect(scripts()).toHaveLength(0);
    await expect(loadChunk('mfa-verify', 'chunks/mfa-verify-abc.js', assets)).resolves.toBe(module);
    expect(scripts()).toHaveLength(0);
  });

  it('applies assets.rewrite to the chunk URL', () => {
    installChunkRuntime({});
    void loadChunk('consent', 'chunks/consent-1.js', { ...assets, rewrite: (url) => `${url}?v=1` }).catch(
      () => {},
    );
    expect(scripts()[0]?.src).toBe('http://localhost:8080/widget/2.21.0/iife/chunks/consent-1.js?v=1');
  });

  it('rejects when the script fails to load or does not define its chunk, and tries again next time', async () => {
    installChunkRuntime({});
    const failed = loadChunk('unlock', 'chunks/unlock-1.js', assets);
    run(scripts()[0]!);
    await expect(failed).rejects.toThrow(
      'Could not load the screen chunk http://localhost:8080/widget/2.21.0/iife/chunks/unlock-1.js',
    );
    const silent = loadChunk('unlock', 'chunks/unlock-1.js', assets);
    expect(scripts()).toHaveLength(1);
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(silent).rejects.toThrow('did not define the screen chunk unlock');
  });
});
