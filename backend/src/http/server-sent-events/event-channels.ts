// Replayable Server-Sent-Events channels, for every stream an EventSource reconnects to (a character's
// comments now; lists and notifications to come): each event published on a channel gets an id and
// stays in a bounded buffer, so a client reconnecting with `Last-Event-ID` is sent exactly the events
// it missed, or a `reset` telling it to refetch what the stream keeps current when that is not known.
//
// An id is `<instance token>.<sequence>`, assigned by the instance that serves the stream when it
// hears the event, whether written here or fanned out from another instance: ids are comparable on one
// instance only, so one from another instance or an earlier process is unknown and answers a reset.
import { randomBytes } from 'node:crypto';
import { concat, defer, filter, finalize, from, map, Subject, type Observable } from 'rxjs';
import { boundedCache, type BoundedCache } from '../../common';
import type { StreamEvent } from './server-sent-events';

/** Sent instead of the missed events when they are not known here; its data is `{}`. */
export const RESET_EVENT = 'reset';

export interface EventChannelBounds {
  /** Channels whose recent events are kept; the least recently written is forgotten first. */
  channels: number;
  /** Events kept per channel; a client further behind than that is reset. */
  eventsPerChannel: number;
  /** Bytes of event data kept over all channels (as JSON text). */
  bytes: number;
}

interface Recorded {
  sequence: number;
  event: string;
  data: unknown;
  bytes: number;
}

interface ChannelLog {
  /** Oldest first, at most `eventsPerChannel`. */
  events: Recorded[];
  /** Every event of the channel after this sequence is in `events`. */
  floor: number;
}

/** Per-entry overhead over the event's JSON text: the record, its name and its slot. */
const RECORD_OVERHEAD_BYTES = 64;

export class EventChannels {
  /** Tells this process's ids from any other's: random, so a restart never reuses one. */
  private readonly token = randomBytes(6).toString('base64url');
  private sequence = 0;
  /** Highest sequence a channel had when it was forgotten as a whole: a new log starts there. */
  private forgottenThrough = 0;
  /** Nothing before this sequence is known to be complete (see `lapse`). */
  private lapsedAt = 0;
  private readonly logs: BoundedCache<string, ChannelLog>;
  private readonly live = new Subject<{ channel: string; event: StreamEvent }>();
  private streams = 0;

  constructor(private readonly bounds: EventChannelBounds) {
    this.logs = boundedCache<string, ChannelLog>({
      maxEntries: bounds.channels,
      bytes: {
        max: bounds.bytes,
        sizeOf: (log, channel) =>
          channel.length * 2 + log.events.reduce((total, recorded) => total + recorded.bytes, 0),
      },
      onDrop: (log) => {
        this.forgottenThrough = Math.max(this.forgottenThrough, log.events.at(-1)?.sequence ?? log.floor);
      },
    });
  }

  /** Gives the event its id, keeps it for reconnecting clients and sends it to the channel's streams. */
  publish(channel: string, event: string, data: unknown): void {
    this.sequence += 1;
    const recorded: Recorded = {
      sequence: this.sequence,
      event,
      data,
      bytes: RECORD_OVERHEAD_BYTES + event.length * 2 + (JSON.stringify(data)?.length ?? 0) * 2,
    };
    const log = this.logs.get(channel) ?? { events: [], floor: this.forgottenThrough };
    log.events.push(recorded);
    if (log.events.length > this.bounds.eventsPerChannel) {
      log.floor = (log.events.shift() as Recorded).sequence;
    }
    // Set again so the cache counts the log's new size.
    this.logs.set(channel, log);
    this.live.next({ channel, event: this.outgoing(recorded) });
  }

  /**
   * The stream of a client (re)connecting to `channel`: first its position when it names none (an id
   * alone, which moves the client's Last-Event-ID without an event), the events it missed after
   * `lastEventId`, or a `reset` carrying the current position when those are not known here; then
   * every event as it is published. Completes when `complete` is called.
   */
  open(channel: string, lastEventId: string | undefined): Observable<StreamEvent> {
    return defer(() => {
      this.streams += 1;
      // Read and subscribed in one turn, so no event falls between the replay and the live ones.
      return concat(
        from(this.resume(channel, lastEventId)),
        this.live.pipe(
          filter((published) => published.channel === channel),
          map((published) => published.event),
        ),
      ).pipe(
        finalize(() => {
          this.streams -= 1;
        }),
      );
    });
  }

  /**
   * Events may have been missed (e.g. the fan-out between instances was down): a client that last
   * heard anything before now is reset on its next reconnect.
   */
  lapse(): void {
    this.sequence += 1;
    this.lapsedAt = this.sequence;
  }

  /** Ends every open stream, so the HTTP server can close. */
  complete(): void {
    this.live.complete();
  }

  /** Streams open on this instance. */
  get openStreams(): number {
    return this.streams;
  }

  private resume(channel: string, lastEventId: string | undefined): StreamEvent[] {
    const position = this.idOf(this.sequence);
    if (lastEventId === undefined) return [{ id: position }];
    const log = this.logs.get(channel);
    const floor = Math.max(this.lapsedAt, log ? log.floor : this.forgottenThrough);
    const last = this.sequenceOf(lastEventId);
    if (last === null || last < floor) return [{ id: position, event: RESET_EVENT, data: {} }];
    return (log?.events ?? [])
      .filter((recorded) => recorded.sequence > last)
      .map((recorded) => this.outgoing(recorded));
  }

  private outgoing({ sequence, event, data }: Recorded): StreamEvent {
    return { id: this.idOf(sequence), event, data };
  }

  private idOf(sequence: number): string {
    return `${this.token}.${sequence}`;
  }

  /** The sequence of an id this instance gave out; null for any other text. */
  private sequenceOf(id: string): number | null {
    const dot = id.lastIndexOf('.');
    if (dot === -1 || id.slice(0, dot) !== this.token) return null;
    const digits = id.slice(dot + 1);
    if (!/^\d{1,15}$/.test(digits)) return null;
    const sequence = Number(digits);
    return sequence <= this.sequence ? sequence : null;
  }
}
