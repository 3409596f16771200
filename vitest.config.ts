import { defineConfig } from 'vitest/config';

// One run, five projects: unit (pure logic next to the code, and the bootstrap scripts' decisions), web
// (React components under jsdom, web/vitest.config.ts), integration (real Postgres, Redis, BullMQ and
// Socket.IO), build (the production web build: the landing page's JS budget) and e2e (Chromium against
// the real app). `npm test` builds the web app before build and e2e run.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'api/**/*.test.ts', 'workers/**/*.test.ts', 'db/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
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
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
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
          // A page under a loaded machine can take more than expect.poll's default second to show what it will;
          // a poll still fails when the thing never comes (a fresh-clone run once missed "No API tokens yet.").
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
    maxWorkers: 2,
  },
});
