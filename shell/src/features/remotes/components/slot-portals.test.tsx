// Slots as a host page sees them: platform.slots mounts the owner's module into the host's element,
// lazily, and a failure stays inside the slot.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import {
  createStandalonePlatform,
  type Platform,
  type RemotePageProps,
  type SlotComponentProps,
  type SlotMount,
} from '@anifan/contract';
import { createRemoteLoader, type ModuleLoader, type RemotePageComponent } from '../lib/remote-loader';
import { createSlotRegistry } from '../lib/slot-registry';
import { RemoteLoaderProvider } from './remote-loader-context';
import { SlotPortals } from './slot-portals';

type Load = jest.Mock<ReturnType<ModuleLoader>, Parameters<ModuleLoader>>;

function Thread({ platform, thread, title }: SlotComponentProps<'comment-thread'>) {
  return (
    <section aria-label={title}>
      {thread}
      {platform.slots ? '（シェルのプラットフォーム）' : ''}
    </section>
  );
}
const ThreadComponent = Thread as unknown as RemotePageComponent;

let handle: SlotMount<'comment-thread'> | null = null;

/** A host page, as mf-anime's anime detail is: its own content and an empty element it lends the slot. */
function Host({ platform, thread }: RemotePageProps & { thread: `episode:${number}:${number}` }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const mount = platform.slots?.mount('comment-thread', element.current!, { thread, title: '第3話の感想' });
    handle = mount ?? null;
    return () => mount?.unmount();
  }, [platform, thread]);
  return (
    <article>
      <h1>呪術廻戦</h1>
      <div data-testid="slot" ref={element} />
    </article>
  );
}

function renderHost(loadModule: ModuleLoader, options: { opened?: boolean } = {}) {
  const registry = createSlotRegistry();
  const platform: Platform = { ...createStandalonePlatform(), slots: registry.slots };
  const loader = createRemoteLoader(loadModule);
  const view = (opened: boolean, thread: `episode:${number}:${number}` = 'episode:1:3') => (
    <RemoteLoaderProvider loader={loader}>
      {opened ? <Host platform={platform} thread={thread} /> : <h1>呪術廻戦</h1>}
      <SlotPortals registry={registry} platform={platform} />
    </RemoteLoaderProvider>
  );
  const result = render(view(options.opened ?? true));
  return {
    ...result,
    registry,
    platform,
    show: (opened: boolean, thread?: `episode:${number}:${number}`) => result.rerender(view(opened, thread)),
  };
}

describe('SlotPortals', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React reports errors caught by the boundary; they are expected here.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it("loads the owner's module only when a slot is mounted, then shows it in the host's element with the platform and props", async () => {
    const load: Load = jest.fn<ReturnType<ModuleLoader>, Parameters<ModuleLoader>>(
      async () => ThreadComponent,
    );
    const { show } = renderHost(load, { opened: false });
    expect(load).not.toHaveBeenCalled();
    show(true);
    const slot = screen.getByTestId('slot');
    expect(within(slot).getByRole('status')).toHaveTextContent('コメントを読み込んでいます…');
    expect(await within(slot).findByRole('region', { name: '第3話の感想' })).toHaveTextContent(
      'episode:1:3（シェルのプラットフォーム）',
    );
    expect(load).toHaveBeenCalledWith('mf_character', 'CommentThread');
  });

  it('follows new props, and takes the content away when the host unmounts the slot', async () => {
    const { show, registry } = renderHost(jest.fn(async () => ThreadComponent));
    expect(await screen.findByRole('region', { name: '第3話の感想' })).toHaveTextContent('episode:1:3');
    act(() => handle?.update({ thread: 'episode:1:4', title: '第4話の感想' }));
    expect(screen.getByRole('region', { name: '第4話の感想' })).toHaveTextContent('episode:1:4');
    show(false);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(registry.mounted()).toEqual([]);
  });

  it('shows a short Japanese note with 再試行 in the slot when the owner cannot be loaded, leaving the host page as it is', async () => {
    const load: Load = jest
      .fn<ReturnType<ModuleLoader>, Parameters<ModuleLoader>>()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce(ThreadComponent);
    renderHost(load);
    const slot = screen.getByTestId('slot');
    expect(await within(slot).findByRole('alert')).toHaveTextContent(
      'コメントを読み込めませんでした。通信状態を確かめて、もう一度お試しください。',
    );
    expect(screen.getByRole('heading', { name: '呪術廻戦' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);

    await userEvent.click(within(slot).getByRole('button', { name: '再試行' }));
    expect(await within(slot).findByRole('region', { name: '第3話の感想' })).toBeInTheDocument();
    expect(within(slot).queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the note in place of content that throws while rendering', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    renderHost(jest.fn(async () => Broken));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'コメントの表示中に問題が起きました。もう一度お試しください。',
    );
    expect(screen.getByRole('heading', { name: '呪術廻戦' })).toBeInTheDocument();
  });
});
