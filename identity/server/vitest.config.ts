import { defineProject } from 'vitest/config';

// Route tests boot a fresh PGlite (WASM) per test and hash with argon2id: allow for a busy 2-core machine.
export default defineProject({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
