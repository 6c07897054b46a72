/** @jest-environment node */
// The downloadable archive as the build produces it: entries, modes, reproducibility, and a working command.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { list, extract } from 'tar';
import { writeArchive } from '../../../scripts/build-archive';
import { ANIME_MARKDOWN, FIXTURES_DIR, salesWorkbook } from './testing/fixtures';

let dir: string;
let archive: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'markitdown-archive-'));
  archive = await writeArchive(path.join(dir, 'dist'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('is written to dist/downloads/markitdown.tar.gz as gzip', async () => {
  expect(path.relative(dir, archive)).toBe(path.join('dist', 'downloads', 'markitdown.tar.gz'));
  const bytes = await readFile(archive);
  expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
});

it('holds a markitdown/ folder with the README, licences and the command (sorted, fixed mtime)', async () => {
  const entries: { path: string; mode: number; mtime: number }[] = [];
  await list({
    file: archive,
    onReadEntry: (entry) =>
      entries.push({ path: entry.path, mode: entry.mode ?? 0, mtime: entry.mtime?.getTime() ?? 0 }),
  });
  expect(entries.map((entry) => entry.path)).toEqual([
    'markitdown/',
    'markitdown/README.md',
    'markitdown/THIRD_PARTY_LICENSES.txt',
    'markitdown/markitdown',
    'markitdown/markitdown.cmd',
  ]);
  expect(entries.find((entry) => entry.path === 'markitdown/markitdown')?.mode).toBe(0o755);
  expect(new Set(entries.map((entry) => entry.mtime)).size).toBe(1);
});

it('is byte-identical when built again', async () => {
  const again = await writeArchive(path.join(dir, 'again'));
  expect(Buffer.compare(await readFile(archive), await readFile(again))).toBe(0);
});

it('unpacks to a README in Japanese and English and a command that converts .xlsx and legacy .xls', async () => {
  const out = path.join(dir, 'unpacked');
  await mkdir(out);
  await extract({ file: archive, cwd: out });
  const readme = await readFile(path.join(out, 'markitdown', 'README.md'), 'utf8');
  expect(readme).toContain('## 日本語');
  expect(readme).toContain('## English');
  expect(readme).toContain('Node.js 18');
  const licences = await readFile(path.join(out, 'markitdown', 'THIRD_PARTY_LICENSES.txt'), 'utf8');
  // SheetJS is the one spreadsheet parser the command bundles.
  expect(licences).toContain('@e965/xlsx@');
  expect(licences).not.toContain('exceljs@');

  const command = path.join(out, 'markitdown', 'markitdown');
  expect((await stat(command)).mode & 0o111).not.toBe(0);
  await writeFile(path.join(dir, 'sales.xlsx'), await salesWorkbook());
  const result = spawnSync(command, [path.join(dir, 'sales.xlsx'), '--sheet', '売上'], { encoding: 'utf8' });
  expect(result.status).toBe(0);
  expect(result.stdout).toContain('| 合計 | 1,230 |  |  | TRUE |');

  const legacy = spawnSync(command, [path.join(FIXTURES_DIR, 'anime.xls')], { encoding: 'utf8' });
  expect(legacy.stderr).toBe('');
  expect(legacy.status).toBe(0);
  expect(legacy.stdout).toBe(ANIME_MARKDOWN);
});
