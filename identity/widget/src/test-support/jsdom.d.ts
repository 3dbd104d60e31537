// Minimal typing of the jsdom API used by the IIFE smoke test (@types/jsdom is not installed).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { runScripts?: 'dangerously' | 'outside-only'; url?: string });
    readonly window: Window & { eval(code: string): unknown };
  }
}
