import { render, screen } from '@testing-library/react';
import { createStandalonePlatform } from '@anifan/platform';
import CharacterChatPage from './character-chat-page';

it('renders', () => {
  render(<CharacterChatPage platform={createStandalonePlatform()} />);
  expect(screen.getByRole('heading')).toHaveTextContent('chat');
});
