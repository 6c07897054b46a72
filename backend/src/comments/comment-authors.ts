// The authors behind pseudonymous ids: written on every comment write, so a mute or a suspension can
// name an author by the id comments carry (public-user-id.ts makes it, but cannot reverse it).
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Repository } from 'typeorm';
import type { AuthenticatedUser } from '../auth';
import { boundedCache } from '../common';
import { authorName, authorPhotoUrl } from './author-profile';
import { Comment } from './comment.entity';
import { CommentAuthor } from './discussion.entities';
import { PublicUserIds } from './public-user-id';

/** Authors whose row this instance wrote as they are now, so a busy author's writes skip the upsert. */
const MAX_REMEMBERED = 10_000;

@Injectable()
export class CommentAuthors {
  private readonly logger = new Logger('CommentAuthors');
  private readonly written = boundedCache<string, string>({ maxEntries: MAX_REMEMBERED });
  /** Comments written before the table existed are looked through once per process, on the first miss. */
  private backfilled: Promise<void> | null = null;

  constructor(
    @InjectRepository(CommentAuthor) private readonly authors: Repository<CommentAuthor>,
    @InjectRepository(Comment) private readonly comments: Repository<Comment>,
    private readonly publicIds: PublicUserIds,
  ) {}

  /**
   * Records the writer's id, name and photo (as their comments show them). Never throws: the comment is
   * already saved, and a missing row is found again by the look through older comments.
   */
  async remember(user: AuthenticatedUser): Promise<void> {
    const row = {
      publicId: this.publicIds.of(user.uid),
      uid: user.uid,
      authorName: authorName(user),
      authorPhotoUrl: authorPhotoUrl(user),
    };
    const key = JSON.stringify(row);
    if (this.written.get(user.uid) === key) return;
    try {
      // Keyed by uid, so a deployment whose project (and so every public id) changed rewrites the id.
      await this.authors.upsert({ ...row, updatedAt: new Date() }, ['uid']);
      this.written.set(user.uid, key);
    } catch (error) {
      this.logger.warn(
        `Could not record a comment author: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** The uid behind a pseudonymous id, or null when nobody with it has written a comment. */
  async uidOf(publicId: string): Promise<string | null> {
    const found = await this.authors.findOneBy({ publicId });
    if (found) return found.uid;
    this.backfilled ??= this.backfill();
    await this.backfilled;
    return (await this.authors.findOneBy({ publicId }))?.uid ?? null;
  }

  /** The rows of these uids, by uid. */
  async byUid(uids: readonly string[]): Promise<Map<string, CommentAuthor>> {
    if (uids.length === 0) return new Map();
    const rows = await this.authors.createQueryBuilder('a').where('a.uid IN (:...uids)', { uids }).getMany();
    return new Map(rows.map((row) => [row.uid, row]));
  }

  /** Every author of a comment older than the table, with the name and photo of their latest comment. */
  private async backfill(): Promise<void> {
    const missing = await this.comments
      .createQueryBuilder('c')
      .select('MAX(c.id)', 'id')
      .where(`c.author_uid NOT IN (SELECT a.uid FROM comment_authors a)`)
      .groupBy('c.author_uid')
      .getRawMany<{ id: number | string }>();
    for (const { id } of missing) {
      const latest = await this.comments.findOneBy({ id: Number(id) });
      if (!latest) continue;
      await this.authors
        .createQueryBuilder()
        .insert()
        .values({
          publicId: this.publicIds.of(latest.authorUid),
          uid: latest.authorUid,
          authorName: latest.authorName,
          authorPhotoUrl: latest.authorPhotoUrl,
          updatedAt: latest.updatedAt,
        })
        .orIgnore()
        .execute();
    }
  }
}
