import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnimeTabs } from './anime-tabs';

const TABS = [
  { id: 'a', label: '今期のアニメ' },
  { id: 'b', label: '来期のアニメ' },
  { id: 'c', label: 'N期のアニメ' },
] as const;

function Harness() {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  return (
    <>
      <button type="button">before</button>
      <AnimeTabs
        idPrefix="t"
        label="アニメの一覧"
        tabs={TABS}
        selected={selected}
        onSelect={setSelected}
        renderPanel={(id) => <p>panel {id}</p>}
      />
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('AnimeTabs', () => {
  it('selects the first tab, labels its panel and renders only that panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'アニメの一覧' })).toBeInTheDocument();
    expect(tab('今期のアニメ')).toHaveAttribute('aria-selected', 'true');
    expect(tab('来期のアニメ')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: '今期のアニメ' });
    expect(panel).toHaveTextContent('panel a');
    expect(tab('今期のアニメ')).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('panel b')).not.toBeInTheDocument();
  });

  it('keeps a single tab stop on the selected tab (roving tabindex)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(tab('今期のアニメ')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it.each([
    ['{ArrowRight}', '来期のアニメ'],
    ['{ArrowRight}{ArrowRight}{ArrowRight}', '今期のアニメ'],
    ['{ArrowLeft}', 'N期のアニメ'],
    ['{End}', 'N期のアニメ'],
    ['{End}{Home}', '今期のアニメ'],
    ['{ArrowRight}{ArrowDown}', '来期のアニメ'],
  ])('keys %s move focus and selection to %s', async (keys, expected) => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(tab('今期のアニメ'));
    await user.keyboard(keys);
    expect(tab(expected)).toHaveFocus();
    expect(tab(expected)).toHaveAttribute('aria-selected', 'true');
    expect(tab(expected)).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('tab').filter((element) => element.tabIndex === 0)).toHaveLength(1);
    expect(screen.getByRole('tabpanel', { name: expected })).toBeVisible();
  });

  it('marks the edges where more tabs are hidden, so a narrow strip fades there', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist');
    expect(list).toHaveAttribute('data-more-before', 'false');
    expect(list).toHaveAttribute('data-more-after', 'false');
    // jsdom lays nothing out: a 390 px strip holding 600 px of tabs.
    let scrollLeft = 0;
    Object.defineProperties(list, {
      scrollWidth: { configurable: true, get: () => 600 },
      clientWidth: { configurable: true, get: () => 390 },
      scrollLeft: { configurable: true, get: () => scrollLeft },
    });
    const scrollTo = (left: number) => {
      scrollLeft = left;
      fireEvent.scroll(list);
    };
    const edges = () => [list.getAttribute('data-more-before'), list.getAttribute('data-more-after')];
    scrollTo(0);
    expect(edges()).toEqual(['false', 'true']);
    scrollTo(100);
    expect(edges()).toEqual(['true', 'true']);
    scrollTo(210);
    expect(edges()).toEqual(['true', 'false']);
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(tab('N期のアニメ'));
    expect(screen.getByRole('tabpanel', { name: 'N期のアニメ' })).toHaveTextContent('panel c');
  });
});
