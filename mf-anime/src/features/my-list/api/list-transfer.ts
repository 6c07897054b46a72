// MyAnimeList import (POST /api/list/import, preview then apply) and export (GET /api/list/export) through
// the contract's typed API client, with the signed-in fan's ID token.
import type { ApiClient, MediaListImportResult } from '@anifan/contract';

export function importMalFile(
  api: Pick<ApiClient, 'call'>,
  file: Blob,
  dryRun: boolean,
): Promise<MediaListImportResult> {
  return api.call('importMediaList', {
    query: { format: 'mal', dryRun: dryRun ? 'true' : 'false' },
    body: file,
  });
}

export type ExportFormat = 'mal' | 'json';

/** `anifan-mylist-20261124.xml`: the day in Japan, as the server names the file. */
export function exportFileName(format: ExportFormat, now: Date): string {
  const jst = new Date(now.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  return `anifan-mylist-${jst}.${format === 'mal' ? 'xml' : 'json'}`;
}

/** The export as a file: MyAnimeList's XML as it came, the JSON as the server wrote it. */
export async function exportList(api: Pick<ApiClient, 'call'>, format: ExportFormat): Promise<Blob> {
  const answer = await api.call('exportMediaList', { query: { format } });
  return format === 'mal'
    ? new Blob([String(answer)], { type: 'application/xml' })
    : new Blob([typeof answer === 'string' ? answer : JSON.stringify(answer, null, 2)], {
        type: 'application/json',
      });
}
