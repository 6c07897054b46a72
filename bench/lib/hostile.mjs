// Issue #32: the costliest GraphQL requests the gateway still executes, and what they do to /healthz.
// Every request is made unique (a counter in an alias-free argument), so no kept answer serves it and
// each one is parsed, validated and executed. The clients send from distinct addresses
// (X-Forwarded-For, TRUST_PROXY on the bench backend): ten clients, each within its rate limit.

/** Candidates: what the findings sent, at the largest size the limits still accept. */
const CANDIDATES = {
  like_4_aliases: (n) =>
    `{ Page(perPage: 50) { ${[0, 1, 2, 3].map((i) => `a${i}: media(startDate_like: "%%%%%%%%%%%%%%%%%%%%%%%%%%%%${n}_${i}") { id }`).join(' ')} } }`,
  sort_4_keys_4_pages: (n) =>
    `{ ${[0, 1, 2, 3].map((i) => `p${i}: Page(perPage: 100, page: ${i + 1}) { media(sort: [TRENDING_DESC, STATUS, END_DATE, TITLE_NATIVE], popularity_greater: ${-n}) { id status title { native } } }`).join(' ')} }`,
  search_4_broad_sorted: (n) =>
    `{ ${['a', 'o', 'の', 'i'].map((q, i) => `p${i}: Page(perPage: 100) { media(search: "${q}", sort: [TITLE_ROMAJI_DESC, START_DATE], popularity_greater: ${-n}) { id title { romaji native } } }`).join(' ')} }`,
  search_works_3_titles: (n) =>
    `{ searchWorks(titles: ["あ", "い", "う${n}"], first: 100) { edges { node { title seasonYear } } } }`,
  media_detail_100_characters: (n) =>
    `{ Media(search: "の", popularity_greater: ${-n}) { id title { native } characters(perPage: 100) { edges { role node { name { full native } } voiceActors(language: JAPANESE) { name { full native } } } } } }`,
};

const SINGLE_RUNS = 15;
const LOAD_CLIENTS = 10;
const LOAD_S = 10;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const round = (ms) => Number(ms.toFixed(1));

async function post(baseUrl, query, client) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ query }),
  });
  const body = await response.json();
  return {
    ms: performance.now() - started,
    status: response.status,
    refused: response.status !== 200 || !!body.errors,
  };
}

/** GET /healthz back to back until `until` resolves; every latency in ms. */
async function probeHealthz(baseUrl, until) {
  let running = true;
  void until.then(() => (running = false));
  const latencies = [];
  while (running) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/healthz`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

export async function measureHostile(baseUrl) {
  let counter = 0;
  const single = {};
  for (const [name, make] of Object.entries(CANDIDATES)) {
    const times = [];
    let refused = 0;
    for (let run = 0; run < SINGLE_RUNS; run += 1) {
      const result = await post(baseUrl, make((counter += 1)), '10.0.0.1');
      times.push(result.ms);
      if (result.refused) refused += 1;
    }
    single[name] = { median_ms: round(percentile(times, 50)), max_ms: round(Math.max(...times)), refused };
    console.log(
      `  ${name}: median ${single[name].median_ms} ms, max ${single[name].max_ms} ms, ${refused}/${SINGLE_RUNS} refused`,
    );
  }
  const [worst] = Object.entries(single).sort(([, a], [, b]) => b.median_ms - a.median_ms)[0];

  const idle = await (async () => {
    const stop = new Promise((resolve) => setTimeout(resolve, 2_000));
    return probeHealthz(baseUrl, stop);
  })();

  let loadRunning = true;
  const sent = { requests: 0, refused: 0, rate_limited: 0 };
  const clients = Array.from({ length: LOAD_CLIENTS }, async (_, i) => {
    while (loadRunning) {
      const result = await post(baseUrl, CANDIDATES[worst]((counter += 1)), `10.0.1.${i + 1}`);
      sent.requests += 1;
      if (result.status === 429) sent.rate_limited += 1;
      else if (result.refused) sent.refused += 1;
    }
  });
  const stop = new Promise((resolve) => setTimeout(resolve, LOAD_S * 1_000));
  const underLoad = await probeHealthz(baseUrl, stop);
  loadRunning = false;
  await Promise.all(clients);

  const result = {
    single,
    worst,
    worst_median_ms: single[worst].median_ms,
    healthz_idle_p99_ms: round(percentile(idle, 99)),
    healthz_p99_ms: round(percentile(underLoad, 99)),
    healthz_max_ms: round(Math.max(...underLoad)),
    load: { clients: LOAD_CLIENTS, seconds: LOAD_S, ...sent, healthz_probes: underLoad.length },
  };
  console.log(
    `  worst: ${worst}; /healthz p99 ${result.healthz_p99_ms} ms (max ${result.healthz_max_ms}, idle p99 ${result.healthz_idle_p99_ms}) ` +
      `while ${LOAD_CLIENTS} clients sent it ${sent.requests} times (${sent.refused} refused, ${sent.rate_limited} rate-limited)`,
  );
  return result;
}
