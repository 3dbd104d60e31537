import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 1 s by default; on a busy two-core CI machine a screen with a lazy chunk and axe can
// take longer to settle, and a real regression still fails at 5 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  // Tests that drive a real browser run in the node environment, without a DOM here.
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
