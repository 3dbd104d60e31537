import { defineConfig } from 'vitest/config';

// Every package with unit or route tests is a Vitest project; tests sit beside the code as x.test.ts(x).
export default defineConfig({
  test: {
    // One test file per CPU. Vitest's own default in a run is one less than the CPUs, which on CI's 2 cores is a
    // single worker while the main process mostly waits (unit + PostgreSQL runs took 25 minutes that way).
    maxWorkers: '100%',
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
