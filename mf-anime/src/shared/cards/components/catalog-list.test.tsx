import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { catalogErrorMessage } from '../../catalog/lib/error-messages';
import { CatalogList, type ListQuery } from './catalog-list';

interface Work {
  title: string;
}

const WORKS: Work[] = [{ title: '呪術廻戦' }, { title: '葬送のフリーレン' }];
const loading: ListQuery<Work> = { loading: true, items: undefined, refetch: () => Promise.resolve() };

let setQuery: (query: ListQuery<Work>) => void = () => undefined;

function Harness({ initial }: { initial: ListQuery<Work> }) {
  const [query, set] = useState(initial);
  setQuery = set;
  return (
    <CatalogList
      query={query}
      label="今期のアニメ"
      shape="landscape"
      minColumn={200}
      itemKey={(work) => work.title}
      renderItem={(work) => <button type="button">{work.title}</button>}
      emptyDetail={<p>2026年春までを収録しています</p>}
    />
  );
}

describe('CatalogList', () => {
  it('goes from Loading... to the cards in one change: no empty or half-drawn list in between', async () => {
    render(<Harness initial={loading} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const status = screen.queryByRole('status') !== null;
      const empty = screen.queryByText('データがありません') !== null;
      const cards = screen.queryAllByRole('button').length;
      seen.push(`status ${status}, empty ${empty}, cards ${cards}`);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await act(async () => setQuery({ ...loading, loading: false, items: WORKS }));
    observer.disconnect();
    expect(screen.getByRole('list', { name: '今期のアニメ' })).toBeInTheDocument();
    expect(new Set(seen)).toEqual(new Set(['status false, empty false, cards 2']));
  });

  it('shows データがありません with its detail when the answer has no items', async () => {
    render(<Harness initial={loading} />);
    await act(async () => setQuery({ ...loading, loading: false, items: [] }));
    expect(screen.getByText('データがありません')).toBeInTheDocument();
    expect(screen.getByText('2026年春までを収録しています')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the error in Japanese, and 再試行 asks again', async () => {
    const refetch = jest.fn(() => Promise.reject(new Error('still down')));
    const error = new Error('down');
    render(<Harness initial={{ loading: false, error, items: undefined, refetch }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(catalogErrorMessage(error));
    fireEvent.click(screen.getByRole('button', { name: '再試行' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    // A retry that fails again comes back through the query's error, not as an unhandled rejection.
    await act(async () => undefined);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
