// The anime detail (docs/screens.md#anime-detail): the selected anime's cover and title, then its characters with their voice actors.
// Its address carries the work's id (`?id=113415`): a link opened without that selection loads the work by id.
import {
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  DETAIL_ID_PARAM,
  EPISODE_PARAM,
  parseAnimeId,
  ROUTES,
  subscribeTo,
  type GetMediaDetailVariables,
  type SelectedAnime,
} from '@anifan/contract';
import { usePlatform } from '../../../lib/platform-context';
import { animeFromCard } from '../../../shared/cards/lib/selection';
import { usePageName } from '../../../shared/page-name/use-page-name';
import { CatalogCard } from '../../../shared/cards/components/catalog-card';
import { CatalogList } from '../../../shared/cards/components/catalog-list';
import { CoverImage, EAGER_COVERS } from '../../../shared/cards/components/cover-image';
import { ErrorState, LoadingState } from '../../../shared/cards/components/list-states';
import { CatalogInfoContext } from '../../../shared/catalog/components/catalog-provider';
import type { CatalogInfo } from '../../../shared/catalog/lib/read-catalog-info';
import { catalogErrorMessage } from '../../../shared/catalog/lib/error-messages';
import {
  keepDetailUnderId,
  mediaDetailKey,
  useGetMediaDetail,
  type MediaCharacter,
  type MediaDetail,
} from '../api/get-media-detail';
import { MyListPanel } from '../../../shared/my-list';
import { useKnownEpisodes } from '../api/get-media-episodes';
import { alternativeTitles } from '../lib/alternative-titles';
import { BroadcastPanel } from './broadcast-panel';
import { EpisodesSection } from './episodes-section';
import { mediaDetailVariablesById, selectedAnimeVariables } from '../lib/media-detail-variables';
import { characterFromMedia, cvLabel } from '../lib/selection';
import { coverPreloadFailed } from '../lib/cover-preload';
import styles from './anime-detail.module.css';

/** The id in the address: undefined without one, null when it is not a work's id. */
function useLinkedAnimeId(): number | null | undefined {
  const [params] = useSearchParams();
  const text = params.get(DETAIL_ID_PARAM);
  return text === null ? undefined : parseAnimeId(text);
}

/**
 * Whether the selection changed after the address did, while the page is open. The page's own writes
 * to the address (`written`, applied a little later by the router) do not count as the address changing.
 */
function useSelectionChangedLast(
  selected: SelectedAnime | null,
  linkedId: number | null | undefined,
  written: RefObject<number | null>,
): boolean {
  const last = useRef({ selected, linkedId, selectedLast: false });
  const { current } = last;
  const selectionChanged = current.selected !== selected;
  if (current.linkedId !== linkedId) {
    const own = linkedId !== undefined && linkedId === written.current;
    last.current = { selected, linkedId, selectedLast: own && (current.selectedLast || selectionChanged) };
  } else if (selectionChanged) {
    last.current = { selected, linkedId, selectedLast: true };
  }
  return last.current.selectedLast;
}

export function AnimeDetail() {
  const { bus } = usePlatform();
  const selected = useSyncExternalStore(subscribeTo(bus.selectedAnime$), () => bus.snapshot().selectedAnime);
  const linkedId = useLinkedAnimeId();
  const written = useRef<number | null>(null);
  const selectedLast = useSelectionChangedLast(selected, linkedId, written);
  // The selection is shown unless the address names another work (a link opened in this tab), or it
  // was published after the address was (then the address follows it).
  const anime =
    selected && (linkedId === undefined || selected.id === linkedId || selectedLast) ? selected : null;
  return (
    <section className={styles.detail} aria-label="アニメ詳細">
      <BackButton />
      {linkedId === null ? (
        <NotFound />
      ) : anime ? (
        <SelectedAnimeDetail anime={anime} written={written} />
      ) : linkedId !== undefined ? (
        <SelectedAnimeDetail anime={null} linkedId={linkedId} written={written} />
      ) : (
        <NoSelection />
      )}
    </section>
  );
}

function BackButton() {
  const { navigation } = usePlatform();
  return (
    <button type="button" className={styles.back} onClick={() => navigation.back(ROUTES.animeHome)}>
      <span aria-hidden="true">←</span> 戻る
    </button>
  );
}

function NoSelection() {
  return (
    <div className={styles.empty}>
      <h1 className={styles.title}>アニメが選択されていません</h1>
      <p>
        アニメホームで作品を選ぶと、ここに登場キャラクターが表示されます。
        <Link to={ROUTES.animeHome}>アニメホームへ</Link>
      </p>
    </div>
  );
}

