// The repository explains itself: no file points at documents kept outside it, and every relative link
// in its Markdown reaches a file and, when it names one, a heading that exists.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

const TEXT_FILE = /\.(?:[cm]?[jt]sx?|md|json|ya?ml|css|html|sh)$/;

/** Names of the product documents that lived beside the repository, never in it, and their sections (§7). */
const OUTSIDE_DOCUMENTS = [
  /\bSPEC\b/,
  /\bARCHITECTURE\b/,
  /\bSTYLE\.md\b/,
  /\bDESIGN-CARD\b/,
  /§\s?\d/,
] as const;

/** This file names them to find them. */
const SELF = path.relative(ROOT, __filename);

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(ROOT, file)));
}

/**
 * A `../shared` (any depth) that climbs out of the repository: the folder of those documents. A
 * package's own `src/shared/` reached from inside it is fine.
 */
function sharedFolderOutside(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/((?:\.\.\/)+)shared\b/g)) {
    const target = path.resolve(ROOT, path.dirname(file), `${match[1]}shared`);
    if (path.relative(ROOT, target).startsWith('..')) found.push(match[0]);
  }
  return found;
}

/** What the reference names in each line, as `file:line: text`. */
function outsideReferences(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return text.split('\n').flatMap((line, index) => {
    const hits =
      OUTSIDE_DOCUMENTS.some((pattern) => pattern.test(line)) || sharedFolderOutside(file, line).length > 0;
    return hits ? [`${file}:${index + 1}: ${line.trim()}`] : [];
  });
}

/** Markdown without fenced code blocks and inline code, where a `[x](y)` is not a link. */
function proseOf(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading] of withoutFences.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const text = (heading ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Every relative link of a Markdown file that does not reach its file or heading. */
function brokenLinks(file: string): string[] {
  const markdown = readFileSync(path.join(ROOT, file), 'utf8');
  const broken: string[] = [];
  for (const [, target] of proseOf(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (target === undefined || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const [pathPart = '', anchor] = target.split('#', 2);
    const linked =
      pathPart === '' ? path.join(ROOT, file) : path.resolve(ROOT, path.dirname(file), decodeURI(pathPart));
    if (!existsSync(linked)) {
      broken.push(`${file}: ${target} (no such file)`);
      continue;
    }
    if (anchor === undefined || !linked.endsWith('.md') || statSync(linked).isDirectory()) continue;
    if (!headingAnchors(readFileSync(linked, 'utf8')).has(decodeURIComponent(anchor).toLowerCase())) {
      broken.push(`${file}: ${target} (no such heading)`);
    }
  }
  return broken;
}

/**
 * `docs/<page>.md#anchor` named in code comments and prose outside Markdown links; a path that merely ends
 * in docs/ (another project's documentation) is not one.
 */
function brokenDocPointers(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const broken: string[] = [];
  for (const [pointer, page = '', anchor] of text.matchAll(
    /(?<![\w./-])docs\/([\w-]+\.md)(?:#([\p{L}\p{N}_-]+))?/gu,
  )) {
    const linked = path.join(ROOT, 'docs', page);
    if (!existsSync(linked)) broken.push(`${file}: ${pointer} (no such file)`);
    else if (anchor !== undefined && !headingAnchors(readFileSync(linked, 'utf8')).has(anchor)) {
      broken.push(`${file}: ${pointer} (no such heading)`);
    }
  }
  return broken;
}

describe('documentation links', () => {
  const files = trackedFiles();

  it('leaves no reference to the product documents kept outside the repository', () => {
    const references = files
      .filter((file) => TEXT_FILE.test(file) && file !== SELF)
      .flatMap((file) => outsideReferences(file));
    expect(references).toEqual([]);
  });

  it('has every relative Markdown link reach an existing file and heading', () => {
    const markdownFiles = files.filter((file) => file.endsWith('.md'));
    expect(markdownFiles).toEqual(expect.arrayContaining(['README.md', 'docs/README.md', 'docs/api.md']));
    expect(markdownFiles.flatMap((file) => brokenLinks(file))).toEqual([]);
  });

  it('has every docs/<page>.md#anchor named in the code reach its page and heading', () => {
    const pointers = files.filter((file) => TEXT_FILE.test(file) && file !== SELF).flatMap(brokenDocPointers);
    expect(pointers).toEqual([]);
  });
});

describe('headingAnchors', () => {
  it.each([
    ['## Comments', 'comments'],
    ['## Errors shown to users', 'errors-shown-to-users'],
    ['### GET /api/characterComment/all/:characterId', 'get-apicharactercommentallcharacterid'],
    ['## Home landing (`/`)', 'home-landing-'],
    ['## Data sources and licences', 'data-sources-and-licences'],
    ['## 放送・配信 panel', '放送配信-panel'],
    ['## snake_case kept', 'snake_case-kept'],
  ])('%j → #%s', (heading, anchor) => {
    expect([...headingAnchors(heading)]).toEqual([anchor]);
  });

  it('numbers a repeated heading as GitHub does', () => {
    expect([...headingAnchors('## Notes\n## Notes\n## Notes')]).toEqual(['notes', 'notes-1', 'notes-2']);
  });

  it('ignores headings inside fenced code', () => {
    expect([...headingAnchors('```sh\n# not a heading\n```\n## Real')]).toEqual(['real']);
  });
});
