import { render, screen } from '@testing-library/react';
import AnimeListPage from './anime-list-page';
import { testPlatform } from './test-platform';

it('says the page is in preparation', () => {
  render(<AnimeListPage platform={testPlatform()} />);
  expect(screen.getByText(/準備中/)).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});
