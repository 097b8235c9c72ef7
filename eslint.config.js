import { builtinModules } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // ab-*: copies of dist/server for npm run bench:ab.
  { ignores: ['node_modules', 'dist', 'web/dist', '.data', 'openapi/openapi.json', 'tmp', 'coverage', 'ab-*'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/only-throw-error': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Packages reach each other by name (`@kochclip/db`, …) through what their package.json exports, never by path.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/core/src/**',
                '**/db/src/**',
                '**/routers/src/**',
                '**/server/src/**',
                '**/web/src/**',
                '../openapi/*',
                '../../openapi/*',
                '../../../openapi/*',
                '@kochclip/*/src/**',
              ],
              message: 'Andere Pakete über ihren Namen importieren (@kochclip/core, @kochclip/db, …), nicht über Pfade.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@kochclip/db',
                '@kochclip/db/**',
                '@kochclip/server',
                '@kochclip/server/**',
                '@kochclip/openapi',
                '@kochclip/openapi/**',
              ],
              message: 'Das Web-Frontend darf weder db noch server importieren.',
            },
            {
              regex: '^@kochclip/routers(?:/|$)',
              allowTypeImports: true,
              message:
                'Aus @kochclip/routers nur Typen importieren; was Browser und Server gemeinsam ausführen, liegt in @kochclip/core.',
            },
            {
              regex: '^@kochclip/core/validators$',
              message:
                'Die gemeinsamen Regeln über web/src/lib/validators importieren: es schaltet vorher zods Codegenerierung ab (new Function, von der CSP verboten).',
            },
            {
              group: [
                '**/core/src/**',
                '**/db/src/**',
                '**/routers/src/**',
                '**/server/src/**',
                '../../openapi/*',
                '../../../openapi/*',
              ],
              message: 'Andere Pakete über ihren Namen importieren, nicht über Pfade.',
            },
          ],
        },
      ],
    },
  },
  {
    // What the browser runs: no Node built-ins, no database, no tRPC, no other Kochclip package (they all build on it).
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?:node:|@kochclip/|@trpc/|drizzle-orm|postgres|express|(?:${builtinModules.join('|')})(?:/|$))`,
              message: '@kochclip/core läuft auch im Browser: ohne Node, Datenbank, tRPC und die anderen Kochclip-Pakete.',
            },
            {
              group: ['**/db/src/**', '**/routers/src/**', '**/server/src/**', '**/web/src/**'],
              message: '@kochclip/core importiert keine anderen Pakete.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'Buffer', 'process', 'global', 'require', '__dirname', '__filename', 'setImmediate'],
    },
  },
  {
    // The one door to the shared validators: it configures zod before the validators build their schemas.
    files: ['web/src/lib/validators.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**', 'server/src/main.ts', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // The service worker template is plain browser JavaScript outside any tsconfig.
    files: ['web/src/features/pwa/sw-template.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      parserOptions: { projectService: false, project: false },
      sourceType: 'script',
      globals: { self: 'readonly', caches: 'readonly', fetch: 'readonly', Response: 'readonly', URL: 'readonly' },
    },
  },
);
