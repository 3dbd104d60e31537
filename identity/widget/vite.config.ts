import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Test configuration; the library builds live in build.config.ts (run by scripts/build.ts).
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'widget',
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
