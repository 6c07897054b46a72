import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomeLandingPage from './home-landing-page';
import { testPlatform } from './test-platform';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

const bubbleStyles = () =>
  screen
    .getAllByTestId('bubble')
    .map((bubble) => `${bubble.getAttribute('style')}|${bubble.parentElement?.getAttribute('style')}`);

afterEach(() => {
  jest.useRealTimers();
});

it('shows the hero with one h1, the logo and the tagline, then the three sections in heading order', () => {
  mockReducedMotion(false);
  render(<HomeLandingPage platform={testPlatform()} />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('AniFan');
  expect(screen.getByRole('img', { name: 'AniFan ロゴ' })).toBeInTheDocument();
  expect(screen.getByText('好きなアニメと、もっと近くに。')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'AniFan について',
    '使い方',
    'これまでの歩み',
  ]);
});

it('credits the data sources and their licence', () => {
  mockReducedMotion(false);
  render(<HomeLandingPage platform={testPlatform()} />);
  const about = screen.getByRole('region', { name: 'AniFan について' });
  expect(about).toHaveTextContent('作品データ: bangumi-data (CC BY 4.0)');
  expect(within(about).getByRole('link', { name: 'bgmd' })).toBeInTheDocument();
  expect(about).toHaveTextContent('AniList');
  expect(about).toHaveTextContent('Annict');
});

it('renders five bubbles and restyles them every 2000 ms', () => {
  mockReducedMotion(false);
  jest.useFakeTimers();
  render(<HomeLandingPage platform={testPlatform()} />);
  expect(screen.getAllByTestId('bubble')).toHaveLength(5);
  const before = bubbleStyles();
  act(() => {
    jest.advanceTimersByTime(1999);
  });
  expect(bubbleStyles()).toEqual(before);
  act(() => {
    jest.advanceTimersByTime(1);
  });
  expect(bubbleStyles()).not.toEqual(before);
  expect(screen.getAllByTestId('bubble')).toHaveLength(5);
});

it('keeps the bubbles still when the visitor prefers reduced motion', () => {
  mockReducedMotion(true);
  jest.useFakeTimers();
  render(<HomeLandingPage platform={testPlatform()} />);
  const before = bubbleStyles();
  act(() => {
    jest.advanceTimersByTime(10_000);
  });
  expect(bubbleStyles()).toEqual(before);
  for (const bubble of screen.getAllByTestId('bubble')) expect(bubble).toHaveClass('bubbleStill');
});

it('opens the anime home through the platform navigation', async () => {
  mockReducedMotion(false);
  const platform = testPlatform();
  render(<HomeLandingPage platform={platform} />);
  await userEvent.click(screen.getByRole('link', { name: 'アニメを探す' }));
  expect(platform.navigation.navigate).toHaveBeenCalledWith('/animeHome');
});
