import { frontendConfig } from '../tooling/webpack';

export default (_env: unknown, argv: { mode?: string }) =>
  frontendConfig(
    {
      name: 'mf_chat',
      dir: __dirname,
      title: 'mf-chat (standalone)',
      exposes: { './CharacterChat': './src/pages/character-chat-page.tsx' },
    },
    argv,
  );
