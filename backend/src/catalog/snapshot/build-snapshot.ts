// `npm run catalog:build`: writes backend/.generated/catalog-snapshot.json from the data packages.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSnapshotFromPackages, SNAPSHOT_PATH } from './snapshot-files';

const snapshot = buildSnapshotFromPackages();
mkdirSync(path.dirname(SNAPSHOT_PATH), { recursive: true });
writeFileSync(SNAPSHOT_PATH, `${JSON.stringify(snapshot)}\n`);
process.stderr.write(
  `catalog snapshot: ${snapshot.works.length} works, ${snapshot.oldestSeason} … ${snapshot.newestSeason} → ${path.relative(process.cwd(), SNAPSHOT_PATH)}\n`,
);
