import type { LintCheck } from './context.js';

/** then.steps has one expectation per when step. */
export const checkStepCount: LintCheck = ({ fixture }) =>
  fixture.then.steps.length === fixture.when.length
    ? []
    : [
        {
          code: 'fixture/step-count-mismatch',
          pointer: '/then/steps',
          data: { steps: fixture.then.steps.length, when: fixture.when.length },
        },
      ];
