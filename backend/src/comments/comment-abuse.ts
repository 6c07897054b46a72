// Abuse limits on comment text beyond its shape (docs/rules.md#discussions): at most MAX_COMMENT_LINKS
// links, no word of the NG-word list, and not the same text again from the same user within a window.
import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { MAX_COMMENT_LINKS } from '@anifan/contract';
import { AppError } from '../common';
import { APP_CONFIG, type AppConfig } from '../config';
import { RateLimiterService } from '../http';

/** The same text again from the same user within this window is refused (comment/duplicate). */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

const LINK = /https?:\/\//gi;

@Injectable()
export class CommentAbuse {
  constructor(
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'discussions'>,
    private readonly windows: RateLimiterService,
  ) {}

  /** Refuses text with too many links or an NG word (both APIs). */
  checkText(text: string): void {
    const links = text.match(LINK)?.length ?? 0;
    if (links > MAX_COMMENT_LINKS) {
      throw new AppError('comment/too_many_links', `リンクは1つのコメントに${MAX_COMMENT_LINKS}個までです。`);
    }
    const folded = text.normalize('NFKC').toLowerCase();
    if (this.config.discussions.ngWords.some((word) => folded.includes(word))) {
      throw new AppError(
        'comment/ng_word',
        '使用できない言葉が含まれているため投稿できません。表現を変えてもう一度お試しください。',
      );
    }
  }

  /**
   * Refuses the same text from the same user within DUPLICATE_WINDOW_MS (the new thread API; the character comment API's
   * processComment never did). Counted in the rate limiter's windows, so across instances with Redis.
   */
  async checkRepeat(uid: string, text: string): Promise<void> {
    const digest = createHash('sha256').update(text.normalize('NFKC').trim()).digest('base64url');
    try {
      await this.windows.consume(`comments:same-text:${uid}:${digest}`, 1, DUPLICATE_WINDOW_MS);
    } catch (error) {
      if (error instanceof AppError && error.code === 'rate_limit/exceeded') {
        throw new AppError('comment/duplicate', '同じ内容のコメントは少し時間をおいてから投稿してください。');
      }
      throw error;
    }
  }
}
