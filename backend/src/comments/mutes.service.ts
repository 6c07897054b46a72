// ミュート: a signed-in user mutes an author (by the pseudonymous id comments carry); that author's
// comments, replies and reactions are left out of the user's answers (viewer.ts).
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { MutedAuthor } from '@anifan/contract';
import type { Repository } from 'typeorm';
import type { AuthenticatedUser } from '../auth';
import { AppError } from '../common';
import { ANONYMOUS_NAME } from './author-profile';
import { CommentAuthors } from './comment-authors';
import { CommentMute } from './discussion.entities';
import { PublicUserIds } from './public-user-id';
import { GUEST, isModerator, type Viewer } from './viewer';
import { WriteGate } from './write-gate';

@Injectable()
export class MutesService {
  constructor(
    @InjectRepository(CommentMute) private readonly mutes: Repository<CommentMute>,
    private readonly authors: CommentAuthors,
    private readonly publicIds: PublicUserIds,
    private readonly gate: WriteGate,
  ) {}

  /** The viewer a request is answered for: a guest, or a user with their mutes and moderator claim. */
  async viewerOf(user: AuthenticatedUser | null): Promise<Viewer> {
    if (user === null) return GUEST;
    const rows = await this.mutes.find({ select: { mutedUid: true }, where: { muterUid: user.uid } });
    return {
      uid: user.uid,
      moderator: isModerator(user),
      muted: new Set(rows.map((row) => row.mutedUid)),
    };
  }

  async list(user: AuthenticatedUser): Promise<MutedAuthor[]> {
    const rows = await this.mutes.find({ where: { muterUid: user.uid }, order: { createdAt: 'DESC' } });
    const authors = await this.authors.byUid(rows.map((row) => row.mutedUid));
    return rows.map((row) => this.view(row, authors.get(row.mutedUid)));
  }

  /** Idempotent: muting again answers the first mute. */
  async mute(user: AuthenticatedUser, publicId: string): Promise<MutedAuthor> {
    await this.gate.mute(user);
    if (publicId === this.publicIds.of(user.uid)) {
      throw new AppError('mute/self', '自分自身はミュートできません。');
    }
    const uid = await this.authors.uidOf(publicId);
    if (uid === null) throw new AppError('user/not_found', 'このユーザーは見つかりません。');
    await this.mutes
      .createQueryBuilder()
      .insert()
      .values({ muterUid: user.uid, mutedUid: uid, createdAt: new Date() })
      .orIgnore()
      .execute();
    const row = await this.mutes.findOneByOrFail({ muterUid: user.uid, mutedUid: uid });
    return this.view(row, (await this.authors.byUid([uid])).get(uid));
  }

  /** Whether or not the author was muted. */
  async unmute(user: AuthenticatedUser, publicId: string): Promise<void> {
    const uid = await this.authors.uidOf(publicId);
    if (uid !== null) await this.mutes.delete({ muterUid: user.uid, mutedUid: uid });
  }

  private view(
    row: CommentMute,
    author: { authorName: string; authorPhotoUrl: string | null } | undefined,
  ): MutedAuthor {
    return {
      userId: this.publicIds.of(row.mutedUid),
      authorName: author?.authorName ?? ANONYMOUS_NAME,
      authorPhotoURL: author?.authorPhotoUrl ?? null,
      mutedAt: row.createdAt.toISOString(),
    };
  }
}
