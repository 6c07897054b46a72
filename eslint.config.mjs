// One lint policy for every package: typescript-eslint's recommended rules plus React hooks rules for the frontends,
// and the boundaries between packages, features and backend modules (README.md, Architecture).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const at = (...parts) => path.join(ROOT, ...parts);
// Read at each run, so a new remote, feature or backend module is covered without editing this file.
const foldersIn = (...parts) =>
  readdirSync(at(...parts), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const filesIn = (...parts) =>
  readdirSync(at(...parts), { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

const REMOTES = foldersIn('.').filter((name) => name.startsWith('mf-'));
const APPS = ['shell', ...REMOTES, 'backend'];

// Inside a remote's src/: pages/, route-data/ and standalone/ compose features; a feature uses the shared
// folders (shared/, lib/, testing/, …) and never another feature; the shared folders use no feature.
const COMPOSERS = ['pages', 'route-data', 'standalone'];
function remoteZones(remote) {
  const src = ['.', remote, 'src'];
  const features = foldersIn(...src, 'features');
  const shared = foldersIn(...src).filter((name) => name !== 'features' && !COMPOSERS.includes(name));
  return [
    {
      target: at(remote),
      from: APPS.filter((app) => app !== remote).map((app) => at(app)),
      message:
        'A remote imports no other remote, nor the shell or the backend: they meet through @anifan/contract.',
    },
    ...features.map((feature) => ({
      target: at(...src, 'features', feature),
      from: at(...src, 'features'),
      except: [`./${feature}`],
      message: 'A feature does not import another feature: move what both use to a shared folder (shared/).',
    })),
    {
      target: [at(...src, 'features'), ...shared.map((folder) => at(...src, folder))],
      from: COMPOSERS.map((folder) => at(...src, folder)),
      message: 'Pages, route data and the standalone app compose features; nothing imports them.',
    },
    {
      target: shared.map((folder) => at(...src, folder)),
      from: at(...src, 'features'),
      message: 'A shared folder imports no feature.',
    },
  ].filter((zone) => [zone.target].flat().length > 0);
}

// A backend module (a folder of backend/src) is used by the others only through its index.ts; specs also
// reach the test helpers in its testing/. backend/src/testing and the modules' testing/ folders are test
// infrastructure: they may import anything, and only specs import them.
const BACKEND_SRC = ['backend', 'src'];
const BACKEND_MODULES = foldersIn(...BACKEND_SRC).filter((name) => name !== 'testing');
function backendZones({ forSpecs }) {
  const everywhere = [
    ...BACKEND_MODULES.map((module) => at(...BACKEND_SRC, module)),
    ...filesIn(...BACKEND_SRC).map((file) => at(...BACKEND_SRC, file)),
  ];
  const modules = BACKEND_MODULES.map((module) => ({
    target: everywhere.filter((target) => target !== at(...BACKEND_SRC, module)),
    from: at(...BACKEND_SRC, module),
    except: forSpecs ? ['./index.ts', './testing'] : ['./index.ts'],
    message: `Use the ${module} module through what its index.ts exports (backend/src/${module}/index.ts).`,
  }));
  const testHarness = {
    target: everywhere,
    from: at(...BACKEND_SRC, 'testing'),
    message: 'Only specs import the test harness (backend/src/testing).',
  };
  return forSpecs ? modules : [...modules, testHarness];
}
const BACKEND_TEST_INFRASTRUCTURE = ['backend/src/testing/**', 'backend/src/*/testing/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.mjs', '**/*.cjs'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      // Type-only imports are erased, so they are not counted; a cycle through a value import is an error.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['contract/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: at('contract'),
              from: APPS.map((app) => at(app)),
              message: 'The contract imports nothing from the apps that depend on it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: at('shell'),
              from: [...REMOTES, 'backend'].map((app) => at(app)),
              message: 'The shell loads the remotes through Module Federation, never from their source.',
            },
          ],
        },
      ],
    },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: remoteZones(remote) }] },
  })),
  {
    files: ['backend/**'],
    ignores: ['**/*.spec.ts', ...BACKEND_TEST_INFRASTRUCTURE],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: backendZones({ forSpecs: false }) }] },
  },
  {
    files: ['backend/**/*.spec.ts'],
    ignores: BACKEND_TEST_INFRASTRUCTURE,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: backendZones({ forSpecs: true }) }] },
  },
);
