import { describe, expect, it } from 'vitest';
import { escapeHtml, formPostPage, postMessagePage, scriptJson } from './pages.ts';
import { encodeAuthorizeResponse } from './response-modes.ts';

describe('pages', () => {
  it('never lets response values break out of HTML or script context', () => {
    expect(escapeHtml(`"><script>'&`)).toBe('&quot;&gt;&lt;script&gt;&#39;&amp;');
    expect(scriptJson({ s: '</script><!--\u2028' })).toBe('{"s":"\\u003c/script\\u003e\\u003c!--\\u2028"}');
    const page = postMessagePage('https://app.example', { state: '</script>' }, []);
    expect(page.html).not.toContain('</script></script>');
    expect(page.csp).toContain("frame-ancestors 'none'");
    expect(page.frameable).toBe(false);
  });

  it('form_post limits form-action to the redirect origin', () => {
    const page = formPostPage('https://app.example/cb?x=1', { code: 'c' });
    expect(page.csp).toMatch(/form-action https:\/\/app\.example;/);
    expect(page.html).toContain('action="https://app.example/cb?x=1"');
  });
});

describe('encodeAuthorizeResponse', () => {
  it('keeps existing query parameters and encodes values', () => {
    const out = encodeAuthorizeResponse('query', 'https://app.example/cb?tenant=a', {
      code: 'c d',
      state: 's&t',
    });
    expect(out).toEqual({
      kind: 'redirect',
      location: 'https://app.example/cb?tenant=a&code=c+d&state=s%26t',
    });
    const frag = encodeAuthorizeResponse('fragment', 'https://app.example/cb', {
      id_token: 'x',
      expires_in: 3600,
    });
    expect(frag).toEqual({ kind: 'redirect', location: 'https://app.example/cb#id_token=x&expires_in=3600' });
  });
});
