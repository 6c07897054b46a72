// The live thread streams of this instance: one replayable channel per thread, fed with every thread
// event this instance hears, so a browser reconnecting with Last-Event-ID is sent what it missed
// (docs/api.md#server-sent-events).
import { Injectable } from '@nestjs/common';
import type { ThreadKey } from '@anifan/contract';
import type { Observable } from 'rxjs';
import { FannedOutChannels, type StreamEvent } from '../http';
import { ThreadEventsService, type ThreadEvent } from './thread-events.service';

/** As the character streams (comment-streams.ts), over every kind of thread: 2,000 of 50 events within 16 MiB. */
const BOUNDS = { channels: 2000, eventsPerChannel: 50, bytes: 16 * 1024 * 1024 };

@Injectable()
export class ThreadStreams {
  private readonly channels: FannedOutChannels<ThreadEvent>;

  constructor(events: ThreadEventsService) {
    this.channels = new FannedOutChannels(events, BOUNDS, ({ thread, type, data }) => ({
      channel: thread,
      type,
      data,
    }));
  }

  /** The thread's events after those missed since `lastEventId`, or a `reset` when they are not known here. */
  open(thread: ThreadKey, lastEventId: string | undefined): Observable<StreamEvent> {
    return this.channels.open(thread, lastEventId);
  }

  get openStreams(): number {
    return this.channels.openStreams;
  }
}
