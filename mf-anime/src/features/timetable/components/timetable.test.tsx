// 放送カレンダー: a season's works by weekday in Japan time, today first; a card opens the anime detail.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { CatalogProvider } from '../../../shared/catalog/components/catalog-provider';
import { ERROR_MESSAGES } from '../../../shared/catalog/lib/error-messages';
import { PlatformProvider } from '../../../lib/platform-context';
import { createFakeGateway, embeddedExtensions, type FakeHandler } from '../../../testing/fake-gateway';
import { createTestPlatform } from '../../../testing/test-platform';
import { GUEST_LIST_STORAGE_KEY } from '../../../shared/my-list/lib/guest-backend';
import { Timetable } from './timetable';

/** Tuesday 24 November 2026, 12:00 in Japan: autumn 2026. */
const NOW = new Date('2026-11-24T03:00:00Z');

const jst = (year: number, month: number, day: number, hour: number, minute = 0) =>
  Date.UTC(year, month - 1, day, hour - 9, minute) / 1000;

function media(id: number, title: string, airingAt: number | null, format = 'TV') {
  return {
    __typename: 'Media',
    id,
    title: { __typename: 'MediaTitle', native: title },
    coverImage: { __typename: 'MediaCoverImage', large: `https://img.test/${id}.jpg` },
    format,
    status: 'RELEASING',
    nextAiringEpisode: null,
    airingSchedule: {
      __typename: 'AiringScheduleConnection',
      nodes: airingAt === null ? [] : [{ __typename: 'AiringSchedule', airingAt, episode: 1 }],
    },
  };
}

function page(items: unknown[], hasNextPage = false, extensions?: unknown) {
  return {
    body: {
      data: {
        Page: { __typename: 'Page', pageInfo: { __typename: 'PageInfo', hasNextPage }, media: items },
      },
      ...(extensions ? { extensions } : {}),
    },
  };
}

// 2026-10-06 is a Tuesday, 10-02 a Friday, 10-04 a Sunday.
const autumn: FakeHandler = (request) =>
  request.variables.page === 1
    ? page(
        [
          media(1, '火曜の夜', jst(2026, 10, 6, 23, 30)),
          media(2, '火曜の夕方', jst(2026, 10, 6, 18)),
          media(3, '金曜の深夜', jst(2026, 10, 3, 1, 5)),
          media(4, '劇場版', jst(2026, 10, 2, 10), 'MOVIE'),
        ],
        true,
      )
    : page([media(5, '日曜の朝', jst(2026, 10, 4, 9))]);

function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}

