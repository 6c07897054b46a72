import { filter, firstValueFrom, take, toArray } from 'rxjs';
import { createRedisClient } from '../common';
import { TEST_REDIS_URL, uniqueCharacterId } from '../testing';
import type { CharacterId, PublicComment } from '@anifan/contract';
import { COMMENT_EVENTS_CHANNEL, CommentEventsService, type CommentEvent } from './comment-events.service';

function comment(characterId: CharacterId, commentId: number): PublicComment {
  const at = new Date(0).toISOString();
  return {
    commentId,
    characterId,
    userId: 'u',
    authorName: 'n',
    authorPhotoURL: null,
    commentText: `text ${commentId}`,
    createdAt: at,
    updatedAt: at,
  };
}

describe('CommentEventsService without Redis', () => {
  it('delivers every character’s events, in order', async () => {
    const events = new CommentEventsService(null);
    await events.onModuleInit();
    const received = firstValueFrom(events.all.pipe(take(3), toArray()));
    await events.publish({ type: 'created', comment: comment(11, 1) });
    await events.publish({ type: 'created', comment: comment(12, 2) });
    await events.publish({ type: 'deleted', comment: comment(11, 1) });
    expect(await received).toEqual<CommentEvent[]>([
      { type: 'created', comment: comment(11, 1) },
      { type: 'created', comment: comment(12, 2) },
      { type: 'deleted', comment: comment(11, 1) },
    ]);
    await events.onModuleDestroy();
  });

  it('completes open streams on shutdown', async () => {
    const events = new CommentEventsService(null);
    const all = firstValueFrom(events.all.pipe(toArray()));
    await events.onModuleDestroy();
    expect(await all).toEqual([]);
  });
});

describe('CommentEventsService with Redis', () => {
  const clients = [createRedisClient(TEST_REDIS_URL), createRedisClient(TEST_REDIS_URL)];
  const [one, two] = clients.map((client) => new CommentEventsService(client)) as [
    CommentEventsService,
    CommentEventsService,
  ];

  beforeAll(async () => {
    await one.onModuleInit();
    await two.onModuleInit();
  });

  afterAll(async () => {
    await one.onModuleDestroy();
    await two.onModuleDestroy();
    await Promise.all(clients.map((client) => client.quit()));
  });

  it('delivers an event published on one instance to listeners on both', async () => {
    const characterId = uniqueCharacterId();
    const heard = (events: CommentEventsService) =>
      firstValueFrom(events.all.pipe(filter((event) => event.comment.characterId === characterId)));
    const onOne = heard(one);
    const onTwo = heard(two);
    const event: CommentEvent = { type: 'updated', comment: comment(characterId, 7) };
    await one.publish(event);
    expect(await onOne).toEqual(event);
    expect(await onTwo).toEqual(event);
  });

  it('drops an event whose character id is not the number (an older instance sent its text)', async () => {
    const characterId = uniqueCharacterId();
    const first = firstValueFrom(
      two.all.pipe(filter((event) => String(event.comment.characterId) === String(characterId))),
    );
    const asText = {
      type: 'created',
      comment: { ...comment(characterId, 8), characterId: String(characterId) },
    };
    const asNumber: CommentEvent = { type: 'created', comment: comment(characterId, 9) };
    await clients[0]!.publish(COMMENT_EVENTS_CHANNEL, JSON.stringify(asText));
    await clients[0]!.publish(COMMENT_EVENTS_CHANNEL, JSON.stringify(asNumber));
    expect(await first).toEqual(asNumber);
  });
});
