// The boundaries `npm run lint` enforces (README.md, Architecture): each kind of violation, planted as
// temporary files inside the real folders so the lint config's globs apply, is an error; the allowed
// imports next to them are not. The planted folders are ignored by git and removed after the tests.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
// The prefix .gitignore lists; the process id keeps two concurrent runs apart.
const PLANT_PREFIX = '__lint-boundaries-plant';
const PLANT = `${PLANT_PREFIX}-${process.pid}`;

/** Where plants go: each folder the rules treat differently. */
const AT = {
  anime: path.join('mf-anime', 'src', PLANT),
  chat: path.join('mf-chat', 'src', PLANT),
  shell: path.join('shell', 'src', PLANT),
  contract: path.join('contract', 'src', PLANT),
  featureA: path.join('mf-character', 'src', 'features', `${PLANT}-a`),
  featureB: path.join('mf-character', 'src', 'features', `${PLANT}-b`),
  shared: path.join('mf-character', 'src', 'shared', PLANT),
  page: path.join('mf-character', 'src', 'pages', PLANT),
  moduleA: path.join('backend', 'src', `${PLANT}-a`),
  moduleB: path.join('backend', 'src', `${PLANT}-b`),
  harness: path.join('backend', 'src', 'testing', PLANT),
};
const FOLDERS = Object.values(AT);

const value = (name: string) => `export const ${name} = 1;\n`;
/** An import of `target` from `file` (both relative to the repository), using what it imports. */
function importing(file: string, target: string, name: string, { typeOnly = false } = {}) {
  let specifier = path.relative(path.dirname(file), target).replace(/\.ts$/, '');
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  return typeOnly
    ? `import type { ${name} } from '${specifier}';\nexport type Used = typeof ${name};\n`
    : `import { ${name} } from '${specifier}';\nexport const used = ${name};\n`;
}

// Files every plant imports from: one per side of each boundary.
const TARGETS: Record<string, string> = {
  [path.join(AT.anime, 'target.ts')]: value('anime'),
  [path.join(AT.shell, 'target.ts')]: value('shell'),
  [path.join(AT.chat, 'target.ts')]: value('chat'),
  [path.join(AT.featureB, 'target.ts')]: value('featureB'),
  [path.join(AT.shared, 'target.ts')]: value('shared'),
  [path.join(AT.page, 'target.ts')]: value('page'),
  [path.join(AT.moduleB, 'internal.ts')]: value('internal'),
  [path.join(AT.moduleB, 'index.ts')]: `export { internal } from './internal';\n`,
  [path.join(AT.moduleB, 'testing', 'helper.ts')]: value('helper'),
  [path.join(AT.harness, 'harness.ts')]: value('harness'),
};

interface Plant {
  file: string;
  content: string;
}
const plant = (file: string, target: string, name: string, options?: { typeOnly?: boolean }): Plant => ({
  file,
  content: importing(file, target, name, options),
});

const REMOTE_APART = 'A remote imports no other remote, nor the shell or the backend';
const MODULE_B_INDEX = `Use the ${PLANT}-b module through what its index.ts exports`;

/** Each kind of violation: its files, and what the lint error says. */
const VIOLATIONS: Record<string, [Plant[], string]> = {
  'a remote importing another remote': [
    [plant(path.join(AT.chat, 'remote.ts'), path.join(AT.anime, 'target.ts'), 'anime')],
    REMOTE_APART,
  ],
  "a remote importing the shell's src": [
    [plant(path.join(AT.chat, 'shell.ts'), path.join(AT.shell, 'target.ts'), 'shell')],
    REMOTE_APART,
  ],
  "the shell importing a remote's src": [
    [plant(path.join(AT.shell, 'remote.ts'), path.join(AT.chat, 'target.ts'), 'chat')],
    'The shell loads the remotes through Module Federation',
  ],
  'the contract importing an app': [
    [plant(path.join(AT.contract, 'app.ts'), path.join(AT.chat, 'target.ts'), 'chat')],
    'The contract imports nothing from the apps',
  ],
  'a feature importing another feature': [
    [plant(path.join(AT.featureA, 'feature.ts'), path.join(AT.featureB, 'target.ts'), 'featureB')],
    'A feature does not import another feature',
  ],
  'a shared folder importing a feature': [
    [plant(path.join(AT.shared, 'feature.ts'), path.join(AT.featureB, 'target.ts'), 'featureB')],
    'A shared folder imports no feature',
  ],
  'a feature importing a page': [
    [plant(path.join(AT.featureA, 'page.ts'), path.join(AT.page, 'target.ts'), 'page')],
    'Pages, route data and the standalone app compose features; nothing imports them',
  ],
  "a backend module reaching into another module's internals": [
    [plant(path.join(AT.moduleA, 'internals.ts'), path.join(AT.moduleB, 'internal.ts'), 'internal')],
    MODULE_B_INDEX,
  ],
  "backend code importing another module's test helpers": [
    [plant(path.join(AT.moduleA, 'helpers.ts'), path.join(AT.moduleB, 'testing', 'helper.ts'), 'helper')],
    MODULE_B_INDEX,
  ],
  'backend code importing the test harness': [
    [plant(path.join(AT.moduleA, 'harness.ts'), path.join(AT.harness, 'harness.ts'), 'harness')],
    'Only specs import the test harness',
  ],
  'an import cycle': [
    [
      plant(path.join(AT.chat, 'cycle-a.ts'), path.join(AT.chat, 'cycle-b.ts'), 'b'),
      {
        file: path.join(AT.chat, 'cycle-b.ts'),
        content: `import { used } from './cycle-a';\nexport const b = 1;\nexport const back = () => used;\n`,
      },
    ],
    'Dependency cycle',
  ],
};

