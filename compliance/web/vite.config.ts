import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// `vite build` writes dist/ (served by compliance/api); the report register lands in its own chunk through its
// dynamic import. `vite` (dev) proxies the API, the runtime config and the widget assets to the suite server.
const suite = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: { port: 5173, proxy: { '/api': suite, '/config.json': suite, '/widget': suite } },
  test: {
    name: 'compliance-web',
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
