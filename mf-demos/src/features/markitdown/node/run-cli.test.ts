/** @jest-environment node */
// The command as users run it: the esbuild bundle spawned with Node, plus argument parsing in-process.
import { spawnSync } from 'node:child_process';
import { chmod, copyFile, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleCli } from '../../../../scripts/build-archive';
import {
  ANIME_MARKDOWN,
  encryptedXlsx,
  FIXTURES_DIR,
  salesWorkbook,
  sheetJsBytes,
} from '../testing/fixtures';
import { MAX_FILE_BYTES } from '../lib/convert';
import { parseArgs, runCli } from './run-cli';

let dir: string;
let cli: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'markitdown-cli-'));
  cli = path.join(dir, 'markitdown');
  await writeFile(cli, (await bundleCli()).code);
  await chmod(cli, 0o755);
  await writeFile(path.join(dir, 'sales.xlsx'), await salesWorkbook());
  await writeFile(path.join(dir, '名簿.csv'), '名前,趣味\n山田,"読書|映画"\n');
  await writeFile(path.join(dir, 'notes.txt'), 'hello');
  await writeFile(path.join(dir, 'broken.xlsx'), (await salesWorkbook()).slice(0, 2000));
  for (const name of ['anime.xls', 'anime.ods', 'encrypted.xls', 'encrypted.ods']) {
    await copyFile(path.join(FIXTURES_DIR, name), path.join(dir, name));
  }
  await writeFile(path.join(dir, 'encrypted.xlsx'), encryptedXlsx());
  await writeFile(
    path.join(dir, 'broken.xls'),
    (await readFile(path.join(FIXTURES_DIR, 'anime.xls'))).slice(0, 3000),
  );
  await writeFile(path.join(dir, 'blank.ods'), sheetJsBytes('ods', { Sheet1: [] }));
  await writeFile(path.join(dir, 'zero.xls'), '');
  await writeFile(path.join(dir, 'huge.csv'), '');
  await truncate(path.join(dir, 'huge.csv'), MAX_FILE_BYTES + 1);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const run = (...args: string[]) => spawnSync(cli, args, { cwd: dir, encoding: 'utf8' });

