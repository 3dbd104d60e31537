import { describe, expect, it, vi } from 'vitest';
import {
  decideLogin,
  decodeBase64,
  EXTERNAL_APP_FLAG_KEY,
  handleWidgetSuccess,
  resolveReturnUrl,
  SUCCESS_REDIRECT_DELAY_MS,
} from './login-flow.ts';
import { LOGIN_RETURN_PATH_KEY, saveLoginReturnPath } from './return-path.ts';

const env = { idpUrl: 'http://localhost:8080', origin: 'http://localhost:3000' };
const b64 = (s: string) => btoa(s);
const storage = (flag: boolean) => ({
  getItem: (key: string) => (flag && key === EXTERNAL_APP_FLAG_KEY ? '1' : null),
});
const q = (s: string) => new URLSearchParams(s);

describe('decodeBase64', () => {
  it('decodes standard and URL-safe base64, with or without padding, as UTF-8', () => {
    expect(decodeBase64(b64('/operazioni?x=1'))).toBe('/operazioni?x=1');
    expect(decodeBase64('L2E_Yj0-')).toBe('/a?b=>');
    expect(decodeBase64('L2E')).toBe('/a');
    expect(decodeBase64(btoa(String.fromCharCode(...new TextEncoder().encode('/città'))))).toBe('/città');
  });

  it('reads spaces as "+" (URLSearchParams decodes an unescaped "+" as a space)', () => {
    const encoded = b64('/questionari?filtro=>>>');
    expect(encoded).toContain('+');
    const read = q(`fromUri=${encoded}`).get('fromUri') ?? '';
    expect(read).toContain(' ');
    expect(decodeBase64(read)).toBe('/questionari?filtro=>>>');
  });

  it('refuses what is not base64 or not UTF-8', () => {
    expect(decodeBase64('not base64!')).toBeUndefined();
    expect(decodeBase64('L')).toBeUndefined();
    expect(decodeBase64(btoa('\xff\xfe'))).toBeUndefined();
  });
});

describe('resolveReturnUrl', () => {
  it('resolves a decoded path against the suite origin', () => {
    expect(resolveReturnUrl(b64('/istituti/istituto/3/true/full'), env.origin)).toBe(
      'http://localhost:3000/istituti/istituto/3/true/full',
    );
    expect(resolveReturnUrl(b64('http://localhost:3000/questionari#top'), env.origin)).toBe(
      'http://localhost:3000/questionari#top',
    );
  });

  it.each([
    ['no fromUri', null],
    ['another origin', b64('https://evil.example/steal')],
    ['a protocol-relative address', b64('//evil.example/x')],
    ['a backslash trick', b64('/\\evil.example')],
    ['javascript:', b64('javascript:alert(1)')],
    ['another port', b64('http://localhost:8080/')],
    ['garbage', '%%%'],
  ])('falls back to the suite root for %s', (_label, fromUri) => {
    expect(resolveReturnUrl(fromUri, env.origin)).toBe('http://localhost:3000/');
  });
});

