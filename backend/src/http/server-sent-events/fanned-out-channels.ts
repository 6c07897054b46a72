// Replayable channels fed by events every instance hears (common's RedisFanout): each event goes to its
// channel's buffer, listened to or not, and a lapse of the fan-out (Redis down, so other instances'
// events went unheard) makes earlier event ids reset. Comments keep one per character, マイリスト one
// per user.
import type { Observable } from 'rxjs';
import { EventChannels, type EventChannelBounds } from './event-channels';
import type { StreamEvent } from './server-sent-events';

/** What the channels are fed from: every event from now on, and when some may have gone unheard. */
export interface FannedOutEvents<T> {
  readonly all: Observable<T>;
  readonly coherenceEpoch: number;
}

/** Where an event goes: its channel's key, the SSE event's type and its data. */
export interface ChannelPost {
  channel: string;
  type: string;
  data: unknown;
}

export class FannedOutChannels<T> {
  private readonly channels: EventChannels;
  private epoch: number;

  constructor(
    private readonly events: FannedOutEvents<T>,
    bounds: EventChannelBounds,
    post: (event: T) => ChannelPost,
  ) {
    this.channels = new EventChannels(bounds);
    this.epoch = events.coherenceEpoch;
    // Subscribed from the start, so the buffers hold every event. The events end when the application
    // shuts down, and with them every open stream, so the HTTP server can close.
    events.all.subscribe({
      next: (event) => {
        this.noteLapse();
        const { channel, type, data } = post(event);
        this.channels.publish(channel, type, data);
      },
      complete: () => this.channels.complete(),
    });
  }

  /** The channel's events after those missed since `lastEventId`, or a `reset` when they are not known here. */
  open(channel: string, lastEventId: string | undefined): Observable<StreamEvent> {
    this.noteLapse();
    return this.channels.open(channel, lastEventId);
  }

  get openStreams(): number {
    return this.channels.openStreams;
  }

  private noteLapse(): void {
    const epoch = this.events.coherenceEpoch;
    if (epoch === this.epoch) return;
    this.epoch = epoch;
    this.channels.lapse();
  }
}
