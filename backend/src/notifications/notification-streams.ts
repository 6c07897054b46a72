// Every device in step: each fan's notifications as a replayable event stream
// (GET /api/notifications/events), on the app's one SSE channel machinery, fed by NotificationEvents
// (every instance's changes with Redis).
import { Injectable } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { FannedOutChannels, type StreamEvent } from '../http';
import { NotificationEvents, type NotificationChange } from './notification-events';

/** A device reconnecting after a short drop has missed a few changes; one further behind refetches. */
const BOUNDS = { channels: 20_000, eventsPerChannel: 50, bytes: 32 * 1024 * 1024 };

@Injectable()
export class NotificationStreams {
  private readonly channels: FannedOutChannels<NotificationChange>;

  constructor(events: NotificationEvents) {
    this.channels = new FannedOutChannels(events, BOUNDS, ({ uid, event: { type, ...data } }) => ({
      channel: uid,
      type,
      data,
    }));
  }

  /**
   * `created` and `updated` (data `{ notification, unread }`) and `read` (`{ ids, unread }`) events of
   * the fan's notifications after those missed since `lastEventId`, or a `reset` when they are not
   * known here.
   */
  open(uid: string, lastEventId: string | undefined): Observable<StreamEvent> {
    return this.channels.open(uid, lastEventId);
  }

  /** Open notification streams on this instance. */
  get openStreams(): number {
    return this.channels.openStreams;
  }
}
