// Document titles of the route table (@anifan/contract's ROUTE_TABLE, which says what each path mounts).
import { APP_NAME } from '@anifan/contract';

export const NOT_FOUND_TITLE = 'ページが見つかりません';

/** `<page title> | AniFan`; with what the page shows named first: `呪術廻戦 | アニメ詳細 | AniFan`. */
export function documentTitle(pageTitle: string, name: string | null = null): string {
  return name ? `${name} | ${pageTitle} | ${APP_NAME}` : `${pageTitle} | ${APP_NAME}`;
}
