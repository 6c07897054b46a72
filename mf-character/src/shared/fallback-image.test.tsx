import { fireEvent, render, screen } from '@testing-library/react';
import { FallbackImage } from './fallback-image';

describe('FallbackImage', () => {
  it('marks the placeholder it shows for a missing picture, which dark mode dims', () => {
    render(<FallbackImage src={null} alt="五条悟" className="portrait" />);
    const image = screen.getByRole('img', { name: '五条悟' });
    expect(image).toHaveClass('portrait');
    expect(image).toHaveClass('placeholder');
  });

  it('leaves a real picture unmarked, and marks the placeholder that replaces a broken one', () => {
    render(<FallbackImage src="https://img.test/gojo.jpg" alt="五条悟" />);
    const image = screen.getByRole('img', { name: '五条悟' });
    expect(image).toHaveAttribute('src', 'https://img.test/gojo.jpg');
    expect(image).not.toHaveAttribute('class');

    fireEvent.error(image);
    expect(image).not.toHaveAttribute('src', 'https://img.test/gojo.jpg');
    expect(image).toHaveClass('placeholder');
  });

  it("marks the catalogue's person silhouette as a placeholder too", () => {
    render(<FallbackImage src="/api/catalog/images/person.svg" alt="五条悟" />);
    expect(screen.getByRole('img', { name: '五条悟' })).toHaveClass('placeholder');
  });
});
