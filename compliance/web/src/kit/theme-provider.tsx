import { useState, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { itIT as materialItIT } from '@mui/material/locale';
import { itIT as gridItIT } from '@mui/x-data-grid/locales';

/**
 * The nonce the server put in `<meta name="csp-nonce">` for this page: the suite's CSP allows no inline styles
 * except those carrying it, and MUI (Emotion) inserts its styles as `<style>` elements.
 */
function cspNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}

/** The suite's colours (WCAG AA on white, as styles/app.css) with MUI's and the data grid's Italian texts. */
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
  gridItIT,
);

/** Wraps the app in MUI's theme (Italian locale) and an Emotion cache that tags its styles with the CSP nonce. */
export function SuiteThemeProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(() => {
    const nonce = cspNonce();
    return createCache({ key: 'suite', ...(nonce ? { nonce } : {}) });
  });
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
