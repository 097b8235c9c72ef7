import { builtinModules } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Paths into another package's sources: packages reach each other by name, through their `exports`. */
const PACKAGE_PATHS = {
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
};

/** What only server/ talks to: the HTTP framework, the queue and the SDKs of the outside world (its adapters). */
const ADAPTER_LIBRARIES = [
  'express',
  'pg-boss',
  'openai',
  'stripe',
  'web-push',
  'nodemailer',
  '@aws-sdk/*',
  'sharp',
  'tesseract.js',
  'busboy',
];

const ROUTERS_FORBIDDEN = ['@kochclip/server', '@kochclip/openapi', '@kochclip/web', ...ADAPTER_LIBRARIES];
const ROUTERS_MESSAGE =
  '@kochclip/routers braucht die Außenwelt nur über Ports (routers/src/ports/); Express, pg-boss und die SDKs gehören in die Adapter von @kochclip/server (server/src/adapters/).';

/**
 * A `no-restricted-syntax` entry for `import('…')` of a matching module, which no-restricted-imports does not see.
 * esquery ends a regex at the first `/`, even an escaped one, so slashes are written as `\x2F`.
 * @param {string} regex
 * @param {string} message
 */
function dynamicImportOf(regex, message) {
  return { selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`, message };
}

/**
 * The direction the workspace's dependencies run (ARCHITECTURE.md): `files` may not import `packages` (with their
 * subpaths, also as `import type` or `import()`), nor another package's sources by path. The rule's options replace
 * those of the block for every file, so each block repeats PACKAGE_PATHS.
 * @param {string[]} files
 * @param {{ packages: string[], message: string }} direction
 */
function forbidImports(files, { packages, message }) {
  const names = packages.map((name) => name.replaceAll('.', '\\.').replace('/*', '/[^/]+'));
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [PACKAGE_PATHS, { group: packages.flatMap((name) => [name, `${name}/**`]), message }] },
      ],
      'no-restricted-syntax': ['error', dynamicImportOf(`^(?:${names.join('|')})(?:/|$)`, message)],
    },
  };
}

/**
 * Layers and feature folders inside @kochclip/routers (ARCHITECTURE.md, "Layers of the routers"). A feature folder
 * imports ports/, shared/, the base and context, and its own folder (with its subfolders), never another feature
 * folder: what several features need belongs in `shared/` (domain pieces) or `ports/` (the outside world), and a
 * feature that is part of another is a subfolder of it (create/drafts/, create/import/). `raw-routes/` is, like
 * root.ts, a composition: the contract table of every feature's raw routes, so it may import any feature.
 */
const ROUTER_FEATURES = [
  'account',
  'admin',
  'auth',
  'create',
  'export',
  'household',
  'kitchen',
  'moderation',
  'pantry',
  'premium',
  'recipes',
  'social',
  'timers',
];
/** Composition folders: they gather what every feature declares (as root.ts composes the routers). */
const ROUTER_COMPOSITION = ['raw-routes'];
/** routers/src files every layer may import: errors, zod helpers, no feature and no context. */
const ROUTER_BASE = ['errors', 'timestamp', 'refused-text', 'cache-policy', 'database-errors', 'procedure-schemas'];
const ROUTER_TOP = ['root', 'index', 'server', 'page-data'];
const ROUTER_FOLDERS = [...ROUTER_FEATURES, ...ROUTER_COMPOSITION];
const UP = '^(?:\\.\\./)+';
const ROUTER_LAYER_MESSAGE = 'Schichten der Router (ARCHITECTURE.md): ';
const TO_TOP = {
  regex: `^(?:\\./|(?:\\.\\./)+)(?:${ROUTER_TOP.join('|')})$`,
  message: `${ROUTER_LAYER_MESSAGE}nur root.ts setzt die Router zusammen; nichts darunter importiert root, index oder page-data.`,
};
/** Rules for ports/, shared/, context.ts and trpc.ts: of the feature folders only their `*.schemas.ts`. */
const toFeatureCode = (prefix) => ({
  regex: `${prefix}(?:${ROUTER_FOLDERS.join('|')})/(?!.*\\.schemas$)`,
  message: `${ROUTER_LAYER_MESSAGE}Ports, gemeinsame Teile und der Kontext kennen aus den Feature-Ordnern nur deren *.schemas.ts.`,
});
/** A `*.schemas.ts` describes shapes: it imports other schemas and the base, no service, port or context. */
const SCHEMAS_ONLY = {
  regex: `^(?!(?:\\.\\./)+(?:${ROUTER_BASE.join('|')})$)(?!.*\\.schemas$)\\.`,
  message: `${ROUTER_LAYER_MESSAGE}*.schemas.ts importiert nur andere *.schemas.ts und die Basis (errors, timestamp, …).`,
};
/** The recipe search is published behind its one entry, shared/recipe-search/index.ts; its inner files are its own. */
const SEARCH_ENTRY = {
  regex: '^(?:\\./|(?:\\.\\./)+)(?:shared/)?recipe-search/.',
  message: `${ROUTER_LAYER_MESSAGE}die Rezeptsuche nur über ihren Eingang shared/recipe-search (index.ts), nicht ihre inneren Dateien.`,
};
const NO_ROUTERS = {
  regex: '\\.(?:router|procedures)$',
  message: `${ROUTER_LAYER_MESSAGE}nur Router setzen Router zusammen; Dienste und Schemas importieren keine *.router.ts.`,
};

/**
 * The blocks for routers/src: the package directions (as forbidImports) plus the layer patterns of each kind of file.
 * Later blocks replace the options of earlier ones for the files they match, so each carries the full list.
 * @param {Array<Record<string, unknown>>} layerPatterns
 */
function routersPatterns(layerPatterns) {
  return [
    PACKAGE_PATHS,
    { group: ROUTERS_FORBIDDEN.flatMap((name) => [name, `${name}/**`]), message: ROUTERS_MESSAGE },
    ...layerPatterns,
  ];
}
function routerLayerBlocks() {
  /** @param {Array<Record<string, unknown>>} patterns */
  const rule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns: routersPatterns(patterns) }] });
  const blocks = [
    {
      files: ['routers/src/*.ts'],
      ignores: ['routers/src/{context,trpc,root,index,server,page-data}.ts'],
      rules: rule([
        {
          regex: '^\\./(?:[^/]+/|(?:context|trpc|root|index|page-data)$)',
          message: `${ROUTER_LAYER_MESSAGE}die Basis (errors, timestamp, …) importiert keine Ordner, keinen Kontext und keine Router.`,
        },
      ]),
    },
    { files: ['routers/src/{context,trpc}.ts'], rules: rule([toFeatureCode('^\\./'), SEARCH_ENTRY, TO_TOP]) },
    {
      files: ['routers/src/{ports,shared}/**/*.ts'],
      rules: rule([
        toFeatureCode(UP),
        {
          regex: `${UP}(?:context|trpc)$`,
          message: `${ROUTER_LAYER_MESSAGE}Ports und gemeinsame Teile liegen unter dem Kontext; sie importieren weder context.ts noch trpc.ts.`,
        },
        SEARCH_ENTRY,
        TO_TOP,
      ]),
    },
  ];
  for (const feature of ROUTER_FEATURES) {
    const others = ROUTER_FOLDERS.filter((other) => other !== feature);
    const order = {
      regex: `${UP}(?:${others.join('|')})/`,
      message: `${ROUTER_LAYER_MESSAGE}${feature}/ importiert keine anderen Feature-Ordner, nur ports/, shared/ und sich selbst.`,
    };
    const files = [`routers/src/${feature}/**/*.ts`];
    blocks.push(
      { files, rules: rule([order, SEARCH_ENTRY, TO_TOP]) },
      { files, ignores: ['**/*.router.ts', '**/*.procedures.ts'], rules: rule([order, SEARCH_ENTRY, TO_TOP, NO_ROUTERS]) },
      { files: [`routers/src/${feature}/**/*.schemas.ts`], rules: rule([order, SCHEMAS_ONLY]) },
    );
  }
  for (const folder of ROUTER_COMPOSITION) {
    blocks.push({ files: [`routers/src/${folder}/**/*.ts`], rules: rule([TO_TOP]) });
  }
  // A unit test beside its code may read any layer of the package (as tests/ may); the package directions still hold.
  return blocks.map((block) => ({ ...block, ignores: [...(block.ignores ?? []), '**/*.test.ts'] }));
}

