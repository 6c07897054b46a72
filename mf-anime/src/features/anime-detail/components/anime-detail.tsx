// The anime detail (docs/screens.md#anime-detail): the selected anime's cover and title, then its characters with their voice actors.
import { useDeferredValue, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES, subscribeTo, type SelectedAnime } from '@anifan/contract';
import { usePlatform } from '../../../lib/platform-context';
import { CatalogCard } from '../../../shared/cards/components/catalog-card';
import { CatalogList } from '../../../shared/cards/components/catalog-list';
import { CoverImage, EAGER_COVERS } from '../../../shared/cards/components/cover-image';
import { useGetMediaDetail, type MediaCharacter } from '../api/get-media-detail';
import { alternativeTitles } from '../lib/alternative-titles';
import { BroadcastPanel } from './broadcast-panel';
import { characterFromMedia, cvLabel } from '../lib/selection';
import styles from './anime-detail.module.css';

export function AnimeDetail() {
  const { bus } = usePlatform();
  const anime = useSyncExternalStore(subscribeTo(bus.selectedAnime$), () => bus.snapshot().selectedAnime);
  return (
    <section className={styles.detail} aria-label="アニメ詳細">
      <BackButton />
      {anime ? <SelectedAnimeDetail anime={anime} /> : <NoSelection />}
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

function SelectedAnimeDetail({ anime }: { anime: SelectedAnime }) {
  const { bus, navigation } = usePlatform();
  // What the answer brings (the subtitle, 放送・配信, the characters) is drawn in a background render the
  // browser may interrupt, after the task in which Apollo Client stores the answer: drawn in that task
  // too, it made one long task of the two.
  const query = useDeferredValue(useGetMediaDetail(anime.title));
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
          <CoverImage src={anime.image.facebookOgImageUrl} alt={anime.title} shape="landscape" highPriority />
        </div>
        <div>
          <h1 className={styles.title}>{anime.title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
      </header>
      {query.detail && <BroadcastPanel info={query.detail.broadcast} />}
      {/* While the answer loads, the list's placeholder stands right under the title for everything the
          answer brings (the subtitle, 放送・配信, the characters): it is replaced, so nothing shown moves. */}
      {!query.loading && <h2 className={styles.heading}>キャラクター</h2>}
      <CatalogList
        query={{ ...query, items: query.detail === undefined ? undefined : (query.detail?.characters ?? []) }}
        label={`${anime.title}のキャラクター`}
        shape="portrait"
        minColumn={240}
        itemKey={(character) => String(character.id)}
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
    </>
  );
}
