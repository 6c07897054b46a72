// The goals issue #8 holds the figures to, and the Markdown summary that says which are met.
const at = (object, dotted) => dotted.split('.').reduce((value, key) => value?.[key], object);

export const GOALS = [
  { key: 'http.comments_list_ratio', op: '>=', target: 0.5 },
  { key: 'http.graphql_cached_ratio', op: '>=', target: 0.5 },
  // Issue #15: routes over the node:http ceiling measured in its own process, and their p99 at 50 connections.
  { key: 'http.ceiling_ratio.baseline', op: '>=', target: 0.5 },
  { key: 'http.ceiling_ratio.comments_list', op: '>=', target: 0.3 },
  { key: 'http.ceiling_ratio.graphql_cached', op: '>=', target: 0.3 },
  ...['baseline', 'comments_list', 'graphql_cached'].map((route) => ({
    key: `http.p99_ms.${route}`,
    op: '<=',
    target: 20,
  })),
  ...['home', 'animeHome'].flatMap((page) => [
    { key: `lighthouse.${page}.performance`, op: '>=', target: 95 },
    { key: `lighthouse.${page}.accessibility`, op: '>=', target: 100 },
    { key: `lighthouse.${page}.best_practices`, op: '>=', target: 95 },
  ]),
  { key: 'bundle.initial_js_gzip_kb', op: '<=', target: 200 },
  { key: 'search.p95_ms', op: '<=', target: 5 },
  // Issue #9: the mixed read/write run ends with zero errors and every acknowledged write present.
  { key: 'reliability.errors', op: '<=', target: 0 },
  { key: 'reliability.non_2xx', op: '<=', target: 0 },
  { key: 'reliability.lost_writes', op: '<=', target: 0 },
];

export function summarize(results, goals) {
  const rows = goals.map((goal) => {
    const value = at(results, goal.key);
    const ok = typeof value === 'number' && (goal.op === '>=' ? value >= goal.target : value <= goal.target);
    return { ...goal, value, ok };
  });
  const rel = results.reliability;
  const lines = [
    `# AniFan benchmark — ${results.date}`,
    '',
    `Machine: ${results.machine}`,
    '',
    '| figure | value | goal | met |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.key} | ${r.value ?? '—'} | ${r.op} ${r.target} | ${r.ok ? 'yes' : 'NO'} |`),
    '',
    `HTTP requests/s: node:http ${results.http.node_http_rps} (own process), minimal NestJS on Fastify ${results.http.nest_fastify_rps}, baseline ${results.http.baseline_rps}, comments list ${results.http.comments_list_rps}, cached GetWorks ${results.http.graphql_cached_rps}.`,
    '',
    `Reliability: ${rel.requests} requests in ${rel.duration_s} s at ${rel.connections} connections (${rel.rps} req/s, p99 ${rel.p99_ms} ms), ` +
      `${rel.errors} errors, ${rel.non_2xx} non-2xx; ${rel.writes_acknowledged} writes acknowledged, ${rel.writes_found} found, ${rel.lost_writes} lost.`,
    '',
  ];
  return { markdown: lines.join('\n'), met: rows.filter((r) => r.ok).length, total: rows.length };
}
