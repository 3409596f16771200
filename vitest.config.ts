import { defineConfig } from 'vitest/config';

// Three tiers in one run: unit (pure logic, next to the code), integration (real Postgres, Redis,
// BullMQ and Socket.IO) and e2e (Chromium against the real app). The web app's own unit tests live in
// web/vitest.config.ts (jsdom).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'api/**/*.test.ts', 'workers/**/*.test.ts', 'db/**/*.test.ts'],
          environment: 'node',
        },
      },
      'web/vitest.config.ts',
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
    maxWorkers: 2,
  },
});
