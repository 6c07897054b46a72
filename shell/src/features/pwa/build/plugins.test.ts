import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInfoOf } from './plugins';

function buildFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'anifan-shell-dist-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('buildInfoOf', () => {
  const files = {
    'index.html': '<html>A</html>',
    'main.js': 'main A',
    'react-dom.ab2158bd.js': 'react',
    'icons/icon-192.png': 'png',
    'main.js.map': '{}',
    'main.js.br': 'br',
    'index.html.gz': 'gz',
    'react-dom.ab2158bd.js.LICENSE.txt': 'MIT',
    'sw.js': 'old worker',
  };
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const infoOf = (contents: Record<string, string>) => {
    const dir = buildFolder(contents);
    dirs.push(dir);
    return buildInfoOf(dir);
  };

  it('lists what pages load: index.html as ./ and stable names with their digest, hashed names without', () => {
    expect(infoOf(files).files).toEqual({
      './': sha256('<html>A</html>'),
      'icons/icon-192.png': sha256('png'),
      'main.js': sha256('main A'),
      'react-dom.ab2158bd.js': '',
    });
  });

  it('gives another id to a build with any file changed, the same to the same files', () => {
    const id = infoOf(files).id;
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(infoOf(files).id).toBe(id);
    expect(infoOf({ ...files, 'main.js': 'main B' }).id).not.toBe(id);
    expect(infoOf({ ...files, 'main.js.map': 'another map', 'sw.js': 'another worker' }).id).toBe(id);
  });
});
