// The signed-in fan's list settings (GET and PUT /api/list/settings): here, the 公開 switch.
import type { ApiClient, MediaListSettings } from '@anifan/contract';

export function getListSettings(api: Pick<ApiClient, 'call'>): Promise<MediaListSettings> {
  return api.call('getMediaListSettings');
}

export function setListPublic(api: Pick<ApiClient, 'call'>, listPublic: boolean): Promise<MediaListSettings> {
  return api.call('putMediaListSettings', { body: { listPublic } });
}