/** A link whose id names no work (malformed, or unknown to the catalogue). */
function NotFound() {
  return (
    <div className={styles.empty}>
      <h1 className={styles.title}>アニメが見つかりません</h1>
      <p>
        このリンクの作品は見つかりませんでした。アニメホームから作品を探してください。
        <Link to={ROUTES.animeHome}>アニメホームへ</Link>
      </p>
    </div>
  );
}

/** A work loaded by its id, as a card would have published it. */
function animeFromDetail(detail: MediaDetail): SelectedAnime {
  const { native, romaji, english } = detail.titles;
  return { ...animeFromCard(native || romaji || english, detail.cover), id: detail.id };
}

/**
 * Once the answer tells the work's id: the address carries it (replacing the entry, so 戻る is unchanged)
 * and the selection remembers it, its answer kept in the cache under the id so nothing is asked again,
 * with what the gateway said of it (`info`: an offline answer's date).
 */
function useShareableAddress(
  anime: SelectedAnime | null,
  detail: MediaDetail | null | undefined,
  info: CatalogInfo | undefined,
  written: RefObject<number | null>,
) {
  const { bus } = usePlatform();
  const apollo = useApolloClient();
  const catalogInfo = useContext(CatalogInfoContext);
  const [params, setParams] = useSearchParams();
  const current = params.get(DETAIL_ID_PARAM);
  useEffect(() => {
    if (!detail) return;
    // Never over a selection published since this render (the bus has it; this page shows it next).
    if (anime && bus.snapshot().selectedAnime !== anime) return;
    if (anime?.id !== detail.id) {
      keepDetailUnderId(apollo, detail.id);
      if (info) catalogInfo?.set('GetMediaDetail', mediaDetailVariablesById(detail.id), info);
      bus.selectAnime({ ...(anime ?? animeFromDetail(detail)), id: detail.id });
    }
    if (current !== String(detail.id)) {
      written.current = detail.id;
      // The episode a link opens (EPISODE_PARAM) stays in the address with the id.
      const episode = params.get(EPISODE_PARAM);
      setParams(
        { [DETAIL_ID_PARAM]: String(detail.id), ...(episode === null ? {} : { [EPISODE_PARAM]: episode }) },
        { replace: true },
      );
    }
  }, [anime, apollo, bus, catalogInfo, current, detail, info, params, setParams, written]);
}

/**
 * The variables the page asks with: the wanted ones, except that once a selection asked by title learns
 * its work's id (useShareableAddress), the page goes on asking by title while that answer is the work's:
 * asking by id would only read the same answer back out of the cache and draw the page a second time.
 * `answered` tells which work the asked variables' answer is.
 */
function useAskedVariables(wanted: GetMediaDetailVariables) {
  const [state, setState] = useState<{ asked: GetMediaDetailVariables; id?: number }>({ asked: wanted });
  const same = mediaDetailKey(state.asked) === mediaDetailKey(wanted);
  const sameWork = 'id' in wanted && state.id === wanted.id;
  const asked = same || sameWork ? state.asked : wanted;
  if (asked !== state.asked) setState({ asked });
  const answered = useCallback(
    (id: number | undefined) =>
      setState((previous) => (previous.asked !== asked || previous.id === id ? previous : { asked, id })),
    [asked],
  );
  return useMemo(() => ({ asked, answered }), [asked, answered]);
}

/** Characters a phone shows on its first screens and then some: the page's first render draws these. */
export const FIRST_RENDER_CHARACTERS = 12;

/**
 * The characters to draw. When the answer is there at the page's first render (the route data script's),
 * that render draws the first few and the rest follow in a background render the browser may interrupt:
 * up to 100 cards drawn at once made the load's longest task.
 */
function useFirstCharactersFirst(characters: MediaCharacter[] | undefined): MediaCharacter[] | undefined {
  const shown = useDeferredValue(characters, characters?.slice(0, FIRST_RENDER_CHARACTERS));
  return shown ?? characters;
}