const ALLOWED: Record<string, Plant[]> = {
  'a feature importing a shared folder': [
    plant(path.join(AT.featureA, 'shared.ts'), path.join(AT.shared, 'target.ts'), 'shared'),
  ],
  'a page importing a feature': [
    plant(path.join(AT.page, 'feature.ts'), path.join(AT.featureB, 'target.ts'), 'featureB'),
  ],
  'a backend module using another through its index.ts': [
    plant(path.join(AT.moduleA, 'public.ts'), AT.moduleB, 'internal'),
  ],
  "a backend spec using another module's test helpers": [
    plant(path.join(AT.moduleA, 'helpers.spec.ts'), path.join(AT.moduleB, 'testing', 'helper.ts'), 'helper'),
  ],
  'a backend spec using the test harness': [
    plant(path.join(AT.moduleA, 'harness.spec.ts'), path.join(AT.harness, 'harness.ts'), 'harness'),
  ],
  'a cycle of type-only imports (erased at build)': [
    plant(path.join(AT.chat, 'types-a.ts'), path.join(AT.chat, 'types-b.ts'), 'B', { typeOnly: true }),
    {
      file: path.join(AT.chat, 'types-b.ts'),
      content: `import type { Used } from './types-a';\nexport type B = { back?: Used };\n`,
    },
  ],
};

interface LintMessage {
  ruleId: string | null;
  severity: number;
  message: string;
}

/**
 * ESLint's Node API with the repository's config, in a child process: the config is an ES module,
 * which Jest's module system does not load.
 */
function lintWithNodeApi(files: string[]): Record<string, LintMessage[]> {
  const script = `
    import { ESLint } from 'eslint';
    const files = JSON.parse(process.argv[1]);
    const results = await new ESLint({ cwd: process.cwd() }).lintFiles(files);
    process.stdout.write(JSON.stringify(Object.fromEntries(results.map((r) => [r.filePath, r.messages]))));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(files)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`ESLint failed to run: ${run.stderr}`);
  return JSON.parse(run.stdout) as Record<string, LintMessage[]>;
}

function writePlants(files: Record<string, string>) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
    writeFileSync(path.join(ROOT, file), content);
  }
}

/** Leftovers of a run that was killed before it could clean up would fail `npm run lint`. */
function removePlants() {
  for (const folder of new Set(FOLDERS.map((f) => path.dirname(path.join(ROOT, f))))) {
    for (const entry of readdirSync(folder)) {
      if (entry.startsWith(PLANT_PREFIX)) rmSync(path.join(folder, entry), { recursive: true, force: true });
    }
  }
}

const allPlants = [...Object.values(VIOLATIONS).map(([plants]) => plants), ...Object.values(ALLOWED)].flat();
let results: Record<string, LintMessage[]>;
const messagesOf = (plants: Plant[]) => plants.flatMap(({ file }) => results[path.join(ROOT, file)] ?? []);

beforeAll(() => {
  removePlants();
  try {
    writePlants({ ...TARGETS, ...Object.fromEntries(allPlants.map(({ file, content }) => [file, content])) });
    results = lintWithNodeApi(allPlants.map(({ file }) => file));
  } finally {
    removePlants();
  }
}, 60_000);

afterAll(removePlants);

it('the planted folders are ignored by git, so a concurrent `git status` stays clean', () => {
  const check = spawnSync('git', ['check-ignore', '--no-index', ...FOLDERS], { cwd: ROOT, encoding: 'utf8' });
  expect(check.stdout.trim().split('\n')).toEqual(FOLDERS);
});

it('lints every planted file', () => {
  expect(Object.keys(results).sort()).toEqual(allPlants.map(({ file }) => path.join(ROOT, file)).sort());
});

it.each(Object.entries(VIOLATIONS))('%s is a lint error', (_kind, [plants, error]) => {
  expect(messagesOf(plants)).toContainEqual(
    expect.objectContaining({ severity: 2, message: expect.stringContaining(error) }),
  );
});

it.each(Object.entries(ALLOWED))('%s passes', (_kind, plants) => {
  expect(messagesOf(plants)).toEqual([]);
});

it('`npm run lint` fails on a planted violation', () => {
  const lint = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.lint as string;
  // The same ESLint, config and flags as the lint script, on the planted files instead of the whole tree.
  const [command, everything, ...flags] = lint.split(' && ')[0]!.split(' ');
  expect([command, everything]).toEqual(['eslint', '.']);
  const [[violation]] = VIOLATIONS['a feature importing another feature']!;
  try {
    writePlants({ ...TARGETS, [violation!.file]: violation!.content });
    const eslint = path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');
    const run = spawnSync(process.execPath, [eslint, ...flags, violation!.file], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect({ status: run.status, output: run.stdout }).toEqual({
      status: 1,
      output: expect.stringContaining('A feature does not import another feature'),
    });
  } finally {
    removePlants();
  }
}, 60_000);
