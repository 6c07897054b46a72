// A minimal, deterministic ustar + gzip writer: same entries in, same bytes out (fixed owner, mode and mtime).
import { gzipSync } from 'node:zlib';

export interface TarEntry {
  /** Path inside the archive; directories end with `/`. */
  path: string;
  mode: number;
  content?: Buffer;
}

const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(entry: TarEntry, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK, 0);
  const isDir = entry.path.endsWith('/');
  if (Buffer.byteLength(entry.path) > 100) throw new Error(`tar path too long: ${entry.path}`);
  block.write(entry.path, 0, 100, 'utf8');
  block.write(octal(entry.mode, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(isDir ? 0 : (entry.content?.length ?? 0), 12), 124, 'ascii');
  block.write(octal(mtime, 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write(isDir ? '5' : '0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write('root', 265, 'ascii');
  block.write('root', 297, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** Entries are written sorted by path so the archive does not depend on the order they were produced in. */
export function createTarGz(entries: TarEntry[], mtimeSeconds: number): Buffer {
  const parts: Buffer[] = [];
  for (const entry of [...entries].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    parts.push(header(entry, mtimeSeconds));
    if (!entry.path.endsWith('/') && entry.content) {
      parts.push(entry.content);
      const padding = (BLOCK - (entry.content.length % BLOCK)) % BLOCK;
      parts.push(Buffer.alloc(padding, 0));
    }
  }
  parts.push(Buffer.alloc(BLOCK * 2, 0));
  // Node's gzip header carries no timestamp or file name, so the compressed bytes are stable too.
  return gzipSync(Buffer.concat(parts), { level: 9 });
}
