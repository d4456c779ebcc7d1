// @ts-check
import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'reports/',
      'coverage/',
      '.stryker-tmp/',
      'schemas/types/generated.ts',
      'harness/schema/compiled/',
      'examples/**/*.py',
    ],
  },
  eslint.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
  {
    // Fault-injecting adapters: plain Node scripts run as child processes, outside the TypeScript project.
    files: ['test/fault-adapters/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { process: 'readonly', setInterval: 'readonly' } },
  },
  {
    // The engine is a library of pure rules: it never reaches into the harness.
    files: ['engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/harness/**', '**/harness'], message: 'The engine never imports the harness.' },
            {
              group: ['**/mutants/**', '**/mutants'],
              message: 'The engine never imports its mutants: they override its rule table from outside.',
            },
          ],
        },
      ],
    },
  },
  {
    // The harness reaches the engine only through the adapter registry.
    files: ['harness/**/*.ts'],
    ignores: ['harness/adapters/registry.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/engine/**', '**/engine', '**/mutants/**', '**/mutants'],
              message: 'The harness talks to engines only through the adapter registry.',
            },
          ],
        },
      ],
    },
  },
  {
    // Mutants are variants of the engine: they reach into it, never into the harness.
    files: ['mutants/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/harness/**', '**/harness'], message: 'A mutant is an engine: it never imports the harness.' },
          ],
        },
      ],
    },
  },
);
