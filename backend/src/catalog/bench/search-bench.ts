// Embedded search latency over ~1,000 varied Japanese queries; prints {"p50_ms","p95_ms",…} as JSON.
// Run: node -r esbuild-register backend/src/catalog/bench/search-bench.ts (the bench issue reuses it).
import { performance } from 'node:perf_hooks';
import { CatalogIndex } from '../embedded/catalog-index';
import { buildSnapshotFromPackages, readSnapshotFile } from '../snapshot/snapshot-files';

const QUERY_COUNT = 1_000;
const WARMUP_PASSES = 2;
const RUNS_PER_QUERY = 3;

/** Deterministic pseudo-random numbers so every run uses the same queries. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const toKatakana = (text: string) =>
  text.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
const toFullWidth = (text: string) =>
  text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

export function benchQueries(index: CatalogIndex, count = QUERY_COUNT): string[] {
  const random = mulberry32(20_260_401);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const fixed = [
    'じゅじゅつかいせん',
    'ジュジュツ',
    '呪術 廻戦',
    'ﾌﾘｰﾚﾝ',
    'ＳＰＹ×ＦＡＭＩＬＹ',
    'ぼっち',
    'おしのこ',
    'コナン',
    '進撃',
    'ガンダム',
    'プリキュア',
    'まどか',
    '物語',
    '転生',
    'ラブライブ',
    'けいおん',
    'ないもの作品名',
    'あ',
    'ー',
  ];
  const queries = [...fixed];
  while (queries.length < count) {
    const work = pick(index.works);
    const title = work.native;
    const start = Math.floor(random() * Math.max(1, title.length - 2));
    const slice = title.slice(start, start + 2 + Math.floor(random() * 5));
    const variant = Math.floor(random() * 6);
    if (variant === 0) queries.push(title);
    else if (variant === 1) queries.push(slice);
    else if (variant === 2) queries.push(toKatakana(slice));
    else if (variant === 3) queries.push(toFullWidth(slice));
    else if (variant === 4) queries.push(slice.split('').join(' '));
    else queries.push(pick(work.aliases.length > 0 ? work.aliases : [title]).slice(0, 8));
  }
  return queries.slice(0, count);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export function runSearchBench(index: CatalogIndex): {
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  queries: number;
  works: number;
  method: string;
} {
  const queries = benchQueries(index);
  // Two full passes first, so the figures measure the warmed-up JIT, not the compiler.
  for (let pass = 0; pass < WARMUP_PASSES; pass += 1) for (const q of queries) index.searchWorks(q);
  // Each query's time is the median of three runs: on a shared 2-core machine a single run mostly
  // measures when the scheduler preempted us, not the search.
  const times = queries.map((q) => {
    const runs = Array.from({ length: RUNS_PER_QUERY }, () => {
      const start = performance.now();
      index.searchWorks(q).slice(0, 50);
      return performance.now() - start;
    }).sort((a, b) => a - b);
    return runs[Math.floor(RUNS_PER_QUERY / 2)] ?? 0;
  });
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    p50_ms: round(percentile(times, 50)),
    p95_ms: round(percentile(times, 95)),
    p99_ms: round(percentile(times, 99)),
    queries: queries.length,
    works: index.works.length,
    method: `median of ${RUNS_PER_QUERY} runs per query after ${WARMUP_PASSES} warm-up passes`,
  };
}

if (require.main === module) {
  let snapshot;
  try {
    snapshot = readSnapshotFile();
  } catch {
    snapshot = buildSnapshotFromPackages();
  }
  process.stdout.write(`${JSON.stringify(runSearchBench(new CatalogIndex(snapshot)))}\n`);
}
