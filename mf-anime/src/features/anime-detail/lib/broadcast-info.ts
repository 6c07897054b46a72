// What the anime detail's 放送・配信 panel shows, from AniList's Media fields: only what is known.
import type { FuzzyDate, GetMediaDetailData, MediaFormat, MediaStatus } from '@anifan/contract';
import { airingLabel, weeklySlot, weeklySlotLabel } from '../../../shared/broadcast/lib/weekly-slot';
import { streamingServiceName } from '../../../shared/broadcast/lib/streaming-services';

type Media = NonNullable<GetMediaDetailData['Media']>;

export interface WatchLink {
  /** The service's name as fans in Japan write it (`ニコニコ`). */
  site: string;
  url: string;
}

export interface BroadcastInfo {
  format: string | null;
  episodes: string | null;
  /** A series' 放送期間; a film has `release` instead. */
  period: string | null;
  /** A film's 公開 date (`2010年12月18日`). */
  release: string | null;
  status: string | null;
  /** Whether the status can still change (on air, to come, on hiatus): an offline answer says as of when. */
  statusMayChange: boolean;
  weeklySlot: string | null;
  nextEpisode: string | null;
  officialSite: string | null;
  /** Streaming services for viewers in Japan (Japanese or global audience). */
  watch: WatchLink[];
  description: string | null;
  genres: string[];
  score: string | null;
}

const FORMAT_JA: Partial<Record<MediaFormat, string>> = {
  TV: 'TVアニメ',
  TV_SHORT: 'TVアニメ（ショート）',
  MOVIE: '劇場版',
  SPECIAL: 'スペシャル',
  OVA: 'OVA',
  ONA: 'Web配信（ONA）',
  MUSIC: 'ミュージックビデオ',
};

const STATUS_JA: Record<MediaStatus, string> = {
  FINISHED: '放送終了',
  RELEASING: '放送中',
  NOT_YET_RELEASED: '放送予定',
  CANCELLED: '放送中止',
  HIATUS: '休止中',
};

/** A film is released (公開), not broadcast. */
const FILM_STATUS_JA: Record<MediaStatus, string> = {
  FINISHED: '公開済み',
  RELEASING: '公開中',
  NOT_YET_RELEASED: '公開予定',
  CANCELLED: '公開中止',
  HIATUS: '休止中',
};

const SETTLED: ReadonlySet<MediaStatus> = new Set(['FINISHED', 'CANCELLED']);

/** AniList's genre names (a fixed list) as Japanese fans write them; an unknown one is shown as it is. */
const GENRE_JA: Record<string, string> = {
  Action: 'アクション',
  Adventure: '冒険',
  Comedy: 'コメディ',
  Drama: 'ドラマ',
  Ecchi: 'お色気',
  Fantasy: 'ファンタジー',
  Horror: 'ホラー',
  'Mahou Shoujo': '魔法少女',
  Mecha: 'ロボット',
  Music: '音楽',
  Mystery: 'ミステリー',
  Psychological: 'サイコ',
  Romance: '恋愛',
  'Sci-Fi': 'SF',
  'Slice of Life': '日常',
  Sports: 'スポーツ',
  Supernatural: '超常',
  Thriller: 'サスペンス',
};

function monthLabel(date: FuzzyDate | null): string | null {
  if (!date?.year) return null;
  return date.month ? `${date.year}年${date.month}月` : `${date.year}年`;
}

/** `2010年12月18日`, or as much of it as is known. */
export function dateLabel(date: FuzzyDate | null): string | null {
  const month = monthLabel(date);
  return month && date?.month && date.day ? `${month}${date.day}日` : month;
}

const JST_MS = 9 * 60 * 60 * 1000;

/** `2026年5月時点`: the month in Japan of the instant an offline answer's data is as of; null if unreadable. */
export function asOfLabel(publishedAt: string): string | null {
  const time = Date.parse(publishedAt);
  if (Number.isNaN(time)) return null;
  const jst = new Date(time + JST_MS);
  return `${jst.getUTCFullYear()}年${jst.getUTCMonth() + 1}月時点`;
}

/** `2023年10月〜2024年3月`; one month when it starts and ends in it; `2026年10月〜` while running. */
export function periodLabel(start: FuzzyDate | null, end: FuzzyDate | null): string | null {
  const from = monthLabel(start);
  if (!from) return null;
  const to = monthLabel(end);
  if (to === from) return from;
  return `${from}〜${to ?? ''}`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#039': "'" };

/** AniList's plain-text description still carries `<br>` and inline tags: keep the line breaks only. */
export function plainDescription(text: string | null): string | null {
  if (!text) return null;
  const plain = text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|#039);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return plain || null;
}

function isHttpUrl(url: string | null): url is string {
  return url !== null && /^https?:\/\//i.test(url);
}

export function watchLinks(media: Pick<Media, 'externalLinks'>): WatchLink[] {
  const seen = new Set<string>();
  return (media.externalLinks ?? []).flatMap((link) => {
    if (!link || link.type !== 'STREAMING' || !isHttpUrl(link.url)) return [];
    if (link.language !== null && link.language !== 'Japanese') return [];
    const site = streamingServiceName(link.site);
    if (seen.has(site)) return [];
    seen.add(site);
    return [{ site, url: link.url }];
  });
}

function officialSite(media: Pick<Media, 'externalLinks'>): string | null {
  const link = (media.externalLinks ?? []).find(
    (candidate) =>
      candidate?.type === 'INFO' && /^official site$/i.test(candidate.site) && isHttpUrl(candidate.url),
  );
  return link?.url ?? null;
}

export function broadcastInfo(media: Media): BroadcastInfo {
  const film = media.format === 'MOVIE';
  const slot = weeklySlot(media);
  const next = media.nextAiringEpisode;
  return {
    format: media.format ? (FORMAT_JA[media.format] ?? null) : null,
    episodes: media.episodes ? `全${media.episodes}話` : null,
    period: film ? null : periodLabel(media.startDate, media.endDate),
    release: film ? dateLabel(media.startDate) : null,
    status: media.status ? (film ? FILM_STATUS_JA : STATUS_JA)[media.status] : null,
    statusMayChange: media.status !== null && !SETTLED.has(media.status),
    weeklySlot: slot && !film ? weeklySlotLabel(slot) : null,
    nextEpisode: next && !film ? `第${next.episode}話 ${airingLabel(next.airingAt)}` : null,
    officialSite: officialSite(media),
    watch: watchLinks(media),
    description: plainDescription(media.description),
    genres: (media.genres ?? []).flatMap((genre) => (genre ? [GENRE_JA[genre] ?? genre] : [])),
    score: typeof media.averageScore === 'number' ? `${media.averageScore} / 100` : null,
  };
}

/** Whether the panel has anything to show at all. */
export function hasBroadcastInfo(info: BroadcastInfo): boolean {
  return (
    Object.values(info).some((value) => typeof value === 'string') ||
    info.watch.length > 0 ||
    info.genres.length > 0
  );
}