function renderTimetable(handler: FakeHandler = autumn, entry = '/timetable', now = NOW) {
  const platform = createTestPlatform();
  const gateway = createFakeGateway(handler);
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path="/timetable"
          element={
            <PlatformProvider platform={platform}>
              <CatalogProvider platform={platform} client={gateway.client}>
                <Timetable now={now} />
                <Where />
              </CatalogProvider>
            </PlatformProvider>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { platform, gateway, user: userEvent.setup() };
}

const dayHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('Timetable', () => {
  it("asks for this season in Japan, every page, and shows the week from today's weekday", async () => {
    const { gateway } = renderTimetable();
    expect(screen.getByRole('heading', { level: 1, name: '放送カレンダー' })).toBeInTheDocument();
    expect(screen.getByText(/2026年秋のアニメ・毎週の放送枠（日本時間）/)).toBeInTheDocument();
    await screen.findByRole('list', { name: '火曜日の放送' });
    expect(gateway.requestsFor('GetSeasonTimetable').map((request) => request.variables)).toEqual([
      { season: 'FALL', seasonYear: 2026, page: 1 },
      { season: 'FALL', seasonYear: 2026, page: 2 },
    ]);
    expect(dayHeadings()).toEqual(['火曜日今日', '水曜日', '木曜日', '金曜日', '土曜日', '日曜日', '月曜日']);
    const today = screen.getByRole('region', { name: /火曜日/ });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('region', { name: /水曜日/ })).not.toHaveAttribute('aria-current');
  });

  it("keeps Tuesday as today until 5:00 on Wednesday, while Tuesday's late-night shows are on", async () => {
    renderTimetable(autumn, '/timetable', new Date('2026-11-24T19:59:00Z'));
    await screen.findByRole('list', { name: '火曜日の放送' });
    expect(dayHeadings()[0]).toBe('火曜日今日');
  });

  it('orders each day by time in Japan, and leaves out works without a weekly slot', async () => {
    renderTimetable();
    const tuesday = await screen.findByRole('list', { name: '火曜日の放送' });
    // Each entry is followed by its マイリスト control.
    expect(
      within(tuesday)
        .getAllByRole('button', { name: /^\d/ })
        .map((entry) => entry.getAttribute('aria-label')),
    ).toEqual(['18:00 火曜の夕方', '23:30 火曜の夜']);
    // 1:05 on Saturday morning is Friday night's late show: listed under Friday as 25:05.
    expect(
      screen.getByText(
        '深夜0:00〜4:59の放送は、前日の24:00〜28:59として載せています（例: 土曜1:30 → 金曜25:30）。',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: '金曜日の放送' }))
        .getAllByRole('button', { name: /^\d/ })
        .map((entry) => entry.getAttribute('aria-label')),
    ).toEqual(['25:05 金曜の深夜']);
    expect(
      within(screen.getByRole('region', { name: /土曜日/ })).getByText('放送予定の作品はありません'),
    ).toBeVisible();
    expect(screen.getByRole('list', { name: '日曜日の放送' })).toHaveTextContent('日曜の朝');
    expect(
      within(screen.getByRole('region', { name: /水曜日/ })).getByText('放送予定の作品はありません'),
    ).toBeVisible();
    expect(screen.queryByText('劇場版')).not.toBeInTheDocument();
    expect(screen.getByText(/放送枠のない作品（劇場版など）1件/)).toBeInTheDocument();
  });

  it('opens the anime detail of an entry like a card does', async () => {
    const { platform, user } = renderTimetable();
    await user.click(await screen.findByRole('button', { name: '23:30 火曜の夜' }));
    expect(platform.bus.snapshot().selectedAnime).toEqual({
      title: '火曜の夜',
      watchersCount: 0,
      seasonYear: '',
      image: { facebookOgImageUrl: 'https://img.test/1.jpg' },
    });
    expect(platform.navigation.navigate).toHaveBeenCalledWith('/popularAnime/animeDetail');
  });

  it('offers the newest season the offline snapshot covers when this season is beyond it', async () => {
    const { gateway, user } = renderTimetable((request) =>
      request.variables.season === 'FALL'
        ? page([], false, embeddedExtensions('2026-summer'))
        : page([media(6, '夏の作品', jst(2026, 7, 7, 22))], false, embeddedExtensions('2026-summer')),
    );
    expect(await screen.findByText('データがありません')).toBeInTheDocument();
    expect(screen.getByText('オフラインのアニメ情報は2026年夏までを収録しています。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2026年夏の放送カレンダーを見る' }));
    expect(await screen.findByRole('list', { name: '火曜日の放送' })).toHaveTextContent('夏の作品');
    expect(gateway.requestsFor('GetSeasonTimetable').at(-1)?.variables).toEqual({
      season: 'SUMMER',
      seasonYear: 2026,
      page: 1,
    });
    expect(screen.getByTestId('where')).toHaveTextContent('?season=2026-summer');
    await user.click(screen.getByRole('button', { name: '今期（2026年秋）に戻る' }));
    expect(await screen.findByText('データがありません')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toBeEmptyDOMElement();
  });

  it('lists the newest covered season below the explanation, titled as such, when this season is beyond it', async () => {
    const { gateway } = renderTimetable((request) =>
      request.variables.season === 'FALL'
        ? page([], false, embeddedExtensions('2026-summer'))
        : page([media(6, '夏の作品', jst(2026, 7, 7, 22))], false, embeddedExtensions('2026-summer')),
    );
    expect(await screen.findByText('データがありません')).toBeInTheDocument();
    expect(screen.getByText('オフラインのアニメ情報は2026年夏までを収録しています。')).toBeInTheDocument();
    const newest = await screen.findByRole('region', {
      name: '収録されている最新の時期: 2026年夏のアニメ・毎週の放送枠（日本時間）',
    });
    expect(await within(newest).findByRole('list', { name: '火曜日の放送' })).toHaveTextContent('夏の作品');
    expect(gateway.requestsFor('GetSeasonTimetable').at(-1)?.variables).toEqual({
      season: 'SUMMER',
      seasonYear: 2026,
      page: 1,
    });
    expect(screen.getByTestId('where')).toBeEmptyDOMElement();
  });

  it('lists nothing below an empty season the snapshot covers', async () => {
    renderTimetable(() => page([], false, embeddedExtensions('2026-fall')));
    expect(await screen.findByText('データがありません')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /収録されている最新の時期/ })).not.toBeInTheDocument();
  });

  it('shows the season in the address, so a reload or a shared link shows it again', async () => {
    const { gateway } = renderTimetable(autumn, '/timetable?season=2025-spring');
    expect(screen.getByText(/2025年春のアニメ/)).toBeInTheDocument();
    await screen.findByRole('list', { name: '火曜日の放送' });
    expect(gateway.requestsFor('GetSeasonTimetable')[0]?.variables).toMatchObject({
      season: 'SPRING',
      seasonYear: 2025,
    });
  });

  it('shows an error in Japanese and retries', async () => {
    let calls = 0;
    renderTimetable((request) =>
      ++calls === 1 ? { status: 503, body: 'Service Unavailable' } : autumn(request),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_MESSAGES.upstream);
    fireEvent.click(within(alert).getByRole('button', { name: '再試行' }));
    expect(await screen.findByRole('list', { name: '火曜日の放送' })).toBeInTheDocument();
  });

  describe("with the fan's マイリスト", () => {
    beforeEach(() => {
      const listed = (mediaId: number, status: string) => ({
        mediaId,
        status,
        progress: 0,
        repeat: 0,
        scoreRaw: 0,
        notes: null,
        private: false,
        startedAt: null,
        completedAt: null,
        updatedAt: 1_000,
      });
      localStorage.setItem(
        GUEST_LIST_STORAGE_KEY,
        JSON.stringify([listed(1, 'CURRENT'), listed(5, 'PLANNING')]),
      );
    });
    afterEach(() => localStorage.clear());

    it('marks the works on the list with their status', async () => {
      renderTimetable();
      const tuesday = await screen.findByRole('list', { name: '火曜日の放送' });
      expect(
        within(tuesday)
          .getAllByRole('button')
          .map((entry) => entry.getAttribute('aria-label')),
      ).toEqual([
        '18:00 火曜の夕方',
        '『火曜の夕方』をマイリストに追加',
        '23:30 火曜の夜（マイリスト: 見てる）',
        '『火曜の夜』のマイリスト：見てる',
      ]);
      expect(within(tuesday).getByText('見てる')).toBeVisible();
      expect(screen.getByRole('button', { name: '9:00 日曜の朝（マイリスト: 見たい）' })).toBeInTheDocument();
    });

    it("changes a work's status from its entry, without opening the work", async () => {
      const { user, platform } = renderTimetable();
      await user.click(await screen.findByRole('button', { name: '『火曜の夕方』をマイリストに追加' }));
      await user.click(screen.getByRole('menuitemradio', { name: '見たい' }));
      expect(
        screen.getByRole('button', { name: '18:00 火曜の夕方（マイリスト: 見たい）' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '『火曜の夕方』のマイリスト：見たい' })).toHaveFocus();
      expect(platform.navigation.navigate).not.toHaveBeenCalled();
    });

    it('shows only the works on the list with 「マイリストのみ」, and all again without', async () => {
      const { user } = renderTimetable();
      await screen.findByRole('list', { name: '火曜日の放送' });
      await user.click(screen.getByRole('checkbox', { name: 'マイリストのみ' }));
      expect(
        within(screen.getByRole('list', { name: '火曜日の放送' }))
          .getAllByRole('button')
          .map((entry) => entry.getAttribute('aria-label')),
      ).toEqual(['23:30 火曜の夜（マイリスト: 見てる）', '『火曜の夜』のマイリスト：見てる']);
      expect(
        within(screen.getByRole('region', { name: /金曜日/ })).getByText(
          'マイリストの作品の放送はありません',
        ),
      ).toBeVisible();
      expect(screen.queryByText(/放送枠のない作品/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: 'マイリストのみ' }));
      expect(screen.getByRole('button', { name: '25:05 金曜の深夜' })).toBeInTheDocument();
    });
  });
});
