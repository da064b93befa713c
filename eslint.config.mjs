import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

const SETTINGS_FROM_CONFIG = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read settings from lib/config/public-config.ts or lib/server/server-config.ts.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Destructuring to leave props out of a spread is intended.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, argsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The settings modules alone read the environment, so every value is checked once.
    files: ['app/**', 'components/**', 'lib/**', 'proxy.ts', 'instrumentation.ts'],
    ignores: [
      'lib/config/public-config.ts',
      'lib/server/server-config.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: {
      'no-restricted-syntax': ['error', SETTINGS_FROM_CONFIG],
    },
  },
  {
    // The operator side's entries reach data through the services the guard hands them
    // (lib/server/inbox-entries/operator-services.ts), whose types hold no database: this rule is
    // the second line, for a file that reaches one some other way.
    files: ['app/inbox/**', 'app/portal/**', 'lib/server/**/*-actions.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        SETTINGS_FROM_CONFIG,
        {
          selector: "MemberExpression[property.name='database']",
          message:
            'Use the services the guard hands the entry (leads, services, account), not the database.',
        },
      ],
    },
  },
  {
    // lib/ is the bottom layer: pages and components build on it, never the other way round.
    files: ['lib/**'],
    ignores: ['lib/**/*.test.ts', 'lib/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)(app|components|test-support)(/|$)',
              message: 'lib/ imports nothing from app/, components/ or test-support/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**', 'components/**', 'proxy.ts', 'instrumentation.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)test-support(/|$)',
              message: 'Test support is for tests only.',
            },
          ],
        },
      ],
    },
  },
  // Feature folders of components/ build on the shared ones, never on each other: ui/ at the
  // bottom, then content/, then leads/, then the features; layout/ composes them all.
  ...[
    ['ui', []],
    ['content', ['ui']],
    ['leads', ['ui', 'content']],
    ['proposal', ['ui', 'content', 'leads']],
    ['admission', ['ui', 'content', 'leads']],
    ['newsletter', ['ui', 'content', 'leads']],
    ['vitals', ['ui']],
  ].map(([folder, allowed]) => ({
    files: [`components/${folder}/**`],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(@/components/|\\.\\./)(?!(${[folder, ...allowed].join('|')})/)[a-z-]+/`,
              message: `components/${folder}/ imports only from ${allowed.length ? allowed.join('/, ') + '/' : 'itself'} among the component folders.`,
            },
            {
              regex: '^(@/|(\\.\\./)+)(app|test-support)(/|$)',
              message: 'Components import nothing from app/ or test-support/.',
            },
          ],
        },
      ],
    },
  })),
  {
    // What `npm start` and `npm run build` run stands alone: nothing from the tools or the tests.
    files: ['runtime/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)(scripts|test-support|e2e)(/|$)',
              message: 'runtime/ is production code: it imports no tool and no test support.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests and their machinery may share the benchmarks' subjects, never a benchmark.
    files: ['e2e/**', 'test-support/**', 'scripts/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)scripts/bench(/|$)',
              message:
                'Tests import no benchmark: move what they share to scripts/test/ or runtime/.',
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'next-env.d.ts',
    'bench-results/**',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
