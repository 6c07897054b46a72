// The import's Japanese: why a chosen file is refused before it is sent, why an entry or field of it was
// left out, and what a failed request means to the fan.
import { isApiError, MAX_LIST_IMPORT_BYTES, type MediaListImportSkipReason } from '@anifan/contract';

export const FILE_MESSAGES = {
  wrongType:
    'MyAnimeList のエクスポートファイル（.xml または .xml.gz）を選んでください。MyAnimeList の「Export My List」でダウンロードできます。',
  tooLarge: `ファイルが大きすぎます。${MAX_LIST_IMPORT_BYTES / 1024 / 1024} MB までのファイルを選んでください。`,
  empty: 'ファイルが空です。MyAnimeList のエクスポートファイルを選んでください。',
} as const;

/** Why `file` cannot be a MyAnimeList export, before sending it; null = send it. */
export function fileProblem(file: File): string | null {
  if (!/\.(xml|xml\.gz|gz)$/i.test(file.name)) return FILE_MESSAGES.wrongType;
  if (file.size > MAX_LIST_IMPORT_BYTES) return FILE_MESSAGES.tooLarge;
  if (file.size === 0) return FILE_MESSAGES.empty;
  return null;
}

export const SKIP_REASONS: Record<MediaListImportSkipReason, string> = {
  no_id: 'MyAnimeList の ID がないため読み込みません',
  unknown_status: '視聴状態が読めないため読み込みません',
  invalid_bytes: '文字化けしていた文字を「�」に置き換えます',
  unsafe_text: '使えない文字を取り除きます',
  notes_too_long: 'メモを1,000文字までにします',
  invalid_progress: '見た話数が正しくないため、その値は読み込みません',
  invalid_repeat: '再視聴の回数が正しくないため、その値は読み込みません',
  invalid_score: 'スコアが正しくないため、その値は読み込みません',
  invalid_date: '日付が正しくないため、その値は読み込みません',
};

export const REQUEST_MESSAGES = {
  network: 'サーバーに接続できませんでした。通信環境を確認して、もう一度お試しください。',
  signIn: 'サインインの有効期限が切れました。サインインし直してから、もう一度お試しください。',
  rateLimited: 'アクセスが集中しています。しばらく待ってから、もう一度お試しください。',
  importFailed: 'インポートできませんでした。時間をおいて、もう一度お試しください。',
  exportFailed: 'エクスポートできませんでした。時間をおいて、もう一度お試しください。',
} as const;

/**
 * A failed import or export in Japanese: the server's own message for what was wrong with the file (it
 * writes those in Japanese for the fan), a message of ours for the rest.
 */
export function transferErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.code.startsWith('list/') || error.code === 'request/too_large') return error.message;
  if (error.code === 'network/unreachable') return REQUEST_MESSAGES.network;
  if (error.code.startsWith('auth/') || error.status === 401) return REQUEST_MESSAGES.signIn;
  if (error.code === 'rate_limit/exceeded') return REQUEST_MESSAGES.rateLimited;
  return fallback;
}
