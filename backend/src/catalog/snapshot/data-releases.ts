// When each bangumi-data release was published (npm's `time` of the version, `npm view bangumi-data
// time`): the snapshot's horizon. An installed package does not carry its publication date, so it is
// written here; a version missing from the list stops the snapshot build rather than guess a horizon.
export const BANGUMI_DATA_PUBLISHED: Readonly<Record<string, string>> = {
  '0.3.208': '2026-05-15T06:02:16.679Z',
};

/** The publication instant of a bangumi-data version; throws for one not listed above. */
export function bangumiDataPublishedAt(version: string): string {
  const publishedAt = BANGUMI_DATA_PUBLISHED[version];
  if (!publishedAt) {
    throw new Error(
      `bangumi-data ${version} has no publication date in snapshot/data-releases.ts: add it ` +
        `(npm view bangumi-data@${version} time) so the catalogue knows its horizon`,
    );
  }
  return publishedAt;
}
