// Every device in step: each user's list changes as a replayable event stream (GET /api/list/events),
// on the app's one SSE channel machinery, fed by MediaListEvents (every instance's changes with Redis).
import { Injectable } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { FannedOutChannels, type StreamEvent } from '../http';
import { MediaListEvents, type ListChange } from './media-list-events';

/** A device reconnecting after a short drop has missed a few changes; one further behind refetches. */
const BOUNDS = { channels: 10_000, eventsPerChannel: 100, bytes: 32 * 1024 * 1024 };

@Injectable()
export class MediaListStreams {
  private readonly channels: FannedOutChannels<ListChange>;

  constructor(events: MediaListEvents) {
    this.channels = new FannedOutChannels(events, BOUNDS, ({ userId, event: { type, ...data } }) => ({
      channel: String(userId),
      type,
      data,
    }));
  }

  /**
   * `saved` (data `{ entry }`), `deleted` (`{ entry: { id, mediaId, revision } }`) and `user`
   * (`{ user }`) events of the user's list after those missed since `lastEventId`, or a `reset` when
   * they are not known here.
   */
  open(userId: number, lastEventId: string | undefined): Observable<StreamEvent> {
    return this.channels.open(String(userId), lastEventId);
  }

  /** Open list streams on this instance. */
  get openStreams(): number {
    return this.channels.openStreams;
  }
}
