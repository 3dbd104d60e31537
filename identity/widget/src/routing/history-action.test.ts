import { describe, expect, it } from 'vitest';
import { historyAction, type HistoryAction, type PageCause } from './history-action.ts';
import type { Route } from './route.ts';

const forgot: Route = { name: 'forgot-password' };
const signIn: Route = { name: 'primary-auth' };
const loading: Route = { name: 'recovery-loading', recoveryToken: 'rt' };
const question: Route = { name: 'recovery-question' };

describe('historyAction: how the URL follows the page (router on)', () => {
  it.each<[string, string, Route, PageCause, Route | undefined, HistoryAction]>([
    [
      'a new page is pushed',
      '/signin',
      forgot,
      'navigate',
      signIn,
      { type: 'push', pathname: '/signin/forgot-password' },
    ],
    [
      "under the host's base path",
      '/app/signin',
      forgot,
      'navigate',
      signIn,
      { type: 'push', pathname: '/app/signin/forgot-password' },
    ],
    [
      "from the host's own page",
      '/login',
      forgot,
      'navigate',
      signIn,
      { type: 'push', pathname: '/signin/forgot-password' },
    ],
    ['the same path: nothing', '/signin/forgot-password', forgot, 'navigate', signIn, { type: 'none' }],
    [
      'back/forward corrects the URL in place',
      '/signin/enroll',
      forgot,
      'pop',
      signIn,
      { type: 'replace', pathname: '/signin/forgot-password' },
    ],
    ['a loading page (token) is never pushed', '/signin', loading, 'navigate', signIn, { type: 'none' }],
    [
      'the page after it replaces the token URL',
      '/signin/recovery/rt',
      question,
      'navigate',
      loading,
      { type: 'replace', pathname: '/signin/recovery-question' },
    ],
    [
      "… but not the host's own page",
      '/login',
      question,
      'navigate',
      loading,
      { type: 'push', pathname: '/signin/recovery-question' },
    ],
    ["the first page keeps the host's URL", '/login', signIn, 'start', undefined, { type: 'none' }],
    [
      'the first page corrects a signin URL it does not match',
      '/signin/verify/okta/sms',
      signIn,
      'start',
      undefined,
      { type: 'replace', pathname: '/signin' },
    ],
    [
      'no page, no URL',
      '/signin',
      { name: 'unsupported', reason: 'x' },
      'navigate',
      signIn,
      { type: 'none' },
    ],
  ])('%s', (_title, pathname, route, cause, previous, expected) => {
    expect(historyAction({ pathname, route, cause, previous })).toEqual(expected);
  });
});
