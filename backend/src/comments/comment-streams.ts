// The live comment streams of this instance: one replayable channel per character, fed with every
// comment event this instance hears (its own writes and, through Redis, every other instance's), so a
// browser reconnecting with Last-Event-ID is sent what it missed (docs/api.md#server-sent-events).
import { Injectable } from '@nestjs/common';
import type { CharacterId } from '@anifan/contract';
import type { Observable } from 'rxjs';
import { FannedOutChannels, type StreamEvent } from '../http';
import { CommentEventsService, type CommentEvent } from './comment-events.service';

/**
 * A character page reconnecting after a short drop has missed a few events at most; one further behind
 * refetches the list. 1,000 characters of 50 events within 16 MiB.
 */
const BOUNDS = { channels: 1000, eventsPerChannel: 50, bytes: 16 * 1024 * 1024 };

@Injectable()
export class CommentStreams {
  private readonly channels: FannedOutChannels<CommentEvent>;

  constructor(events: CommentEventsService) {
    this.channels = new FannedOutChannels(events, BOUNDS, ({ type, comment }) => ({
      channel: String(comment.characterId),
      type,
      data: comment,
    }));
  }

  /**
   * `created`, `updated` and `deleted` events of the character (the comment without `mine`), after
   * those missed since `lastEventId`, or a `reset` when they are not known here.
   */
  open(characterId: CharacterId, lastEventId: string | undefined): Observable<StreamEvent> {
    return this.channels.open(String(characterId), lastEventId);
  }

  /** Open comment streams on this instance. */
  get openStreams(): number {
    return this.channels.openStreams;
  }
}
