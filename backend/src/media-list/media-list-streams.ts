// Every device in step: each user's list changes as a replayable event stream (GET /api/list/events),
// on the app's one SSE channel machinery. Events are heard on this instance only.
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { EventChannels, type StreamEvent } from '../http';
import type { MediaListEvent } from './media-list.types';

/** A device reconnecting after a short drop has missed a few changes; one further behind refetches. */
const BOUNDS = { channels: 10_000, eventsPerChannel: 100, bytes: 32 * 1024 * 1024 };

@Injectable()
export class MediaListStreams implements OnModuleDestroy {
  private readonly channels = new EventChannels(BOUNDS);

  publish(userId: number, event: MediaListEvent): void {
    const { type, ...data } = event;
    this.channels.publish(String(userId), type, data);
  }

  /**
   * `saved` (data `{ entry }`), `deleted` (`{ entry: { id, mediaId, revision } }`) and `user`
   * (`{ user }`) events of the user's list after those missed since `lastEventId`, or a `reset` when
   * they are not known here.
   */
  open(userId: number, lastEventId: string | undefined): Observable<StreamEvent> {
    return this.channels.open(String(userId), lastEventId);
  }

  get openStreams(): number {
    return this.channels.openStreams;
  }

  /** Ends every open stream, so the HTTP server can close. */
  onModuleDestroy(): void {
    this.channels.complete();
  }
}