describe('markitdown (bundled command)', () => {
  it('starts with a node shebang so it runs as ./markitdown', async () => {
    expect((await readFile(cli, 'utf8')).startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('prints every sheet of a workbook as Markdown', () => {
    const result = run('sales.xlsx');
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(
      '## 売上\n\n| 品名 | 数量 | 単価 | 日付 | 備考 |\n| --- | --- | --- | --- | --- |\n',
    );
    expect(result.stdout).toContain('| りんご\\|青森 | 1,200 | ¥98.50 | 2025年4月1日 | 一行目<br>二行目 |');
    expect(result.stdout).toContain('## 結合');
    expect(result.stdout).toContain('## 空');
  });

  it('writes to the -o file and only the --sheet asked for', async () => {
    const result = run('sales.xlsx', '-o', 'out.md', '--sheet', '結合');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('');
    const markdown = await readFile(path.join(dir, 'out.md'), 'utf8');
    expect(markdown.startsWith('## 結合\n')).toBe(true);
    expect(markdown).not.toContain('## 売上');
  });

  it.each(['anime.xls', 'anime.ods'])(
    'prints every sheet of %s as Markdown: a heading per sheet, then its table',
    (name) => {
      const result = run(name);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toBe(ANIME_MARKDOWN);
    },
  );

  it('writes only the --sheet asked for of an .xls to the -o file', async () => {
    const result = run('anime.xls', '--sheet', '声優', '-o', 'cast.md');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('');
    expect(await readFile(path.join(dir, 'cast.md'), 'utf8')).toBe(
      '## 声優\n\n| キャラクター | 声優 | 備考 |\n| --- | --- | --- |\n| フリーレン | 種﨑敦美 | 主演 |\n| 猫猫 | 悠木碧 |  |\n',
    );
  });

  it('converts CSV', () => {
    const result = run('名簿.csv');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('## 名簿\n\n| 名前 | 趣味 |\n| --- | --- |\n| 山田 | 読書\\|映画 |\n');
  });

  it.each([
    ['a missing file', ['nope.xlsx'], 'markitdown: file not found: nope.xlsx / ファイルが見つかりません'],
    [
      'not a spreadsheet',
      ['notes.txt'],
      'markitdown: not a spreadsheet (expected .xlsx, .xls, .ods or .csv) / スプレッドシートではありません（.xlsx、.xls、.ods または .csv を選んでください）',
    ],
    [
      'a corrupt workbook',
      ['broken.xlsx'],
      'markitdown: the file is corrupt and cannot be read / ファイルが壊れているため読み込めません',
    ],
    [
      'a file over 50 MB',
      ['huge.csv'],
      'markitdown: file is larger than 50 MB: 50.0 MB / ファイルが大きすぎます（上限 50 MB）',
    ],
    [
      'an unknown sheet',
      ['sales.xlsx', '--sheet', 'なし'],
      'markitdown: no such sheet: なし (売上, 結合, 空) / 指定したシートがありません',
    ],
    [
      'a directory',
      ['.'],
      'markitdown: not a spreadsheet (expected .xlsx, .xls, .ods or .csv): . / スプレッドシートではありません（.xlsx、.xls、.ods または .csv を選んでください）',
    ],
    [
      'a corrupt .xls',
      ['broken.xls'],
      'markitdown: the file is corrupt and cannot be read / ファイルが壊れているため読み込めません',
    ],
    [
      'a password-protected .xls',
      ['encrypted.xls'],
      'markitdown: the file is password-protected (remove the password and save it again) / パスワードで保護されたファイルは変換できません（パスワードを解除して保存し直してください）',
    ],
    [
      'a password-protected .ods',
      ['encrypted.ods'],
      'markitdown: the file is password-protected (remove the password and save it again) / パスワードで保護されたファイルは変換できません（パスワードを解除して保存し直してください）',
    ],
    [
      'a password-protected .xlsx',
      ['encrypted.xlsx'],
      'markitdown: the file is password-protected (remove the password and save it again) / パスワードで保護されたファイルは変換できません（パスワードを解除して保存し直してください）',
    ],
    [
      'an .ods without any data',
      ['blank.ods'],
      'markitdown: the file is empty (no sheet has any data) / ファイルが空です（データのあるシートがありません）',
    ],
    [
      'a 0-byte .xls',
      ['zero.xls'],
      'markitdown: the file is empty (no sheet has any data) / ファイルが空です（データのあるシートがありません）',
    ],
  ])('reports %s in one line on stderr and exits 1', (_label, args, message) => {
    const result = run(...args);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`${message}\n`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('explains the usage when no file is given', () => {
    const result = run();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'usage: markitdown <file.xlsx|file.xls|file.ods|file.csv> [-o out.md] [--sheet NAME]',
    );
  });

  it('prints the usage for --help and exits 0', () => {
    const result = run('--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('usage: markitdown');
  });
});

describe('parseArgs', () => {
  it.each([
    [['a.xlsx'], { input: 'a.xlsx' }],
    [['a.xlsx', '-o', 'o.md'], { input: 'a.xlsx', output: 'o.md' }],
    [['--sheet', 'S', 'a.xlsx', '--output', 'o.md'], { input: 'a.xlsx', output: 'o.md', sheet: 'S' }],
  ])('%j', (argv, args) => {
    expect(parseArgs(argv)).toEqual({ kind: 'run', args });
  });

  it.each([
    [[], 'no input file'],
    [['-o'], '-o needs a value'],
    [['--bogus', 'a.csv'], 'unknown option --bogus'],
    [['a.csv', 'b.csv'], 'unexpected argument b.csv'],
  ])('rejects %j', (argv, detail) => {
    expect(() => parseArgs(argv)).toThrow(expect.objectContaining({ code: 'cli/usage', detail }));
  });
});

it('runCli resolves to the exit code and writes through the given streams', async () => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli([path.join(dir, '名簿.csv')], {
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
  });
  expect(code).toBe(0);
  expect(out.join('')).toContain('| 山田 |');
  expect(err).toEqual([]);
});
