// Document titles of the route table (@anifan/contract's ROUTE_TABLE, which says what each path mounts).
import { APP_NAME } from '@anifan/contract';

export const NOT_FOUND_TITLE = 'ページが見つかりません';

export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${APP_NAME}`;
}
