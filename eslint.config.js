import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web app's layers (docs/architecture.md): lib → components → content → features → app. A
 * layer imports only the layers before it; a feature imports no other feature, except through the
 * public entries listed here, each for a reason. Add an entry here rather than reach into a feature.
 */
const FEATURE_PUBLIC_ENTRIES = {
  // The session (useAuth, the e-mail verification notice) and the sign-in paths: every member-facing feature needs them.
  auth: 'index.ts',
  // The comment thread (Comments): the blog's post page shows it under a published post.
  comments: 'index.ts',
  // "Report" (ReportControl): under a published post and under each comment.
  reports: 'index.ts',
  // A member's published posts (MemberPosts): the directory's member page lists them.
  blog: 'index.ts',
  // "Save to my shelf" (ShelfControl) under a published post, and the shelf's section of My account (MyShelf).
  shelf: 'index.ts',
  // Follow (FollowControl) on a writer's page and a tag's posts, and the follows' section of My account (MyFollows).
  follows: 'index.ts',
};

const webLayers = {
  files: ['web/src/**/*.{ts,tsx}'],
  // Tests and test support may reach anything they exercise; main.tsx mounts the app.
  ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/test/**', 'web/src/main.tsx', 'web/src/vite-env.d.ts'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { typescript: { project: 'web/tsconfig.json' } },
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'boundaries/elements': [
      { type: 'app', pattern: 'web/src/app' },
      { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
      { type: 'content', pattern: 'web/src/content' },
      { type: 'components', pattern: 'web/src/{components,styles,assets}' },
      { type: 'lib', pattern: 'web/src/{lib,config,i18n}' },
      { type: 'model', pattern: 'shared/model' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          { from: { element: { type: 'lib' } }, allow: { to: { element: { types: { anyOf: ['lib', 'model'] } } } } },
          {
            from: { element: { type: 'components' } },
            allow: { to: { element: { types: { anyOf: ['lib', 'components'] } } } },
          },
          {
            from: { element: { type: 'content' } },
            allow: { to: { element: { types: { anyOf: ['lib', 'components', 'content'] } } } },
          },
          {
            from: { element: { type: 'feature' } },
            allow: {
              to: [
                { element: { types: { anyOf: ['lib', 'components', 'content'] } } },
                { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
                ...Object.entries(FEATURE_PUBLIC_ENTRIES).map(([feature, entry]) => ({
                  element: { type: 'feature', captured: { feature }, fileInternalPath: entry },
                })),
              ],
            },
          },
          {
            // The app composes features through their public entry (index.ts), their route table and
            // their admin section (a descriptor that loads the section's panel on demand).
            from: { element: { type: 'app' } },
            allow: {
              to: [
                { element: { types: { anyOf: ['lib', 'components', 'content', 'app'] } } },
                { element: { type: 'feature', fileInternalPath: ['index.ts', 'routes.ts', 'admin-section.ts'] } },
              ],
            },
          },
        ],
      },
    ],
  },
};

/** shared/ is compiled as CommonJS and imported from ESM tools: see shared/README.md. */
const namedExportsOnly = {
  selector: 'ExportAllDeclaration',
  message: 'Name each export: ESM importers see only spelled-out exports of CommonJS (shared/README.md).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-e2e/**',
      'functions/lib/**',
      '.emulators/**',
      'docs/**',
      'tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    // shared/ is compiled as CommonJS and imported from ESM tools: see shared/README.md.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', namedExportsOnly],
      'no-restricted-imports': ['error', { patterns: [{ regex: '^[^.]', message: 'shared/ imports no packages.' }] }],
    },
  },
  {
    // The web build drops a model module its entry reaches but does not use (web/vite.config.ts,
    // treeshake.moduleSideEffects): so nothing in the model may run on import.
    files: ['shared/model/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        namedExportsOnly,
        {
          selector: 'Program > ExpressionStatement',
          message: 'A shared/model module only declares: the web build takes it to have no side effects.',
        },
      ],
    },
  },
  {
    // The link-preview images' renderer: the one part of shared/ that runs only in Node (the web
    // build and the postShareImage function), with the two packages both of them install.
    files: ['shared/share-image/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.|node:|satori$|sharp$)',
              message: 'shared/share-image imports Node, satori and sharp only.',
            },
          ],
        },
      ],
    },
  },
  webLayers,
  {
    // Inside web/src an import leaves its folder through @/ (web/src), never '../' (docs/architecture.md);
    // the three modules that reach shared/ from web/src are the exceptions.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/model.ts', 'web/src/test/emulators.ts', 'web/src/entry-server.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./', message: "Import from outside this folder with '@/…' (web/src)." }] },
      ],
    },
  },
  {
    // No import cycles anywhere in the app, the functions or the shared model.
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads a dependency only if its extension and parser are known: without these it
      // skips every .ts file and no cycle is ever found.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['web/tsconfig.json', 'functions/tsconfig.json', 'tsconfig.tools.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './web/src',
              from: ['./functions', './tools', './tests'],
              message: 'The web app reaches the shared model through web/src/lib/model.ts, nothing else outside it.',
            },
            {
              // Of shared/, the app reaches only the model (through lib/model.ts); the test support
              // (shared/testing) and the Node-only renderer (shared/share-image) stay out of its bundle.
              target: './web/src/!(test)/**',
              from: ['./shared/testing', './shared/share-image'],
              message: 'The web app uses shared/model only; test support goes through web/src/test.',
            },
            {
              target: './functions/src',
              from: ['./web', './tools', './tests'],
              message: 'The functions import shared/model only (tsc compiles it into functions/lib).',
            },
          ],
        },
      ],
    },
  },
);
