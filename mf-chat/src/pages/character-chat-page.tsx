import type { RemotePageProps } from '@anifan/platform';

export default function CharacterChatPage(_props: RemotePageProps) {
  return <h1>chat</h1>;
}
