// What every comment write (both APIs), reaction and report passes first: the writer's standing
// (投稿停止, for writes and reactions) and the per-user limits.
import { Injectable } from '@nestjs/common';
import { UserSuspensions, type AuthenticatedUser } from '../auth';
import { RateLimiterService } from '../http';

/** Writes (create, update, delete) per user per window: generous for a person, tight for a script. */
export const COMMENT_WRITE_LIMIT = 20;
export const COMMENT_WRITE_WINDOW_MS = 60_000;
/** Reactions per user per window: a reader taps many, a script far more. */
export const REACTION_LIMIT = 60;

@Injectable()
export class WriteGate {
  constructor(
    private readonly rateLimiter: RateLimiterService,
    private readonly suspensions: UserSuspensions,
  ) {}

  /** A comment write: refused to a suspended user (403 user/suspended), counted against COMMENT_WRITE_LIMIT. */
  async write(user: AuthenticatedUser): Promise<void> {
    await this.suspensions.assertMayWrite(user.uid);
    await this.rateLimiter.consume(
      `comments:write:${user.uid}`,
      COMMENT_WRITE_LIMIT,
      COMMENT_WRITE_WINDOW_MS,
    );
  }

  /** A report (通報): as many as comment writes. */
  async report(user: AuthenticatedUser): Promise<void> {
    await this.rateLimiter.consume(
      `comments:report:${user.uid}`,
      COMMENT_WRITE_LIMIT,
      COMMENT_WRITE_WINDOW_MS,
    );
  }

  /** A mute or unmute: as many as comment writes. */
  async mute(user: AuthenticatedUser): Promise<void> {
    await this.rateLimiter.consume(`comments:mute:${user.uid}`, COMMENT_WRITE_LIMIT, COMMENT_WRITE_WINDOW_MS);
  }

  /** A reaction given or taken back: refused to a suspended user too. */
  async react(user: AuthenticatedUser): Promise<void> {
    await this.suspensions.assertMayWrite(user.uid);
    await this.rateLimiter.consume(`comments:react:${user.uid}`, REACTION_LIMIT, COMMENT_WRITE_WINDOW_MS);
  }
}
