// The moderation page's words for the contract's values: a comment's thread, its hidden state, an audit
// entry's action.
import { parseThreadKey, type AuditAction, type HiddenReason, type ThreadKey } from '@anifan/contract';

/** `第3話（作品ID 113415）` or `キャラクター（ID 127691）`: the catalogue's ids, which the queue carries. */
export function threadLabel(thread: ThreadKey): string {
  const parsed = parseThreadKey(thread);
  if (!parsed) return thread;
  return parsed.kind === 'episode'
    ? `第${parsed.episode}話（作品ID ${parsed.mediaId}）`
    : `キャラクター（ID ${parsed.characterId}）`;
}

export function hiddenLabel(hidden: HiddenReason | null): string {
  if (hidden === 'moderation') return '非表示（モデレーターによる）';
  if (hidden === 'reports') return '非表示（通報が多いため自動で・確認待ち）';
  return '表示中';
}

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  hide: '非表示',
  restore: '復元',
  auto_hide: '自動非表示（通報）',
  suspend: '投稿停止',
  unsuspend: '投稿停止を解除',
};