describe('decideLogin (spec §4 "Login flow")', () => {
  it('rule 1: sessionToken redirects to the IdP sessionCookieRedirect with the decoded fromUri', () => {
    const decision = decideLogin(
      q(`sessionToken=tok%2B1&fromUri=${encodeURIComponent(b64('/operazioni'))}`),
      storage(false),
      env,
    );
    expect(decision.kind).toBe('external-redirect');
    const url = new URL((decision as { url: string }).url);
    expect(url.origin + url.pathname).toBe('http://localhost:8080/login/sessionCookieRedirect');
    expect(url.searchParams.get('token')).toBe('tok+1');
    expect(url.searchParams.get('redirectUrl')).toBe('http://localhost:3000/operazioni');
  });

  it('rule 1: a fromUri whose "+" arrived unescaped still comes back to its path', () => {
    const fromUri = b64('/questionari?filtro=>>>&p=?');
    expect(fromUri).toMatch(/\+.*\//);
    const decision = decideLogin(q(`sessionToken=abc&fromUri=${fromUri}`), storage(false), env);
    const url = new URL((decision as { url: string }).url);
    expect(url.searchParams.get('redirectUrl')).toBe(
      'http://localhost:3000/questionari?filtro=%3E%3E%3E&p=?',
    );
  });

  it('rule 1: without fromUri the return address is the suite root; it wins over a set flag', () => {
    const decision = decideLogin(q('sessionToken=abc'), storage(true), env);
    expect(decision).toEqual({
      kind: 'external-redirect',
      url: 'http://localhost:8080/login/sessionCookieRedirect?token=abc&redirectUrl=http%3A%2F%2Flocalhost%3A3000%2F',
    });
  });

  it('rule 2: no sessionToken and no flag shows the widget', () => {
    expect(decideLogin(q(''), storage(false), env)).toEqual({ kind: 'widget' });
    expect(decideLogin(q('fromUri=abc'), storage(false), env)).toEqual({ kind: 'widget' });
  });

  it('rule 3: the external-app flag shows the session-closed screen', () => {
    expect(decideLogin(q(''), storage(true), env)).toEqual({ kind: 'session-closed' });
    expect(decideLogin(q('recoveryToken=r1'), storage(true), env)).toEqual({ kind: 'session-closed' });
  });

  it('rule 4: recoveryToken is passed to the widget', () => {
    expect(decideLogin(q('recoveryToken=r%2F1'), storage(false), env)).toEqual({
      kind: 'widget',
      recoveryToken: 'r/1',
    });
  });
});

describe('handleWidgetSuccess (rules 5 and 6)', () => {
  it('finishes a step-up', () => {
    const finish = vi.fn();
    const setCookieAndRedirect = vi.fn();
    const schedule = vi.fn();
    handleWidgetSuccess(
      {
        status: 'SUCCESS',
        type: 'SESSION_STEP_UP',
        stepUp: { finish },
        session: { token: 't', setCookieAndRedirect },
      },
      env.origin,
      schedule,
    );
    expect(finish).toHaveBeenCalledOnce();
    expect(schedule).not.toHaveBeenCalled();
    expect(setCookieAndRedirect).not.toHaveBeenCalled();
  });

  it('redirects through the IdP session cookie to the suite root after 500 ms', () => {
    vi.useFakeTimers();
    try {
      const setCookieAndRedirect = vi.fn();
      handleWidgetSuccess({ status: 'SUCCESS', session: { token: 't', setCookieAndRedirect } }, env.origin);
      vi.advanceTimersByTime(SUCCESS_REDIRECT_DELAY_MS - 1);
      expect(setCookieAndRedirect).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(setCookieAndRedirect).toHaveBeenCalledWith('http://localhost:3000/');
      expect(SUCCESS_REDIRECT_DELAY_MS).toBe(500);
    } finally {
      vi.useRealTimers();
    }
  });

  it('comes back to the deep link the guard saved, on this origin, and forgets it', () => {
    saveLoginReturnPath('/istituti/istituto/3/true/full?tab=2#note');
    const setCookieAndRedirect = vi.fn();
    const schedule = vi.fn((run: () => void) => run());
    handleWidgetSuccess({ status: 'SUCCESS', session: { setCookieAndRedirect } }, env.origin, schedule);
    expect(schedule).toHaveBeenCalledWith(expect.any(Function), SUCCESS_REDIRECT_DELAY_MS);
    expect(setCookieAndRedirect).toHaveBeenCalledWith(
      'http://localhost:3000/istituti/istituto/3/true/full?tab=2#note',
    );
    expect(sessionStorage.getItem(LOGIN_RETURN_PATH_KEY)).toBeNull();
    handleWidgetSuccess({ status: 'SUCCESS', session: { setCookieAndRedirect } }, env.origin, schedule);
    expect(setCookieAndRedirect).toHaveBeenLastCalledWith('http://localhost:3000/');
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example'])(
    'never leaves the suite origin for a saved %s',
    (saved) => {
      sessionStorage.setItem(LOGIN_RETURN_PATH_KEY, saved);
      const setCookieAndRedirect = vi.fn();
      handleWidgetSuccess({ status: 'SUCCESS', session: { setCookieAndRedirect } }, env.origin, (run) =>
        run(),
      );
      expect(setCookieAndRedirect).toHaveBeenCalledWith('http://localhost:3000/');
      expect(sessionStorage.getItem(LOGIN_RETURN_PATH_KEY)).toBeNull();
    },
  );

  it('a step-up or an ignored status keeps the saved deep link', () => {
    saveLoginReturnPath('/operazioni');
    handleWidgetSuccess(
      { status: 'SUCCESS', type: 'SESSION_STEP_UP', stepUp: { finish: vi.fn() } },
      env.origin,
    );
    handleWidgetSuccess({ status: 'FORGOT_PASSWORD_EMAIL_SENT' }, env.origin);
    expect(sessionStorage.getItem(LOGIN_RETURN_PATH_KEY)).toBe('/operazioni');
  });

  it.each(['FORGOT_PASSWORD_EMAIL_SENT', 'UNLOCK_ACCOUNT_EMAIL_SENT'])('ignores %s', (status) => {
    const setCookieAndRedirect = vi.fn();
    const schedule = vi.fn();
    handleWidgetSuccess({ status, session: { setCookieAndRedirect } }, env.origin, schedule);
    expect(schedule).not.toHaveBeenCalled();
  });
});
