import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStandalonePlatform } from '@anifan/contract';
import { StandaloneApp } from './standalone-app';

beforeEach(() => {
  window.location.hash = '';
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
});

it('runs every exposed page without the shell, reachable from its nav', async () => {
  const user = userEvent.setup();
  render(<StandaloneApp platform={createStandalonePlatform()} />);
  expect(screen.getByRole('heading', { level: 1, name: 'AniFan' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'mf-demos のページ' });
  for (const [link, heading] of [
    ['ポケポケカード', 'ポケポケカード'],
    ['CorkBoard', 'CorkBoard'],
    ['アニメ一覧', 'アニメ一覧'],
    ['MarkItDown', 'MarkItDown'],
  ]) {
    await user.click(within(nav).getByRole('link', { name: link }));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  }
});
