import { defineConfig } from 'vitest/config';

// Every package with unit or route tests is a Vitest project; tests sit beside the code as x.test.ts(x).
export default defineConfig({
  test: {
    projects: [
      'shared/listen',
      'identity/contracts',
      'identity/client',
      'identity/widget',
      'identity/server',
      'compliance/shared',
      'compliance/api',
      'compliance/web',
    ],
  },
});
