import { defineProject } from 'vitest/config';

// Route tests start from one migrated database template per run (test/global-setup.ts); on PostgreSQL when
// TEST_DATABASE_URL is set (npm run test:pg).
export default defineProject({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
