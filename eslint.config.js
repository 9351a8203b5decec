import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const WEB = 'apps/web/src';
const API = 'apps/api/src';
const NO_API = {
  group: ['**/apps/api/**', '@chairside/api'],
  message: 'The web app never imports the API.',
};

/**
 * The web's layers (DESIGN §2, bulletproof-react's zones): shared code (components, lib,
 * config) imports no feature and not the app; a feature imports no other feature's internals,
 * only its index.ts, and not the app; app/ composes features through their routes/ pages and
 * index.ts. Core no-restricted-imports reads import strings, not resolved files, so relative
 * imports that climb out of a feature are refused by depth, and the '@/' alias is the way
 * across folders. A new feature folder gets its zone from the folder list.
 */
function webZones() {
  const zone = (files, patterns) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_API, ...patterns] }] },
  });
  const shared = zone(
    ['components', 'lib', 'config'].map((folder) => `${WEB}/${folder}/**/*.{ts,tsx}`),
    [
      {
        regex: '^(@/|(\\.\\./)+)(features|app)/',
        message: 'Shared code imports no feature and not the app: move what both need here.',
      },
    ],
  );
  const app = zone(
    [`${WEB}/app/**/*.{ts,tsx}`],
    [
      {
        regex: '^@/features/[^/]+/(?!routes/|index\\.ts$)',
        message: 'app/ reaches a feature only through its routes/ pages or its index.ts.',
      },
      { regex: '^(\\.\\./)+features/', message: "Import a feature's pages through '@/features/'." },
    ],
  );
  const features = readdirSync(new URL(`./${WEB}/features`, import.meta.url));
  const featureZones = features.flatMap((feature) =>
    // A file `depth` folders below its feature's folder climbs out with depth + 1 '../'.
    [0, 1, 2, 3].map((depth) =>
      zone(
        [`${WEB}/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
        [
          {
            regex: `^@/features/(?!${feature}/)[^/]+/(?!index\\.ts$)`,
            message:
              'A feature uses another feature only through its index.ts: move shared parts to components/ or lib/.',
          },
          {
            regex: '^@/app/',
            message: 'Features do not import the app shell; app/ composes them.',
          },
          {
            regex: `^(\\.\\./){${depth + 1}}`,
            message: "Relative imports stay inside the feature; use '@/' across folders.",
          },
        ],
      ),
    ),
  );
  return [shared, app, ...featureZones];
}

const NO_WEB = {
  group: ['**/apps/web/**', '@chairside/web'],
  message: 'The API never imports the web app.',
};
const NO_MODULE_INTERNALS = {
  regex: '(^|/)modules/[^/]+/(?!index\\.ts$)',
  message: 'Another module is reached only through its index.ts: export what callers need there.',
};
const NO_SQL = [
  {
    group: ['drizzle-orm', 'drizzle-orm/*'],
    message: 'SQL lives in *queries.ts files: call a finder or writer from there.',
  },
  {
    regex: '(^|/)db/schema(\\.ts)?$',
    message:
      'Tables are read and written in *queries.ts files: call a finder or writer from there.',
  },
];
/** Where SQL may be written besides *queries.ts: the paging and scope builders, the database. */
const SQL_HOMES = [
  '**/*queries.ts',
  `${API}/lib/paging*.ts`,
  `${API}/lib/scope*.ts`,
  `${API}/db/**`,
  `${API}/seed/**`,
];

/**
 * The API's boundaries (DESIGN §2), over its source (tests arrange rows and read internals):
 * SQL and tables only where SQL_HOMES says; a module in modules/<name>/ is reached from outside
 * only through its index.ts, whatever imports it. A module's own files at `depth` folders below
 * it leave it with depth + 1 '../', and the next folder is another module. Later zones replace
 * earlier ones' no-restricted-imports for the files they match, so each lists every pattern.
 */
function apiZones() {
  const zone = (files, ignores, patterns) => ({
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_WEB, ...patterns] }] },
  });
  const everywhere = [`${API}/**/*.ts`];
  const moduleZones = [0, 1, 2].flatMap((depth) => {
    const files = [`${API}/modules/*/${'*/'.repeat(depth)}*.ts`];
    const otherModule = {
      regex: `^(\\.\\./){${depth + 1}}[^./][^/]*/(?!index\\.ts$)`,
      message: NO_MODULE_INTERNALS.message,
    };
    return [
      zone(files, [], [NO_MODULE_INTERNALS, otherModule]),
      zone(files, SQL_HOMES, [NO_MODULE_INTERNALS, otherModule, ...NO_SQL]),
    ];
  });
  return [
    zone(['apps/api/**/*.ts'], [], []),
    zone(everywhere, [], [NO_MODULE_INTERNALS]),
    zone(everywhere, SQL_HOMES, [NO_MODULE_INTERNALS, ...NO_SQL]),
    ...moduleZones,
  ];
}

export default tseslint.config(
  { ignores: ['**/dist', '**/node_modules', '**/data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [NO_API] }],
    },
  },
  ...webZones(),
  ...apiZones(),
  ...[
    ['apps/api/src/**/*.ts', 'apps/api/tsconfig.json'],
    [`${WEB}/**/*.{ts,tsx}`, 'apps/web/tsconfig.json'],
  ].map(([files, project]) => ({
    // Import cycles in either app's code (DESIGN §2): a module reached through its index.ts
    // makes a cycle between modules a cycle between files, so this holds both. Type-only
    // imports are erased at build and are not counted. A test file is imported by no module,
    // so it is in no cycle: following its imports from there finds nothing the app's own files
    // do not, and took a third of the rule's time.
    files: [files],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The files it follows are TypeScript: read them with the parser the lint already uses.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  })),
);
