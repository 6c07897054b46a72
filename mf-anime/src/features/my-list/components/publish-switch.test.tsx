// マイリストの公開: the switch reads the signed-in fan's settings, changes listPublic, and goes back with a
// Japanese message when the change is refused.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type MediaListSettings } from '@anifan/contract';
import { createTestPlatform, signedIn } from '@anifan/contract/testing';
import { PlatformProvider } from '../../../lib/platform-context';
import { REQUEST_MESSAGES } from '../lib/import-messages';
import { PUBLISH_MESSAGES, PublishSwitch } from './publish-switch';

const SETTINGS: MediaListSettings = {
  id: 7,
  name: 'fan',
  scoreFormat: 'POINT_10_DECIMAL',
  listPublic: false,
};

function renderSwitch(api: (path: string, request: { method: string; body?: unknown }) => Promise<unknown>) {
  const server = jest.fn(api);
  const platform = createTestPlatform({ auth: signedIn(), api: server });
  render(
    <PlatformProvider platform={platform}>
      <PublishSwitch />
    </PlatformProvider>,
  );
  return { server, user: userEvent.setup() };
}

const toggle = () => screen.findByRole('switch', { name: 'マイリストを公開する' });

describe('PublishSwitch', () => {
  it('makes the list public and private again, saying who can see it', async () => {
    const { server, user } = renderSwitch(async (_path, { method, body }) =>
      method === 'PUT' ? { ...SETTINGS, ...(body as object) } : SETTINGS,
    );
    expect(await toggle()).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('非公開: このマイリストはあなただけが見られます。')).toBeInTheDocument();

    await user.click(await toggle());
    expect(await toggle()).toHaveAttribute('aria-checked', 'true');
    expect(
      await screen.findByText(
        /公開中: ほかの人もユーザー名「fan」で、このマイリストを見られます。非公開にした作品は表示されません。/,
      ),
    ).toBeInTheDocument();
    expect(server).toHaveBeenLastCalledWith(
      '/list/settings',
      expect.objectContaining({ method: 'PUT', body: { listPublic: true } }),
    );

    await user.click(await toggle());
    expect(await screen.findByText('非公開: このマイリストはあなただけが見られます。')).toBeInTheDocument();
    expect(server).toHaveBeenLastCalledWith(
      '/list/settings',
      expect.objectContaining({ body: { listPublic: false } }),
    );
  });

  it.each([
    [
      'a refusal',
      new ApiError(400, 'list/invalid_entry', 'listPublic must be true or false'),
      PUBLISH_MESSAGES.saveFailed,
    ],
    ['no connection', new ApiError(0, 'network/unreachable', 'x'), REQUEST_MESSAGES.network],
    ['too many changes', new ApiError(429, 'rate_limit/exceeded', 'x'), REQUEST_MESSAGES.rateLimited],
  ])('goes back and says so after %s', async (_case, error, message) => {
    const { user } = renderSwitch(async (_path, { method }) => {
      if (method === 'PUT') throw error;
      return SETTINGS;
    });
    await user.click(await toggle());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(await toggle()).toHaveAttribute('aria-checked', 'false');
  });

  it('says when the settings cannot be read, and reads them again on 再試行', async () => {
    let fail = true;
    const { user } = renderSwitch(async () => {
      if (fail) throw new ApiError(503, 'service/unavailable', 'busy');
      return SETTINGS;
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(PUBLISH_MESSAGES.loadFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: '再試行' }));
    expect(await toggle()).toHaveAttribute('aria-checked', 'false');
  });
});
