// Exposed as './CommentThread': a comment thread for the shell's slot, which mounts it where another
// remote asks for one (mf-anime's 「第N話の感想」, thread `episode:<mediaId>:<n>`). Comments stay owned
// by this remote; the page that shows them imports nothing of it.
import { parseThreadKey, type Platform, type ThreadKey } from '@anifan/contract';
import { CommentThread } from '../features/comments/components/comment-thread';

export interface CommentThreadSlotProps {
  platform: Platform;
  thread: ThreadKey;
  /** The thread's heading, e.g. 第3話の感想. */
  title: string;
}

export default function CommentThreadSlot({ platform, thread, title }: CommentThreadSlotProps) {
  // The key comes from another remote at run time: one that names no thread shows nothing to write in.
  if (parseThreadKey(thread) === null) {
    return <p role="alert">このスレッドは表示できません。</p>;
  }
  // A new thread starts afresh (its own load, events and drafts).
  return <CommentThread key={thread} platform={platform} thread={thread} title={title} />;
}
