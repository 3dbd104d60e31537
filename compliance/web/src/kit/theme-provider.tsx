import type { ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { itIT as materialItIT } from '@mui/material/locale';

/**
 * The nonce the server put in `<meta name="csp-nonce">` for this page: the suite's CSP allows no inline styles
 * except those carrying it, and MUI (Emotion) inserts its styles as `<style>` elements. The data grid renders its
 * CSS variables in a `<style>` element of its own, so list screens pass this to its `nonce` prop too.
 * Returns undefined when the page has no nonce (tests, a page served without one).
 */
export function cspNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}

/**
 * The suite's colours (WCAG AA on white, as styles/app.css) with MUI's Italian texts. The data grid's Italian texts
 * are set by the list screen (kit/list-screen.tsx), so the grid stays out of the first chunk.
 */
const theme = createTheme(
  {
    palette: {
      primary: { main: '#0b4f8a', dark: '#073a66' },
      error: { main: '#a4001d' },
      text: { primary: '#1a1a1a', secondary: '#4a4a4a' },
    },
    typography: {
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
  },
  materialItIT,
);

let cache: EmotionCache | undefined;

/** One Emotion cache for the page, so the styles of screens mounted one after another are inserted once. */
function suiteCache(): EmotionCache {
  const nonce = cspNonce();
  cache ??= createCache({ key: 'suite', ...(nonce ? { nonce } : {}) });
  return cache;
}

/**
 * Wraps MUI screens in the suite's theme (Italian locale) and the Emotion cache that tags its styles with the CSP
 * nonce. The work areas bring it with their chunk (app/lazy-area.tsx): the sign-in, home and public pages use no
 * MUI, so MUI stays out of the first load.
 */
export function SuiteThemeProvider({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={suiteCache()}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
