import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStandalonePlatform, type RemotePageProps } from '@anifan/contract';
import { createRemoteLoader, type ModuleLoader } from '../lib/remote-loader';
import { RemoteLoaderProvider } from './remote-loader-context';
import { RemotePage } from './remote-page';

const platform = createStandalonePlatform();

function Chat({ platform: received }: RemotePageProps) {
  return <h1>{received === platform ? 'チャット' : 'wrong platform'}</h1>;
}

function mount(loadModule: ModuleLoader) {
  const loader = createRemoteLoader(loadModule);
  return render(
    <RemoteLoaderProvider loader={loader}>
      <RemotePage remote="mf_chat" module="CharacterChat" platform={platform} />
    </RemoteLoaderProvider>,
  );
}

describe('RemotePage', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React reports errors caught by the boundary; they are expected here.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows Loading... and then the remote page, handing it the platform', async () => {
    const loadModule = jest.fn<ReturnType<ModuleLoader>, Parameters<ModuleLoader>>(async () => Chat);
    mount(loadModule);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'チャット' })).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledWith('mf_chat', 'CharacterChat');
  });

  it('renders a page that has already loaded in the same commit, without the loading state', async () => {
    const loader = createRemoteLoader(async () => Chat);
    await loader.preload('mf_chat', 'CharacterChat');
    render(
      <RemoteLoaderProvider loader={loader}>
        <RemotePage remote="mf_chat" module="CharacterChat" platform={platform} />
      </RemoteLoaderProvider>,
    );
    expect(screen.getByRole('heading', { name: 'チャット' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the Japanese error panel when the remote cannot be loaded, and loads again on 再試行', async () => {
    const loadModule = jest
      .fn<ReturnType<ModuleLoader>, Parameters<ModuleLoader>>()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce(Chat);
    mount(loadModule);

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('このページを読み込めませんでした');
    expect(panel).toHaveTextContent('取得できませんでした');

    await userEvent.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByRole('heading', { name: 'チャット' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledTimes(2);
  });

  it('keeps showing the panel while retries keep failing', async () => {
    const loadModule = jest.fn<ReturnType<ModuleLoader>, Parameters<ModuleLoader>>(async () => {
      throw new Error('offline');
    });
    mount(loadModule);
    await userEvent.click(await screen.findByRole('button', { name: '再試行' }));
    expect(await screen.findByRole('button', { name: '再試行' })).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledTimes(2);
  });

  it('shows the panel in place of a page that throws while rendering', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    mount(async () => Broken);
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('このページを読み込めませんでした');
    expect(panel).toHaveTextContent('表示中に問題が起きました');
  });
});
