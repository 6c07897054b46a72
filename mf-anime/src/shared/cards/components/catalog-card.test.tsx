import { fireEvent, render, screen } from '@testing-library/react';
import { CatalogCard } from './catalog-card';

/** The text a sighted user reads on the card, in order, as one string. */
const visibleText = (element: HTMLElement) =>
  [...element.querySelectorAll('span')]
    .filter((span) => span.children.length === 0 && span.textContent)
    .map((span) => span.textContent)
    .join(' ');

describe('CatalogCard', () => {
  it('is named by what it shows: the rank badge 「1位」, the title and the caption, in that order', () => {
    const onSelect = jest.fn();
    render(
      <CatalogCard
        title="呪術廻戦"
        image=""
        shape="portrait"
        rank={1}
        caption="2020年"
        onSelect={onSelect}
      />,
    );
    const card = screen.getByRole('button', { name: '1位 呪術廻戦 2020年' });
    expect(screen.getByText('1位')).toBeVisible();
    expect(visibleText(card)).toBe('1位 呪術廻戦 2020年');
    fireEvent.click(card);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('without a rank or caption, is named by its title alone and shows no badge', () => {
    render(<CatalogCard title="葬送のフリーレン" image="" shape="landscape" onSelect={() => undefined} />);
    const card = screen.getByRole('button', { name: '葬送のフリーレン' });
    expect(card.textContent).not.toMatch(/位/);
  });
});