const WEB_PATTERNS = [
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
    message: 'Aus @kochclip/routers nur Typen importieren; was Browser und Server gemeinsam ausführen, liegt in @kochclip/core.',
  },
  PACKAGE_PATHS,
];
/**
 * The doors to core's zod schemas: web/src/lib/validators.ts (the shared validators) and web/src/lib/post-form.ts
 * (the raw-route contracts) configure zod before the schemas are built.
 */
const WEB_VALIDATORS_DOOR = {
  regex: '^@kochclip/core/(?:validators|raw-routes)$',
  message:
    'Die gemeinsamen Regeln über web/src/lib/validators, die Upload-Routen über web/src/lib/post-form importieren: sie schalten vorher zods Codegenerierung ab (new Function, von der CSP verboten).',
};
const WEB_DYNAMIC = '^@kochclip/(?:db|server|openapi|routers)(?:/|$)';
const WEB_DYNAMIC_MESSAGE = 'Das Web-Frontend lädt weder db, server noch Werte aus routers, auch nicht mit import().';

const CORE_FORBIDDEN = `^(?:node:|@kochclip/|@trpc/|drizzle-orm|postgres|express|(?:${builtinModules.join('|')})(?:/|$))`;
const CORE_MESSAGE = '@kochclip/core läuft auch im Browser: ohne Node, Datenbank, tRPC und die anderen Kochclip-Pakete.';

