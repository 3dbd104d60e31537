// The page a person meets when a federated sign-in is refused (issue 8 "Social and custom buttons"): in the
// browser's language, as the hosted sign-in page picks it, with the code and a way back to sign-in; an API caller
// that asks for JSON gets the OAuth error instead.
import { describe, expect, it } from 'vitest';
import { build } from './helper.ts';

const FORGED = '/oauth2/v1/authorize/callback?state=forged&code=x';

describe('the federation error page', () => {
  it("speaks the browser's language, names the code and links back to sign-in", async (t) => {
    const { app } = await build(t);
    const it = await app.inject({ url: FORGED, headers: { 'accept-language': 'it-IT,it;q=0.9,en;q=0.5' } });
    expect(it.statusCode).toBe(400);
    expect(it.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(it.body).toContain('<html lang="it">');
    expect(it.body).toContain('<h1>Accesso non riuscito</h1>');
    expect(it.body).toContain('<p role="alert">L’accesso tramite l’altro provider non è riuscito.');
    expect(it.body).toContain('Codice di errore: <code>invalid_state</code>');
    expect(it.body).toContain('<a href="/login/default">Torna all’accesso</a>');

    const de = await app.inject({ url: FORGED, headers: { 'accept-language': 'de-DE' } });
    expect(de.body).toContain('<html lang="de">');
    expect(de.body).toContain('<h1>Anmeldung fehlgeschlagen</h1>');
    expect(de.body).toContain('Zurück zur Anmeldung');

    // English (and any language the pages lack) keeps the refusal's own reason.
    const en = await app.inject({ url: FORGED, headers: { 'accept-language': 'ar-EG, en;q=0.5' } });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('<h1>Sign-in failed</h1>');
    expect(en.body).toMatch(/<p role="alert">[^<]*did not start in this browser/);
    expect(en.body).toContain('<a href="/login/default">Back to sign-in</a>');
  });

  it('answers an API caller asking for JSON with the OAuth error', async (t) => {
    const { app } = await build(t);
    const res = await app.inject({ url: FORGED, headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_state' });
  });
});
