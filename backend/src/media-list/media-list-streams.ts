// Every device in step: each user's list changes as a replayable event stream (GET /api/list/events),
// on the app's one SSE channel machinery, fed by MediaListEvents (every instance's changes with Redis).
import { Injectable } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { EventChannels, type StreamEvent } from '../http';
import { MediaListEvents } from './media-list-events';

/** A device reconnecting after a short drop has missed a few changes; one further behind refetches. */
const BOUNDS = { channels: 10_000, eventsPerChannel: 100, bytes: 32 * 1024 * 1024 };

@Injectable()
export class MediaListStreams {
  private readonly channels = new EventChannels(BOUNDS);
  private epoch: number;

  constructor(private readonly events: MediaListEvents) {
    this.epoch = events.coherenceEpoch;
    events.all.subscribe({
      next: ({ userId, event }) => {
        this.noteLapse();
        const { type, ...data } = event;
        this.channels.publish(String(userId), type, data);
      },
      complete: () => this.channels.complete(),
    });
  }

  /**
   * `saved` (data `{ entry }`), `deleted` (`{ entry: { id, mediaId, revision } }`) and `user`
   * (`{ user }`) events of the user's list after those missed since `lastEventId`, or a `reset` when
   * they are not known here.
   */
  open(userId: number, lastEventId: string | undefined): Observable<StreamEvent> {
    this.noteLapse();
    return this.channels.open(String(userId), lastEventId);
  }

  /** Open list streams on this instance. */
  get openStreams(): number {
    return this.channels.openStreams;
  }

  /** While the Redis subscription was down, other instances' changes went unheard: earlier ids reset. */
  private noteLapse(): void {
    const epoch = this.events.coherenceEpoch;
    if (epoch === this.epoch) return;
    this.epoch = epoch;
    this.channels.lapse();
  }
}
