import type { RouteObject } from 'react-router';
import { suiteRoutes } from '../config/work-areas.ts';
import { OptionalAuth } from '../features/auth/optional-auth.tsx';
import { RequireAuth } from '../features/auth/require-auth.tsx';
import { AREA_SCREENS } from './area-screens.tsx';
import { ShellRoute } from './routes/shell-route.tsx';
import { Home } from './routes/home.tsx';
import { LoginCallback } from './routes/login-callback.tsx';
import { LoginRoute } from './routes/login.tsx';
import { CookiePolicy, NotFound, PrivacyPolicy } from './routes/static-pages.tsx';
import { Welcome } from './routes/welcome.tsx';
import { WorkAreaScreen } from './routes/work-area-screen.tsx';

function toRoute(id: string, path: string): RouteObject {
  if (id === 'home') return { index: true, Component: Home };
  const Screen = AREA_SCREENS[id];
  if (Screen) return { path, Component: Screen };
  return { path, element: <WorkAreaScreen routeId={id} /> };
}

/**
 * The route table: every route of spec §2 under the app shell; all but the report register sit behind the
 * authentication check (RequireAuth); the register only fetches tokens silently when an IdP session exists
 * (OptionalAuth). Login, its callback and the public pages stand alone.
 */
export function buildRoutes(): RouteObject[] {
  const guarded = suiteRoutes.filter((r) => r.guarded).map((r) => toRoute(r.id, r.path));
  const open = suiteRoutes.filter((r) => !r.guarded).map((r) => toRoute(r.id, r.path));
  return [
    { path: '/login', Component: LoginRoute },
    { path: '/login/callback', Component: LoginCallback },
    { path: '/welcome', Component: Welcome },
    { path: '/privacy', Component: PrivacyPolicy },
    { path: '/cookie', Component: CookiePolicy },
    {
      path: '/',
      Component: ShellRoute,
      children: [
        { Component: OptionalAuth, children: open },
        { Component: RequireAuth, children: guarded },
      ],
    },
    { path: '*', Component: NotFound },
  ];
}
