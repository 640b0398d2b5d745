import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder of app/features: features never import each other, routes compose them. */
const features = readdirSync(new URL('./app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Icons come from the sprite (app/components/ui/icons.svg); lucide-react only feeds its generator. */
const iconLibrary = {
  group: ['lucide-react', 'lucide-react/*'],
  message:
    'Use <Icon name="…" /> from \'#app/components/ui/icon.tsx\' (add the name to icon-names.ts, then npm run icons).',
};

/**
 * Imports flow one way: app/routes → app/features → app/components → app/lib; app/ and server/
 * share only languages/, catalogue/ and contract/: languages/ imports only contract/, which imports
 * neither; catalogue/ (the catalogue as shipped: the data the build and the store start from)
 * imports nothing of them.
 */
const boundaries = [
  {
    target: './app/lib',
    from: ['./app/components', './app/features', './app/routes'],
    message: 'app/lib is the bottom layer: it imports no components, features or routes.',
  },
  {
    target: './app/components',
    from: ['./app/features', './app/routes'],
    message: 'Shared components do not import features or routes.',
  },
  { target: './app/features', from: './app/routes', message: 'Features do not import route modules.' },
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: './app/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in a route module.',
  })),
  {
    target: './app',
    from: './server',
    message: 'The app and the server share only languages/, catalogue/ and contract/.',
  },
  {
    target: './server',
    from: './app',
    message: 'The app and the server share only languages/, catalogue/ and contract/.',
  },
  {
    target: './languages',
    from: ['./app', './server', './scripts', './testing', './e2e', './bench', './reliability'],
    message: 'languages/ imports only contract/: the app and the server both stand on it.',
  },
  {
    target: './catalogue',
    from: [
      './app',
      './server',
      './languages',
      './contract',
      './scripts',
      './testing',
      './e2e',
      './bench',
      './reliability',
    ],
    message: 'catalogue/ is data with its types: it imports nothing of the project.',
  },
  {
    target: './contract',
    from: ['./app', './server', './languages'],
    message: 'contract/ imports neither the app, the server nor languages/.',
  },
];

/**
 * A public page's internal links go through localHref (languages/translated-pages.ts), so a Telugu or
 * Hindi page links to pages in its language (issue 46). The staff screens and the prescribing
 * information are English only (decision 052): their links are English as written.
 */
const localisedLinks = {
  files: ['app/features/**/*.tsx', 'app/components/**/*.tsx'],
  ignores: [
    'app/features/{audit,batches,inbox,product-editor,recalls,staff-accounts,tablets,prescribing-info}/**',
    'app/features/layout/staff-layout.tsx',
    'app/components/staff/**',
    '**/*.test.tsx',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...[
        "JSXAttribute[name.name='href'] > Literal",
        "JSXAttribute[name.name='href'] > JSXExpressionContainer > Literal",
        "JSXAttribute[name.name='href'] > JSXExpressionContainer > TemplateLiteral > TemplateElement:first-child",
      ].map((node) => ({
        // A path on this site: one slash, not two (a protocol-relative address is another site).
        selector: `${node}[${node.endsWith('TemplateElement:first-child') ? 'value.raw' : 'value'}=/^\\x2F(?!\\x2F)/]`,
        message:
          'Write an internal link as localHref(path, locale) (languages/translated-pages.ts), so it stays in the page language.',
      })),
    ],
  },
};

/**
 * The back office's data code has one shape (issue 49, decision 059): a staff screen reads and
 * writes through TanStack Query hooks in its feature, and the staff query client ends the session
 * on a 401. So no effect there waits for a promise, and no screen checks for 401 or 429 by hand.
 */
const staffDataRules = [
  ...[
    'CallExpression[callee.name=/^use(Layout)?Effect$/] AwaitExpression',
    "CallExpression[callee.name=/^use(Layout)?Effect$/] CallExpression[callee.property.name='then']",
  ].map((selector) => ({
    selector,
    message:
      "Load and change data with useQuery/useMutation hooks in the feature's *-api.ts (docs/recipes.md), not in an effect.",
  })),
  {
    selector: "ImportSpecifier[imported.name='isSessionExpired']",
    message: 'The staff query client ends the session on a 401 (app/components/staff/staff-queries.tsx).',
  },
];
const staffDataLayer = [
  {
    files: ['app/features/{audit,batches,inbox,product-editor,recalls,staff-accounts,tablets}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...staffDataRules,
        {
          selector: "BinaryExpression[operator='==='][right.value=429]",
          message: 'Say why a request was held back with the staff gate’s refusalMessage.',
        },
      ],
    },
  },
  {
    files: ['app/components/staff/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'app/components/staff/staff-queries.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...staffDataRules] },
  },
];

/** Only the one API client calls the server (decision 034). */
const oneApiClient = {
  files: ['app/**/*.{ts,tsx}'],
  ignores: ['app/lib/api-client.ts', '**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-globals': [
      'error',
      { name: 'fetch', message: "Call the server through callEndpoint ('#app/lib/api-client.ts')." },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'build',
      'build-*',
      '.react-router',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  localisedLinks,
  ...staffDataLayer,
  oneApiClient,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [iconLibrary] }] },
  },
  {
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Take `test` from e2e/test.ts: it fails a test on an error uncaught in its pages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      // A cycle runs through our own modules only (no package imports ours), so the rule need not walk
      // the packages' import graphs, which took a fifth of ESLint's time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
);
