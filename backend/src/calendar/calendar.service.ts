// The calendar feed (issue #31, カレンダーに追加): each signed-in fan's private feed address, and the feed
// itself, the upcoming broadcasts of the owner's 見てる and 見たい works in iCalendar (icalendar.ts).
import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { ENDPOINTS, notificationRoute, notificationText, type CalendarFeed } from '@anifan/contract';
import { CATALOG_CLOCK, type CatalogClock } from '../catalog';
import { type AppConfig, APP_CONFIG } from '../config';
import { AppError } from '../common';
import { API_PREFIX, RateLimiterService } from '../http';
import { CatalogBroadcasts } from './catalog-broadcasts';
import { CalendarStore, slotKey } from './calendar-store';
import { feedToken, newKey, newNonce, tokenHash } from './calendar-tokens';
import { type CalendarEvent, writeCalendar } from './icalendar';

/** Works of a list the feed asks the catalogue about (the most recently changed first). */
export const MAX_CALENDAR_WORKS = 200;
/** Broadcasts the feed states at most, the soonest first. */
export const MAX_CALENDAR_EVENTS = 500;
/** How far ahead the feed looks. */
export const CALENDAR_HORIZON_MS = 60 * 24 * 60 * 60 * 1000;
/** The episode length when the catalogue does not know it. */
export const DEFAULT_EPISODE_MINUTES = 30;
/** How often calendar apps are asked to fetch again, and how long a browser may keep a fetched feed. */
export const CALENDAR_REFRESH_MINUTES = 60;
export const CALENDAR_MAX_AGE_SECONDS = 300;

/** Reads of one feed a window: calendar apps read it every hour or so, a fan opening it by hand a few times more. */
export const FEED_READ_LIMIT = 60;
export const FEED_READ_WINDOW_MS = 10 * 60 * 1000;

export const CALENDAR_NAME = 'AniFan マイリストの放送予定';
const PRODUCT_ID = '-//AniFan//Calendar//JA';

/** A built feed and its ETag. */
export interface FeedAnswer {
  body: string;
  etag: string;
}

@Injectable()
export class CalendarService {
  private key: Promise<string> | undefined;

  constructor(
    private readonly store: CalendarStore,
    private readonly broadcasts: CatalogBroadcasts,
    @Inject(CATALOG_CLOCK) private readonly now: CatalogClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rateLimiter: RateLimiterService,
  ) {}

  /**
   * The owner's feed address under `origin`, made on first ask, the same until revoked. After a change
   * of key the address changes: the hash it is found by follows.
   */
  async feedAddress(uid: string, origin: string): Promise<CalendarFeed> {
    const key = await this.theKey();
    let feed = await this.store.feedOf(uid);
    if (feed === null) {
      const nonce = newNonce();
      await this.store.createFeed(uid, nonce, tokenHash(feedToken(key, uid, nonce)), Date.now());
      // Two first asks at once: the one stored wins for both.
      feed = await this.store.feedOf(uid);
      if (feed === null)
        throw new AppError('service/unavailable', 'The feed address was not stored; try again');
    }
    const token = feedToken(key, uid, feed.nonce);
    if (tokenHash(token) !== feed.tokenHash) await this.store.rehash(uid, feed.nonce, tokenHash(token));
    const path = ENDPOINTS.calendarFeed.path.replace(':token', token);
    return { url: `${origin}${API_PREFIX}${path}` };
  }

  /** Revokes the owner's address (none is fine); the next ask makes a new one. */
  revoke(uid: string): Promise<void> {
    return this.store.deleteFeed(uid);
  }

  /**
   * The feed the token opens; `calendar/not_found` for an unknown or revoked token, `rate_limit/exceeded`
   * past FEED_READ_LIMIT reads of the feed a window.
   */
  async feed(token: string, origin: string): Promise<FeedAnswer> {
    const feed = await this.store.feedByHash(tokenHash(token));
    // An address made under another key opens nothing, even before its owner asks for the new one.
    if (feed === null || feedToken(await this.theKey(), feed.uid, feed.nonce) !== token) {
      throw new AppError('calendar/not_found', 'No calendar feed has this address; it may have been revoked');
    }
    // Per feed, not per client address: one calendar service reads many fans' feeds from a few addresses.
    await this.rateLimiter.consume(`calendar:${feed.tokenHash}`, FEED_READ_LIMIT, FEED_READ_WINDOW_MS);
    const works = await this.broadcasts.upcoming(await this.store.listedWorks(feed.uid, MAX_CALENDAR_WORKS));
    const now = this.now();
    const slots = works
      .flatMap((work) =>
        work.episodes.map((episode) => ({
          work,
          mediaId: work.mediaId,
          episode: episode.episode,
          startsAt: episode.airingAt,
        })),
      )
      .filter((slot) => slot.startsAt >= now && slot.startsAt <= now + CALENDAR_HORIZON_MS)
      .sort((a, b) => a.startsAt - b.startsAt || a.mediaId - b.mediaId || a.episode - b.episode)
      .slice(0, MAX_CALENDAR_EVENTS);
    const stored = await this.store.recordSlots(slots, now);
    const events = slots.map(({ work, mediaId, episode, startsAt }): CalendarEvent => {
      const subject = {
        kind: 'airing',
        mediaId,
        title: work.title,
        episode,
        airingAt: new Date(startsAt).toISOString(),
      } as const;
      const kept = stored.get(slotKey({ mediaId, episode }));
      return {
        uid: `${mediaId}-${episode}@anifan`,
        startsAt,
        durationMinutes: work.duration ?? DEFAULT_EPISODE_MINUTES,
        summary: notificationText(subject).title,
        url: `${origin}/#${notificationRoute(subject)}`,
        sequence: kept?.sequence ?? 0,
        stampedAt: kept?.updatedAt ?? now,
      };
    });
    const body = writeCalendar(
      { productId: PRODUCT_ID, name: CALENDAR_NAME, refreshMinutes: CALENDAR_REFRESH_MINUTES },
      events,
    );
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
  }

  /** CALENDAR_TOKEN_KEY, else the key stored in the database (made by the first instance to ask). */
  private theKey(): Promise<string> {
    const configured = this.config.calendarTokenKey;
    if (configured !== null) return Promise.resolve(configured);
    this.key ??= this.store.key(newKey(), Date.now()).catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }
}
