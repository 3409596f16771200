import { describe, expect, it } from 'vitest';
import { testPlan } from './test-plan.mjs';

describe('what npm test runs before vitest', () => {
  it('runs everything without arguments (CI) and with --full', () => {
    expect(testPlan([])).toEqual({ typecheck: true, build: 'always', vitestArgs: [] });
    expect(testPlan(['--full', 'core/credits.test.ts'])).toEqual({ typecheck: true, build: 'always', vitestArgs: ['core/credits.test.ts'] });
    expect(testPlan(['--project', 'integration']).typecheck).toBe(true);
  });

  it('skips the typecheck and the build for test files', () => {
    expect(testPlan(['core/config.test.ts'])).toEqual({ typecheck: false, build: 'never', vitestArgs: ['core/config.test.ts'] });
    expect(testPlan(['--project', 'integration', 'tests/integration/auth.test.ts'])).toMatchObject({ typecheck: false, build: 'never' });
  });

  it('builds a missing or stale web app when a browser or bundle test is among the files', () => {
    expect(testPlan(['e2e/reports.test.ts']).build).toBe('if-stale');
    expect(testPlan(['tests/build/landing-bundle.test.ts']).build).toBe('if-stale');
    expect(testPlan(['--project', 'e2e', 'reports']).build).toBe('if-stale');
    expect(testPlan(['--project=build', 'landing']).build).toBe('if-stale');
  });
});
