// The live comment streams of this instance: one replayable channel per character, fed with every
// comment event this instance hears (its own writes and, through Redis, every other instance's), so a
// browser reconnecting with Last-Event-ID is sent what it missed (docs/api.md#server-sent-events).
import { Injectable } from '@nestjs/common';
import type { CharacterId } from '@anifan/contract';
import type { Observable } from 'rxjs';
import { EventChannels, type StreamEvent } from '../http';
import { CommentEventsService } from './comment-events.service';

/**
 * A character page reconnecting after a short drop has missed a few events at most; one further behind
 * refetches the list. 1,000 characters of 50 events within 16 MiB.
 */
const BOUNDS = { channels: 1000, eventsPerChannel: 50, bytes: 16 * 1024 * 1024 };

@Injectable()
export class CommentStreams {
  private readonly channels = new EventChannels(BOUNDS);
  private epoch: number;

  constructor(private readonly events: CommentEventsService) {
    this.epoch = events.coherenceEpoch;
    // Subscribed from the start, so the buffers hold every event, listened to or not. The events end
    // when the application shuts down, and with them every open stream, so the HTTP server can close.
    events.all.subscribe({
      next: ({ type, comment }) => {
        this.noteLapse();
        this.channels.publish(String(comment.characterId), type, comment);
      },
      complete: () => this.channels.complete(),
    });
  }

  /**
   * `created`, `updated` and `deleted` events of the character (the comment without `mine`), after
   * those missed since `lastEventId`, or a `reset` when they are not known here.
   */
  open(characterId: CharacterId, lastEventId: string | undefined): Observable<StreamEvent> {
    this.noteLapse();
    return this.channels.open(String(characterId), lastEventId);
  }

  /** Open comment streams on this instance. */
  get openStreams(): number {
    return this.channels.openStreams;
  }

  /** While the Redis subscription was down, other instances' events went unheard: earlier ids reset. */
  private noteLapse(): void {
    const epoch = this.events.coherenceEpoch;
    if (epoch === this.epoch) return;
    this.epoch = epoch;
    this.channels.lapse();
  }
}
