import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Fragment, useState } from 'react';
import {
  Link,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type NavigateFunction,
} from 'react-router-dom';
import { defaultRuntimeConfig } from '@anifan/contract';
import { createShell } from '../../../app/create-shell';
import { createFakeBackend, createTestAuth } from '../../../testing/fake-auth';
import { stubMatchMedia } from '../../../testing/match-media';
import { HEADING_WAIT_MS } from '../hooks/use-focus-page-heading';
import { AppLayout } from './app-layout';

let revealHeading: () => void = () => undefined;
let navigateTo: NavigateFunction = () => undefined;

/** A page whose heading comes after the route, as a remote page's does while its code loads. */
function LatePage() {
  const [shown, setShown] = useState(false);
  revealHeading = () => setShown(true);
  return (
    <div>
      <input aria-label="絞り込み" />
      {shown && <h1>遅れて届くページ</h1>}
    </div>
  );
}

function CurrentLocation() {
  const location = useLocation();
  navigateTo = useNavigate();
  return <output aria-label="現在の場所">{location.pathname + location.search}</output>;
}

function renderLayout(path = '/') {
  stubMatchMedia(false);
  const { platform, auth } = createShell(defaultRuntimeConfig(), createTestAuth(createFakeBackend()));
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppLayout theme={platform.theme} auth={auth} navRoutes={[{ path: '/works', navLabel: 'アニメ作品' }]}>
        {/* Each page keyed by its path, as the app's RouteView is: a new page is new elements. */}
        <Routes>
          <Route
            path="/"
            element={
              <Fragment key="/">
                <h1>ホーム</h1>
                <Link to="/works">作品を見る</Link>
                <Link to="/late">遅いページへ</Link>
              </Fragment>
            }
          />
          <Route
            path="/works"
            element={
              <Fragment key="/works">
                <h1>アニメ作品</h1>
                <Link to="/works?tab=characters">キャラクタータブ</Link>
              </Fragment>
            }
          />
          <Route path="/late" element={<LatePage key="/late" />} />
          <Route
            path="/compose"
            element={
              <Fragment key="/compose">
                <h1>投稿</h1>
                <input aria-label="本文" autoFocus />
              </Fragment>
            }
          />
        </Routes>
        <CurrentLocation />
      </AppLayout>
    </MemoryRouter>,
  );
}

describe('AppLayout: focus after a page change', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('leaves the focus alone on first load', () => {
    renderLayout();
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'ホーム' })).not.toHaveAttribute('tabindex');
  });

  it("moves the focus to the new page's heading when the visitor opens another page", async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('link', { name: '作品を見る' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'アニメ作品' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('moves it from the sidebar link that opened the page too', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'サイドバー' }));
    await userEvent.click(screen.getByRole('link', { name: 'アニメ作品' }));
    expect(screen.getByRole('heading', { level: 1, name: 'アニメ作品' })).toHaveFocus();
  });

  it('keeps the focus where it is when only the query changes (a search or a tab)', async () => {
    renderLayout('/works');
    const tabLink = screen.getByRole('link', { name: 'キャラクタータブ' });
    await userEvent.click(tabLink);
    expect(screen.getByRole('status', { name: '現在の場所' })).toHaveTextContent('/works?tab=characters');
    expect(tabLink).toHaveFocus();
  });

  it('waits for a heading that arrives after the route', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('link', { name: '遅いページへ' }));
    expect(document.body).toHaveFocus();
    await act(async () => revealHeading());
    expect(screen.getByRole('heading', { level: 1, name: '遅れて届くページ' })).toHaveFocus();
  });

  it('does not take the focus back from where the visitor put it while the heading was on its way', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('link', { name: '遅いページへ' }));
    const filter = screen.getByRole('textbox', { name: '絞り込み' });
    await userEvent.click(filter);
    await act(async () => revealHeading());
    expect(filter).toHaveFocus();
  });

  it('leaves the focus on a field the new page focuses itself', async () => {
    renderLayout();
    act(() => {
      void navigateTo('/compose');
    });
    await act(async () => undefined);
    expect(screen.getByRole('textbox', { name: '本文' })).toHaveFocus();
  });

  it('gives up on a heading that takes longer than HEADING_WAIT_MS', async () => {
    jest.useFakeTimers();
    renderLayout();
    act(() => {
      void navigateTo('/late');
    });
    act(() => jest.advanceTimersByTime(HEADING_WAIT_MS));
    await act(async () => revealHeading());
    expect(screen.getByRole('heading', { level: 1, name: '遅れて届くページ' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });
});

describe('AppLayout: skip link', () => {
  it('is the first thing Tab reaches, and moves the focus to the main content without changing the page', async () => {
    renderLayout('/works');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'メインコンテンツへスキップ' });
    expect(skip).toHaveFocus();
    const main = screen.getByRole('main');
    expect(skip).toHaveAttribute('href', `#${main.id}`);

    await userEvent.keyboard('{Enter}');
    expect(main).toHaveFocus();
    expect(screen.getByRole('status', { name: '現在の場所' })).toHaveTextContent(/^\/works$/);

    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'キャラクタータブ' })).toHaveFocus();
  });
});
