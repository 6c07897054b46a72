// The キャラクター tab: characters matching the submitted search, most favourited first.
import { useMemo } from 'react';
import { ROUTES } from '@anifan/contract';
import { usePlatform } from '../../../lib/platform-context';
import { CatalogCard } from '../../../shared/cards/components/catalog-card';
import { CatalogList } from '../../../shared/cards/components/catalog-list';
import { EAGER_COVERS } from '../../../shared/cards/components/cover-image';
import { useGetCharacters, type CharacterSummary } from '../api/get-characters';
import { useAnimeSearch, useReplaceAnimeList } from '../hooks/use-anime-search';
import { animeFromCard, characterFromSearch } from '../../../shared/cards/lib/selection';
import styles from './anime-home.module.css';

export function CharactersPanel() {
  const { bus, navigation } = usePlatform();
  const { searchKey } = useAnimeSearch();
  const query = useGetCharacters(searchKey);
  const list = useMemo(
    () => query.items?.map((character) => animeFromCard(character.name, character.image)),
    [query.items],
  );
  useReplaceAnimeList(list);

  const select = (character: CharacterSummary) => {
    bus.selectCharacter(characterFromSearch(character));
    navigation.navigate(ROUTES.characterDetail);
  };

  return (
    <>
      <p className={styles.panelCaption}>
        検索したキーワードに合うキャラクターを、お気に入り登録の多い順に表示します。
      </p>
      <CatalogList
        query={query}
        label="キャラクター"
        shape="portrait"
        minColumn={200}
        itemKey={(character) => String(character.id)}
        renderItem={(character, index) => (
          <CatalogCard
            title={character.name}
            image={character.image}
            shape="portrait"
            rank={index + 1}
            eager={index < EAGER_COVERS}
            onSelect={() => select(character)}
          />
        )}
      />
    </>
  );
}
