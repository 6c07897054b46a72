// 放送カレンダー: this season's works with a weekly slot, by weekday in Japan time, today first.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { currentSeason, formatSeasonJa, isSeasonAfter, parseSeasonFilter, ROUTES } from '@anifan/contract';
import { usePlatform } from '../../../lib/platform-context';
import { SnapshotHint } from '../../../shared/catalog/components/snapshot-hint';
import { animeFromCard } from '../../../shared/cards/lib/selection';
import { CoverImage } from '../../../shared/cards/components/cover-image';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/cards/components/list-states';
import { useCatalogInfo } from '../../../shared/catalog/hooks/use-catalog-info';
import { catalogErrorMessage } from '../../../shared/catalog/lib/error-messages';
import { listingWeekday } from '../../../shared/broadcast/lib/weekly-slot';
import { CompactListStatus, statusLabel, useMyList, type ListEntry } from '../../../shared/my-list';
import { useSeasonTimetable } from '../api/use-season-timetable';
import {
  buildTimetable,
  onlyListed,
  type Timetable as WeekListing,
  type TimetableDay,
  type TimetableEntry,
} from '../lib/timetable';
import styles from './timetable.module.css';

/** The season in the address (`#/timetable?season=2025-fall`), else this season in Japan. */
function useShownSeason(now: Date): [string, (season: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('season');
  const thisSeason = currentSeason(now);
  const season = requested && parseSeasonFilter(requested)?.season ? requested : thisSeason;
  const show = (next: string | null) =>
    setParams(next && next !== thisSeason ? { season: next } : {}, { replace: false });
  return [season, show];
}

export function Timetable({ now }: { now: Date }) {
  const [season, showSeason] = useShownSeason(now);
  const thisSeason = currentSeason(now);
  const query = useSeasonTimetable(season);
  const info = useCatalogInfo('GetSeasonTimetable', query.variables ?? {});
  const today = listingWeekday(now);
  const timetable = useMemo(
    () => (query.media ? buildTimetable(query.media, today) : null),
    [query.media, today],
  );
  const newest = info?.source === 'embedded' ? info.snapshot?.newestSeason : undefined;
  const scheduled = timetable?.days.some((day) => day.entries.length > 0) ?? false;
  const [mineOnly, setMineOnly] = useState(false);

  return (
    <section className={styles.page} aria-labelledby="timetable-heading">
      <h1 id="timetable-heading" className={styles.title}>
        放送カレンダー
      </h1>
      <p className={styles.caption}>
        {formatSeasonJa(season)}のアニメ・毎週の放送枠（日本時間）
        {season !== thisSeason && (
          <button type="button" className={styles.linkButton} onClick={() => showSeason(null)}>
            今期（{formatSeasonJa(thisSeason)}）に戻る
          </button>
        )}
      </p>
      <p className={styles.lateNight}>
        深夜0:00〜4:59の放送は、前日の24:00〜28:59として載せています（例: 土曜1:30 → 金曜25:30）。
      </p>
      <label className={styles.mineOnly}>
        <input type="checkbox" checked={mineOnly} onChange={(event) => setMineOnly(event.target.checked)} />
        マイリストのみ
      </label>
      {query.loading ? (
        <LoadingState shape="landscape" minColumn={240} />
      ) : query.error ? (
        <ErrorState message={catalogErrorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : !timetable || !scheduled ? (
        <>
          <EmptyState>
            {newest && isSeasonAfter(season, newest) && (
              <SnapshotHint
                newestSeason={newest}
                onShowSeason={() => showSeason(newest)}
                subject="放送カレンダー"
              />
            )}
          </EmptyState>
          {newest && isSeasonAfter(season, newest) && (
            <NewestCoveredWeek season={newest} today={today} mineOnly={mineOnly} />
          )}
        </>
      ) : (
        <Week timetable={timetable} mineOnly={mineOnly} />
      )}
    </section>
  );
}

/** Below an empty season beyond the offline snapshot: the newest season it covers, titled as such. */
function NewestCoveredWeek({
  season,
  today,
  mineOnly,
}: {
  season: string;
  today: number;
  mineOnly: boolean;
}) {
  const query = useSeasonTimetable(season);
  const timetable = useMemo(
    () => (query.media ? buildTimetable(query.media, today) : null),
    [query.media, today],
  );
  return (
    <section className={styles.newestCovered} aria-labelledby="timetable-newest-covered">
      <h2 id="timetable-newest-covered" className={styles.newestCoveredTitle}>
        収録されている最新の時期: {formatSeasonJa(season)}のアニメ・毎週の放送枠（日本時間）
      </h2>
      {query.loading ? (
        <LoadingState shape="landscape" minColumn={240} />
      ) : query.error ? (
        <ErrorState message={catalogErrorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        timetable && <Week timetable={timetable} mineOnly={mineOnly} />
      )}
    </section>
  );
}

/** The week, marking the works on the fan's list; with 「マイリストのみ」 only those. */
function Week({ timetable, mineOnly }: { timetable: WeekListing; mineOnly: boolean }) {
  const { entries } = useMyList();
  const shown = mineOnly ? onlyListed(timetable, (id) => entries.has(id)) : timetable;
  return (
    <>
      <div className={styles.week}>
        {shown.days.map((day) => (
          <Day key={day.weekday} day={day} listed={entries} mineOnly={mineOnly} />
        ))}
      </div>
      {shown.unscheduled > 0 && (
        <p className={styles.note}>放送枠のない作品（劇場版など）{shown.unscheduled}件は表示していません。</p>
      )}
    </>
  );
}

function Day({
  day,
  listed,
  mineOnly,
}: {
  day: TimetableDay;
  listed: ReadonlyMap<number, ListEntry>;
  mineOnly: boolean;
}) {
  const headingId = `timetable-day-${day.weekday}`;
  return (
    <section
      className={`${styles.day} ${day.isToday ? styles.today : ''}`}
      aria-labelledby={headingId}
      aria-current={day.isToday ? 'date' : undefined}
    >
      <h2 id={headingId} className={styles.dayHeading}>
        {day.label}
        {day.isToday && <span className={styles.todayBadge}>今日</span>}
      </h2>
      {day.entries.length === 0 ? (
        <p className={styles.none}>
          {mineOnly ? 'マイリストの作品の放送はありません' : '放送予定の作品はありません'}
        </p>
      ) : (
        <ol className={styles.entries} aria-label={`${day.label}の放送`}>
          {day.entries.map((entry) => (
            <li key={entry.id}>
              <Entry entry={entry} listed={listed.get(entry.id)} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Entry({ entry, listed }: { entry: TimetableEntry; listed: ListEntry | undefined }) {
  const { bus, navigation } = usePlatform();
  const open = () => {
    bus.selectAnime(animeFromCard(entry.title, entry.image));
    navigation.navigate(ROUTES.animeDetail);
  };
  const mark = listed && `マイリスト: ${statusLabel(listed.status)}`;
  return (
    <div className={styles.entryRow}>
      <button
        type="button"
        className={`${styles.entry} ${listed ? styles.listed : ''}`}
        onClick={open}
        aria-label={`${entry.time} ${entry.title}${mark ? `（${mark}）` : ''}`}
      >
        <span className={styles.thumb}>
          <CoverImage src={entry.image} alt="" shape="landscape" />
        </span>
        <span className={styles.time}>{entry.time}</span>
        <span className={styles.entryTitle}>{entry.title}</span>
      </button>
      {/* The status is this control's text: it marks the work on the list and changes its status. */}
      <CompactListStatus mediaId={entry.id} title={entry.title} />
    </div>
  );
}
