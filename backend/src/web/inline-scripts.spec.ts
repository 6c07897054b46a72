import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inlineScriptHashes, shellInlineScriptHashes } from './inline-scripts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script and skips external and empty ones', () => {
    const theme = "(function(){document.documentElement.classList.add('dark')})();";
    const html = `<head><script>${theme}</script><script defer src=main.js></script><script> </script>
      <SCRIPT type="text/javascript">\nvar ルビ = 1;\n</SCRIPT></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(theme), sha256('\nvar ルビ = 1;\n')]);
  });
});

describe('shellInlineScriptHashes', () => {
  it('reads the built shell page, and gives none before the shell is built', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'anifan-root-'));
    try {
      expect(shellInlineScriptHashes(root)).toEqual([]);
      mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
      writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<script>var a=1</script>');
      expect(shellInlineScriptHashes(root)).toEqual([sha256('var a=1')]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
