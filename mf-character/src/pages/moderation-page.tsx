// Exposed as './Moderation' (a contributed page, /moderation, in the sidebar for moderators only): the
// reported and hidden comments, suspensions and the audit log. A guest is asked to sign in; whether a
// signed-in visitor is a moderator is the server's answer to the first request (a 403 says not). The
// catalogue names the characters and titles the works whose threads are listed.
import { useCallback } from 'react';
import type { CharacterId, RemotePageProps } from '@anifan/contract';
import { getCharacter } from '../features/character/api/get-character';
import styles from '../features/character/components/character.module.css';
import { getMediaTitle } from '../features/moderation/api/get-media-title';
import { ModerationDesk } from '../features/moderation/components/moderation-desk';
import { SignInPrompt } from '../shared/sign-in-prompt';
import { authIdentity, useAuthState } from '../shared/use-auth-state';

export default function ModerationPage({ platform }: RemotePageProps) {
  const identity = authIdentity(useAuthState(platform.auth));
  const { graphqlUrl } = platform.config;
  const characterName = useCallback(
    async (id: CharacterId, signal: AbortSignal) =>
      (await getCharacter(graphqlUrl, id, signal))?.name || null,
    [graphqlUrl],
  );
  const workTitle = useCallback(
    (id: number, signal: AbortSignal) => getMediaTitle(graphqlUrl, id, signal),
    [graphqlUrl],
  );
  return (
    <section className={styles.page} aria-labelledby="mf-character-moderation-heading">
      <h1 id="mf-character-moderation-heading">モデレーション</h1>
      {identity === 'loading' ? (
        <p className={styles.muted}>Loading...</p>
      ) : identity === 'signedOut' ? (
        <SignInPrompt auth={platform.auth}>
          モデレーションを行うには、モデレーターのアカウントでサインインしてください。
        </SignInPrompt>
      ) : (
        <ModerationDesk
          key={identity}
          platform={platform}
          characterName={characterName}
          workTitle={workTitle}
        />
      )}
    </section>
  );
}
