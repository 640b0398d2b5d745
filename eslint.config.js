import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Feature folders may not import each other: routes compose features. */
const features = [
  'layout',
  'home',
  'catalogue',
  'services',
  'quote',
  'chat',
  'tablets',
  'placeholders',
  'legal',
  'errors',
];
/** Icons come from the sprite (app/components/ui/icons.svg); lucide-react only feeds its generator. */
const iconLibrary = {
  group: ['lucide-react', 'lucide-react/*'],
  message:
    'Use <Icon name="…" /> from \'#app/components/ui/icon.tsx\' (add the name to icon-names.ts, then npm run icons).',
};

const featureBoundaries = features.map((feature) => ({
  files: [`app/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          iconLibrary,
          {
            group: features
              .filter((other) => other !== feature)
              .flatMap((other) => [`#app/features/${other}/*`, `**/features/${other}/*`]),
            message: 'Features do not import each other; compose them in a route module.',
          },
          { group: ['#server/*', '**/server/*'], message: 'The app and the server share only contract/.' },
        ],
      },
    ],
  },
}));

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
    ignores: ['app/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            iconLibrary,
            { group: ['#server/*', '**/server/*'], message: 'The app and the server share only contract/.' },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['server/**/*.ts', 'contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['#app/*', '**/app/*'], message: 'The server and the contract never import the app.' },
          ],
        },
      ],
    },
  },
);
