// The moderation page's words for the contract's values: a comment's thread, its hidden state, an audit
// entry's action.
import {
  parseThreadKey,
  type AuditAction,
  type CharacterId,
  type HiddenReason,
  type ThreadKey,
} from '@anifan/contract';

/**
 * `『呪術廻戦』第3話` once the work's title is known, else `第3話（作品ID 113415）`; `キャラクター「五条悟」`
 * once the character's name is known, else `キャラクター（ID 127691）`: the queue carries the catalogue's ids.
 */
export function threadLabel(
  thread: ThreadKey,
  characterNames: ReadonlyMap<CharacterId, string>,
  workTitles: ReadonlyMap<number, string>,
): string {
  const parsed = parseThreadKey(thread);
  if (!parsed) return thread;
  if (parsed.kind === 'episode') {
    const title = workTitles.get(parsed.mediaId);
    return title ? `『${title}』第${parsed.episode}話` : `第${parsed.episode}話（作品ID ${parsed.mediaId}）`;
  }
  const name = characterNames.get(parsed.characterId);
  return name ? `キャラクター「${name}」` : `キャラクター（ID ${parsed.characterId}）`;
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
