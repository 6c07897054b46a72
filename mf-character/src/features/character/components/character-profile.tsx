// The character's picture, name with CV, and the voice actor's portrait linking to Wikipedia.
import type { SelectedCharacter } from '@anifan/contract';
import { FallbackImage } from '../../../shared/fallback-image';
import { cvLabel } from '../lib/cv-label';
import { wikipediaUrl } from '../lib/wikipedia-url';
import styles from './character.module.css';

export function CharacterProfile({ character }: { character: SelectedCharacter }) {
  // The selection crosses a remote boundary and sessionStorage, so a missing field must not crash the page.
  const actor = (character.voiceActors ?? '').trim();
  return (
    <div className={styles.profile}>
      <FallbackImage
        src={character.image}
        alt={character.name}
        highPriority
        className={styles.portrait}
        width={240}
        height={320}
      />
      <div className={styles.identity}>
        <h1 className={styles.name}>{character.name}</h1>
        {character.animeTitle && <p className={styles.anime}>{character.animeTitle}</p>}
        <p className={styles.cv}>{cvLabel(actor)}</p>
        {actor ? (
          <a
            className={styles.actor}
            href={wikipediaUrl(actor)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${actor}のWikipediaページを新しいタブで開く`}
          >
            <FallbackImage
              src={character.voiceActorsImage}
              alt=""
              className={styles.actorImage}
              width={96}
              height={128}
            />
            <span className={styles.actorName}>{actor}</span>
          </a>
        ) : (
          <div className={styles.actor}>
            <FallbackImage
              src={null}
              alt="声優の画像はありません"
              className={styles.actorImage}
              width={96}
              height={128}
            />
          </div>
        )}
      </div>
    </div>
  );
}