export default tseslint.config(
  // ab-*: copies of dist/server for npm run bench:ab.
  { ignores: ['node_modules', 'dist', 'web/dist', 'web/dist-ssr', '.data', 'openapi/openapi.json', 'tmp', 'coverage', 'ab-*'] },
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
    rules: { 'no-restricted-imports': ['error', { patterns: [PACKAGE_PATHS] }] },
  },
  forbidImports(['db/**/*.ts'], {
    packages: ['@kochclip/routers', '@kochclip/server', '@kochclip/openapi', '@kochclip/web', '@trpc/*', 'express'],
    message: '@kochclip/db kennt weder tRPC noch HTTP noch die Pakete, die auf ihm aufbauen.',
  }),
  forbidImports(['routers/**/*.ts'], { packages: ROUTERS_FORBIDDEN, message: ROUTERS_MESSAGE }),
  ...routerLayerBlocks(),
  forbidImports(['openapi/**/*.ts'], {
    packages: ['@kochclip/db', '@kochclip/server', '@kochclip/web'],
    message: '@kochclip/openapi liest nur die Router.',
  }),
  forbidImports(['server/**/*.ts'], {
    packages: ['@kochclip/web'],
    message: 'Der Server liefert die gebaute Web-App aus (web/dist), er importiert sie nicht.',
  }),
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...WEB_PATTERNS, WEB_VALIDATORS_DOOR] }],
      'no-restricted-syntax': ['error', dynamicImportOf(WEB_DYNAMIC, WEB_DYNAMIC_MESSAGE)],
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
              regex: CORE_FORBIDDEN,
              message: CORE_MESSAGE,
            },
            {
              group: ['**/db/src/**', '**/routers/src/**', '**/server/src/**', '**/web/src/**'],
              message: '@kochclip/core importiert keine anderen Pakete.',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', dynamicImportOf(CORE_FORBIDDEN, CORE_MESSAGE)],
      'no-restricted-globals': ['error', 'Buffer', 'process', 'global', 'require', '__dirname', '__filename', 'setImmediate'],
    },
  },
  {
    // The doors to core's schemas: they configure zod before the schemas are built.
    files: ['web/src/lib/validators.ts', 'web/src/lib/post-form.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: WEB_PATTERNS }] },
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
      globals: {
        self: 'readonly',
        caches: 'readonly',
        fetch: 'readonly',
        Request: 'readonly',
        Response: 'readonly',
        URL: 'readonly',
      },
    },
  },
);
