// The exposed chat page (/characterChat): サトル by default, or the character the character page chose,
// and only that character.
import { useMemo, useSyncExternalStore } from 'react';
import { apiFor, type RemotePageProps, subscribeTo } from '@anifan/contract';
import { ChatInput } from '../features/chat/components/chat-input';
import { MessageList } from '../features/chat/components/message-list';
import { PersonaAvatar } from '../features/chat/components/persona-avatar';
import styles from '../features/chat/components/chat.module.css';
import { useChat } from '../features/chat/hooks/use-chat';
import { usePersona } from '../features/chat/hooks/use-persona';
import {
  characterTarget,
  DEFAULT_TARGET,
  inputPlaceholder,
  targetKey,
} from '../features/chat/lib/persona-target';

export const OFFLINE_NOTE = 'オフラインモード: 内蔵のペルソナが応答しています';

export default function CharacterChatPage({ platform }: RemotePageProps) {
  const character = useSyncExternalStore(
    subscribeTo(platform.bus.selectedCharacter$),
    () => platform.bus.snapshot().selectedCharacter,
  );
  const target = useMemo(() => (character ? characterTarget(character) : DEFAULT_TARGET), [character]);

  const persona = usePersona(platform, target);
  const chat = useChat(apiFor(platform), persona, targetKey(target));
  const name = persona?.displayName ?? (character ? character.name : 'サトル');
  const anime = persona?.anime ?? character?.animeTitle ?? '';
  const image = character?.image || undefined;
  const mode = persona?.mode ?? platform.config.chat.mode;

  return (
    <section className={styles.page} aria-labelledby="character-chat-title">
      <header className={styles.header}>
        <PersonaAvatar name={name} image={image} size="large" />
        <div className={styles.title}>
          <h1 id="character-chat-title" className={styles.name}>
            {name}
          </h1>
          {anime && <p className={styles.anime}>{anime}</p>}
        </div>
      </header>
      {mode === 'offline' && <p className={styles.offlineNote}>{OFFLINE_NOTE}</p>}
      <MessageList
        messages={chat.messages}
        personaName={name}
        personaImage={image}
        waiting={persona === null || chat.waiting}
        answering={chat.answering}
      />
      <ChatInput
        placeholder={inputPlaceholder(name)}
        canSend={persona !== null && !chat.answering}
        onSend={chat.send}
      />
    </section>
  );
}
