// Builds dist/downloads/markitdown.tar.gz: the bundled `markitdown` CLI, its README and third-party licences.
// Run alone with `node -r esbuild-register scripts/build-archive.ts`; the production webpack build runs it too.
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { createTarGz, type TarEntry } from './tar-gz';

const PACKAGE_DIR = path.resolve(__dirname, '..');
export const ARCHIVE_RELATIVE_PATH = 'downloads/markitdown.tar.gz';
/** 2026-01-01T00:00:00Z: a fixed timestamp keeps rebuilds byte-identical. */
const ARCHIVE_MTIME = 1_767_225_600;

/** The CLI as one CommonJS file for Node 18+, dependencies included, plus the licences of what it bundles. */
export async function bundleCli(): Promise<{ code: Buffer; licences: Buffer }> {
  const result = await build({
    absWorkingDir: PACKAGE_DIR,
    entryPoints: ['src/features/markitdown/cli.ts'],
    bundle: true,
    platform: 'node',
    target: 'node18',
    format: 'cjs',
    minify: true,
    legalComments: 'none',
    banner: { js: '#!/usr/bin/env node' },
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild produced no output');
  return {
    code: Buffer.from(output.contents),
    licences: Buffer.from(collectLicences(Object.keys(result.metafile.inputs))),
  };
}

function collectLicences(inputs: string[]): string {
  const packageDirs = new Set<string>();
  for (const input of inputs) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match?.[1]) packageDirs.add(path.resolve(PACKAGE_DIR, match[1]));
  }
  const sections = new Map<string, string>();
  for (const dir of packageDirs) {
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
      license?: string;
    };
    const licenceFile = ['LICENSE', 'LICENSE.md', 'LICENSE.txt', 'LICENCE', 'license', 'LICENSE-MIT']
      .map((name) => path.join(dir, name))
      .find((file) => {
        try {
          readFileSync(file);
          return true;
        } catch {
          return false;
        }
      });
    const text = licenceFile
      ? readFileSync(licenceFile, 'utf8').trim()
      : `License: ${pkg.license ?? 'unknown'}`;
    // The same version can sit in two node_modules folders; list it once.
    sections.set(
      `${pkg.name}@${pkg.version}`,
      `${pkg.name}@${pkg.version} (${pkg.license ?? 'unknown'})\n\n${text}\n`,
    );
  }
  const ordered = [...sections.keys()].sort().map((key) => sections.get(key));
  return `The markitdown command bundles the following packages.\n\n${ordered.join(`\n${'-'.repeat(72)}\n\n`)}`;
}

export async function buildArchive(): Promise<Buffer> {
  const { code, licences } = await bundleCli();
  const readme = readFileSync(path.join(__dirname, 'markitdown-readme.md'));
  // Windows has no shebangs: the .cmd hands the script to node.
  const cmd = Buffer.from('@echo off\r\nnode "%~dp0markitdown" %*\r\n');
  const entries: TarEntry[] = [
    { path: 'markitdown/', mode: 0o755 },
    { path: 'markitdown/README.md', mode: 0o644, content: readme },
    { path: 'markitdown/THIRD_PARTY_LICENSES.txt', mode: 0o644, content: licences },
    { path: 'markitdown/markitdown', mode: 0o755, content: code },
    { path: 'markitdown/markitdown.cmd', mode: 0o644, content: cmd },
  ];
  return createTarGz(entries, ARCHIVE_MTIME);
}

export async function writeArchive(distDir: string = path.join(PACKAGE_DIR, 'dist')): Promise<string> {
  const target = path.join(distDir, ARCHIVE_RELATIVE_PATH);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, await buildArchive());
  return target;
}

if (require.main === module) {
  writeArchive(process.argv[2]).then(
    (target) => process.stdout.write(`wrote ${path.relative(process.cwd(), target)}\n`),
    (error: unknown) => {
      process.stderr.write(`build-archive: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
