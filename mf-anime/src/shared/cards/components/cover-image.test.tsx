import { fireEvent, render, screen } from '@testing-library/react';
import { CoverImage, PLACEHOLDER_IMAGE } from './cover-image';

describe('CoverImage', () => {
  it('marks the placeholder it shows for a missing cover, which dark mode dims', () => {
    render(<CoverImage src="" alt="呪術廻戦" shape="landscape" />);
    const image = screen.getByRole('img', { name: '呪術廻戦' });
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(image).toHaveAttribute('data-placeholder');
  });

  it('leaves a real cover unmarked, and marks the placeholder that replaces a broken one', () => {
    render(<CoverImage src="https://img.test/jujutsu.jpg" alt="呪術廻戦" shape="portrait" />);
    const image = screen.getByRole('img', { name: '呪術廻戦' });
    expect(image).toHaveAttribute('src', 'https://img.test/jujutsu.jpg');
    expect(image).not.toHaveAttribute('data-placeholder');

    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(image).toHaveAttribute('data-placeholder');
  });

  it("marks the catalogue's person silhouette as a placeholder too", () => {
    render(<CoverImage src="/api/catalog/images/person.svg" alt="五条悟" shape="portrait" />);
    expect(screen.getByRole('img', { name: '五条悟' })).toHaveAttribute('data-placeholder');
  });
});
