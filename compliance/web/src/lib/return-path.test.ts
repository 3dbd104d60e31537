import { describe, expect, it } from 'vitest';
import {
  isLocalPath,
  LOGIN_RETURN_PATH_KEY,
  saveLoginReturnPath,
  takeLoginReturnUrl,
} from './return-path.ts';

const ORIGIN = 'http://localhost:3000';

describe('isLocalPath', () => {
  it.each(['/', '/operazioni?p=2', '/istituti/istituto/3/true/full#x'])('accepts %s', (path) => {
    expect(isLocalPath(path)).toBe(true);
  });

  it.each([
    null,
    '',
    'operazioni',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/a\nb',
  ])('refuses %j', (path) => {
    expect(isLocalPath(path)).toBe(false);
  });
});

describe('login return path', () => {
  it('saves only local paths', () => {
    saveLoginReturnPath('https://evil.example/');
    expect(sessionStorage.getItem(LOGIN_RETURN_PATH_KEY)).toBeNull();
    saveLoginReturnPath('/dipendenze?x=1');
    expect(sessionStorage.getItem(LOGIN_RETURN_PATH_KEY)).toBe('/dipendenze?x=1');
  });

  it('gives {origin}{path} once, then the suite root', () => {
    saveLoginReturnPath('/dipendenze?x=1');
    expect(takeLoginReturnUrl(ORIGIN)).toBe('http://localhost:3000/dipendenze?x=1');
    expect(sessionStorage.getItem(LOGIN_RETURN_PATH_KEY)).toBeNull();
    expect(takeLoginReturnUrl(ORIGIN)).toBe('http://localhost:3000/');
  });

  it('ignores a tampered value', () => {
    sessionStorage.setItem(LOGIN_RETURN_PATH_KEY, '//evil.example/steal');
    expect(takeLoginReturnUrl(ORIGIN)).toBe('http://localhost:3000/');
    expect(sessionStorage.getItem(LOGIN_RETURN_PATH_KEY)).toBeNull();
  });
});
