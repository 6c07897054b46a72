// Group commit of new comments against the real database of the app, on SQLite and PostgreSQL.
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { characterThread, type CharacterId } from '@anifan/contract';
import { createTestApp, databaseTargets, uniqueCharacterId, type TestApp } from '../testing';
import { Comment } from './comment.entity';
import { CommentInserts } from './comment-inserts';

describe.each(databaseTargets())('CommentInserts on $name', ({ env }) => {
  let server: TestApp;
  let inserts: CommentInserts;
  let comments: Repository<Comment>;

  beforeAll(async () => {
    server = await createTestApp(env);
    inserts = server.app.get(CommentInserts);
    comments = server.app.get<Repository<Comment>>(getRepositoryToken(Comment));
  });

  afterAll(() => server?.close());

  const draft = (characterId: CharacterId, text: string | null): Comment =>
    comments.create({
      thread: characterThread(characterId),
      authorUid: 'inserts-spec',
      authorName: '書き手',
      authorPhotoUrl: null,
      // A null text is what the database refuses (NOT NULL), standing in for any row it rejects.
      text: text as string,
      createdAt: new Date(),
      updatedAt: new Date(),
    });

  it('stores concurrent creates, each under its own id, and answers each with its own row', async () => {
    const characterId = uniqueCharacterId();
    const texts = Array.from({ length: 40 }, (_, i) => `同時の書き込み ${i}`);
    const saved = await Promise.all(texts.map((text) => inserts.insert(draft(characterId, text))));

    expect(saved.map((comment) => comment.text)).toEqual(texts);
    expect(new Set(saved.map((comment) => comment.id)).size).toBe(texts.length);
    const stored = await comments.find({ where: { thread: characterThread(characterId) } });
    expect(stored.map(({ id, text }) => ({ id, text })).sort((a, b) => a.id - b.id)).toEqual(
      saved.map(({ id, text }) => ({ id, text })).sort((a, b) => a.id - b.id),
    );
  });

  it('fails only the row the database refuses when it arrives with others', async () => {
    const characterId = uniqueCharacterId();
    const results = await Promise.allSettled([
      inserts.insert(draft(characterId, '一つ目')),
      inserts.insert(draft(characterId, '二つ目')),
      inserts.insert(draft(characterId, null)),
      inserts.insert(draft(characterId, '四つ目')),
    ]);

    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const stored = await comments.find({
      where: { thread: characterThread(characterId) },
      order: { id: 'ASC' },
    });
    expect(stored.map((comment) => comment.text)).toEqual(['一つ目', '二つ目', '四つ目']);
  });
});
