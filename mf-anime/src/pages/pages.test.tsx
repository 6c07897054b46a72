import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createTestPlatform } from '../testing/test-platform';
import { mediaDetailAnswer, worksAnswer } from '../testing/fixtures';
import AnimeDetailPage from './anime-detail-page';
import AnimeHomePage from './anime-home-page';
import MyListPage from './my-list-page';

function answerJson(body: unknown) {
  return Promise.resolve({
    status: 200,
    ok: true,
    headers: { get: () => 'application/json' },
    text: async () => JSON.stringify(body),
  } as unknown as Response);
}

describe('exposed pages', () => {
  const fetchMock = jest.fn((_url: string, init: RequestInit) => {
    const { operationName } = JSON.parse(String(init.body)) as { operationName: string };
    return answerJson(
      operationName === 'GetMediaDetail'
        ? mediaDetailAnswer('呪術廻戦', [{ id: 1, native: '五条悟', full: 'Satoru Gojou' }])
        : worksAnswer(['呪術廻戦']),
    );
  });

  beforeEach(() => {
    fetchMock.mockClear();
    Object.assign(globalThis, { fetch: fetchMock });
  });

  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'fetch');
  });

  it("AnimeHome renders with the platform inside the shell's router and queries the platform's graphqlUrl", async () => {
    const platform = createTestPlatform();
    render(
      <MemoryRouter>
        <AnimeHomePage platform={platform} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('searchbox', { name: 'アニメを検索' })).toBeInTheDocument();
    expect(
      await within(screen.getByRole('tabpanel')).findByRole('button', { name: '1位 呪術廻戦' }),
    ).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      platform.config.graphqlUrl,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('AnimeDetail shares one client per platform, so a revisit answers from the cache', async () => {
    const platform = createTestPlatform();
    platform.bus.selectAnime({
      title: '呪術廻戦',
      watchersCount: 0,
      seasonYear: '',
      image: { facebookOgImageUrl: '' },
    });
    const first = render(
      <MemoryRouter>
        <AnimeDetailPage platform={platform} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: '五条悟 CV: 不明' })).toBeInTheDocument();
    first.unmount();
    render(
      <MemoryRouter>
        <AnimeDetailPage platform={platform} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: '五条悟 CV: 不明' })).toBeInTheDocument();
    const detailRequests = fetchMock.mock.calls.filter(([, init]) =>
      String(init.body).includes('"operationName":"GetMediaDetail"'),
    );
    expect(detailRequests).toHaveLength(1);
  });

  it("MyList renders マイリスト with the platform inside the shell's router: an empty guest list asks nothing", async () => {
    localStorage.clear();
    render(
      <MemoryRouter>
        <MyListPage platform={createTestPlatform()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'マイリスト' })).toBeInTheDocument();
    expect(await screen.findByText('マイリストはまだ空です。')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
