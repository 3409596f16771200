import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Typing through user-event under jsdom took over 5 s once on a shared 2-core machine; speed is the
    // benchmarks' business, so a slow machine must not fail a correct component.
    testTimeout: 20_000,
    // A real Socket.IO server for the realtime helpers' tests (web/src may import no server package).
    globalSetup: ['./socket-test-server.ts'],
  },
});