function SelectedAnimeDetail({
  anime: selected,
  linkedId,
  written,
}: {
  /** Null for a work opened by its id alone (`linkedId`): what is shown comes with the answer. */
  anime: SelectedAnime | null;
  linkedId?: number;
  /** The id this page last wrote into the address. */
  written: RefObject<number | null>;
}) {
  const { bus, navigation } = usePlatform();
  // What the answer brings (the subtitle, 放送・配信, the characters) is drawn in a background render the
  // browser may interrupt, after the task in which Apollo Client stores the answer: drawn in that task
  // too, it made one long task of the two.
  const variables = useAskedVariables(
    selected ? selectedAnimeVariables(selected) : mediaDetailVariablesById(linkedId ?? 0),
  );
  const query = useDeferredValue(useGetMediaDetail(variables.asked));
  // A deferred state from before (another work, or this one asked another way) tells nothing of this one.
  const current = query.asked === mediaDetailKey(variables.asked) ? query.detail : undefined;
  const answeredId = current?.id;
  useEffect(() => {
    variables.answered(answeredId);
  }, [answeredId, variables]);
  useShareableAddress(selected, current, query.catalogInfo, written);
  const anime = selected ?? (current ? animeFromDetail(current) : null);
  const characters = useFirstCharactersFirst(query.detail?.characters);
  const cover = anime?.image.facebookOgImageUrl ?? '';
  const coverFailed = useMemo(() => coverPreloadFailed(cover), [cover]);
  usePageName(anime?.title ?? null);
  if (!selected && current === null) return <NotFound />;
  if (!anime) {
    return query.error ? (
      <ErrorState message={catalogErrorMessage(query.error)} onRetry={() => void query.refetch()} />
    ) : (
      <LoadingState shape="portrait" minColumn={240} />
    );
  }
  const titles = query.detail?.titles;
  const subtitle = alternativeTitles(anime.title, [titles?.romaji, titles?.english]).join(' / ');
  const animeTitle = titles?.native || anime.title;

  const select = (character: MediaCharacter) => {
    bus.selectCharacter(characterFromMedia(character, animeTitle));
    navigation.navigate(ROUTES.characterDetail);
  };

  return (
    <>
      <header className={styles.header}>
        <div className={styles.cover}>
          <CoverImage
            src={coverFailed ? '' : anime.image.facebookOgImageUrl}
            alt={anime.title}
            shape="landscape"
            highPriority
          />
        </div>
        <div>
          <h1 className={styles.title}>{anime.title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
      </header>
      {query.detail && (
        <BroadcastPanel info={query.detail.broadcast} snapshotPublishedAt={query.snapshotPublishedAt} />
      )}
      {query.detail && <WorkListPanel mediaId={query.detail.id} title={anime.title} />}
      {/* While the answer loads, the list's placeholder stands right under the title for everything the
          answer brings (the subtitle, 放送・配信, the characters): it is replaced, so nothing shown moves. */}
      {!query.loading && <h2 className={styles.heading}>キャラクター</h2>}
      <CatalogList
        query={{ ...query, items: query.detail === undefined ? undefined : (characters ?? []) }}
        label={`${anime.title}のキャラクター`}
        shape="portrait"
        minColumn={240}
        itemKey={(character) => String(character.id)}
        emptyDetail={query.offline && query.detail ? <OfflineCharactersNote /> : undefined}
        renderItem={(character, index) => (
          <CatalogCard
            title={character.name}
            image={character.image}
            shape="portrait"
            caption={cvLabel(character.voiceActor)}
            eager={index < EAGER_COVERS}
            onSelect={() => select(character)}
          />
        )}
      />
      {/* Last, so its arrival moves nothing drawn above it. */}
      {query.detail && <WorkEpisodes mediaId={query.detail.id} title={anime.title} />}
    </>
  );
}

/** The work on the fan's list: its status, the episodes the catalogue knows, score and memo. */
function WorkListPanel({ mediaId, title }: { mediaId: number; title: string }) {
  return <MyListPanel mediaId={mediaId} title={title} known={useKnownEpisodes(mediaId)} />;
}

/**
 * エピソード, once the catalogue has said which episodes it knows (the answer the マイリスト panel uses);
 * an address with `episode=<n>` (a notification's link) opens that episode's thread.
 */
function WorkEpisodes({ mediaId, title }: { mediaId: number; title: string }) {
  const known = useKnownEpisodes(mediaId);
  const [params, setParams] = useSearchParams();
  const linkedEpisode = parseEpisode(params.get(EPISODE_PARAM));
  // The address follows the thread the visitor opens or closes (in place: 戻る is unchanged), so it can
  // be shared, and a link to the episode followed again opens it again.
  const followOpened = useCallback(
    (episode: number | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (episode === null) next.delete(EPISODE_PARAM);
          else next.set(EPISODE_PARAM, String(episode));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return (
    known && (
      <EpisodesSection
        mediaId={mediaId}
        title={title}
        known={known}
        linkedEpisode={linkedEpisode}
        onOpenedChange={followOpened}
      />
    )
  );
}

/** An episode number (1–9999) from the address; null for none or any other text. */
function parseEpisode(text: string | null): number | null {
  return text !== null && /^[1-9]\d{0,3}$/.test(text) ? Number(text) : null;
}

const OFFLINE_CHARACTERS =
  'オフラインのアニメ情報には、よく知られた作品のキャラクターだけを収録しています' +
  '（AniList に接続しているときは、すべての作品のキャラクターを表示します）。';

/** Why an offline work so often has no characters (a work not found needs no such line). */
function OfflineCharactersNote() {
  return <p>{OFFLINE_CHARACTERS}</p>;
}
