// A moment as the visitor's clock reads it, in Japanese, with the instant machine-readable beside it.
import { render } from '@testing-library/react';
import { DateTime } from './date-time';

describe('DateTime', () => {
  it('shows the date and time in Japanese and keeps the instant in dateTime', () => {
    const iso = '2026-11-26T11:15:00.000Z';
    const { container } = render(<DateTime iso={iso} className="when" />);
    const time = container.querySelector('time');
    expect(time).toHaveAttribute('datetime', iso);
    expect(time).toHaveClass('when');
    expect(time).toHaveTextContent(/^2026\/11\/2[67] \d{1,2}:15$/);
  });

  it('shows nothing for a time it cannot read', () => {
    const { container } = render(<DateTime iso="not a time" />);
    expect(container).toBeEmptyDOMElement();
  });
});
