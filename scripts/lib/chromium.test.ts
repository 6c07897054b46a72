import type { BrowserContext } from './chromium.cjs';
import { ensureChromium, findChromium, systemCandidates } from './chromium.cjs';

const PLAYWRIGHT_CHROMIUM = '/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/** A machine that has exactly `files` as executables; downloading adds Playwright's Chromium when `online`. */
function machine({
  platform = 'linux',
  env = {},
  files = [],
  online = false,
}: {
  platform?: NodeJS.Platform;
  env?: Record<string, string>;
  files?: string[];
  online?: boolean;
}) {
  const present = new Set(files);
  const download = jest.fn(() => {
    if (online) present.add(PLAYWRIGHT_CHROMIUM);
    return online;
  });
  const context: BrowserContext = {
    env,
    platform,
    homedir: platform === 'darwin' ? '/Users/dev' : '/home/dev',
    isExecutable: (file) => present.has(file),
    playwrightChromium: () => PLAYWRIGHT_CHROMIUM,
    download,
  };
  return { context, download };
}

describe('finding a browser', () => {
  it('takes CHROMIUM_PATH first', () => {
    const { context, download } = machine({
      env: { CHROMIUM_PATH: '/opt/my/chrome' },
      files: ['/opt/my/chrome', '/usr/bin/chromium', PLAYWRIGHT_CHROMIUM],
    });
    expect(ensureChromium(context)).toEqual({ path: '/opt/my/chrome' });
    expect(download).not.toHaveBeenCalled();
  });

  it('stops on a CHROMIUM_PATH that is not there, rather than silently using another browser', () => {
    const { context, download } = machine({
      env: { CHROMIUM_PATH: '/opt/missing/chrome' },
      files: ['/usr/bin/chromium'],
    });
    expect(findChromium(context)).toBe('/opt/missing/chrome');
    expect(ensureChromium(context)).toEqual({
      path: null,
      message:
        'CHROMIUM_PATH is "/opt/missing/chrome", which is not an executable file: point it at a Chromium or Chrome executable, or unset it to use the browser found on this machine.',
    });
    expect(download).not.toHaveBeenCalled();
  });

  it('then the system Chromium, then Chrome, at their usual Linux paths', () => {
    expect(systemCandidates(machine({}).context)).toEqual([
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/usr/bin/google-chrome',
      '/usr/bin/google-chrome-stable',
      '/opt/google/chrome/chrome',
      '/snap/bin/chromium',
    ]);
    const both = machine({ files: ['/usr/bin/google-chrome', '/usr/bin/chromium', PLAYWRIGHT_CHROMIUM] });
    expect(ensureChromium(both.context)).toEqual({ path: '/usr/bin/chromium' });
    const chromeOnly = machine({ files: ['/usr/bin/google-chrome-stable'] });
    expect(ensureChromium(chromeOnly.context)).toEqual({ path: '/usr/bin/google-chrome-stable' });
    expect(chromeOnly.download).not.toHaveBeenCalled();
  });

  it('looks in the macOS application folders, the system one before the user one', () => {
    const { context } = machine({
      platform: 'darwin',
      files: ['/Users/dev/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'],
    });
    expect(systemCandidates(context)).toEqual([
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
      '/Users/dev/Applications/Chromium.app/Contents/MacOS/Chromium',
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      '/Users/dev/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    ]);
    expect(findChromium(context)).toBe(
      '/Users/dev/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    );
  });

  it('looks where Windows installers put Chromium and Chrome', () => {
    const { context } = machine({
      platform: 'win32',
      env: { LOCALAPPDATA: 'C:\\Users\\dev\\AppData\\Local', PROGRAMFILES: 'C:\\Program Files' },
      files: ['C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe'],
    });
    expect(systemCandidates(context)).toEqual([
      'C:\\Users\\dev\\AppData\\Local\\Chromium\\Application\\chrome.exe',
      'C:\\Program Files\\Chromium\\Application\\chrome.exe',
      'C:\\Users\\dev\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe',
      'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    ]);
    expect(findChromium(context)).toBe('C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe');
  });

  it('then a Chromium Playwright has already installed, without downloading it again', () => {
    const { context, download } = machine({ files: [PLAYWRIGHT_CHROMIUM] });
    expect(ensureChromium(context)).toEqual({ path: PLAYWRIGHT_CHROMIUM });
    expect(download).not.toHaveBeenCalled();
  });

  it("otherwise downloads Playwright's Chromium when the network allows", () => {
    const { context, download } = machine({ online: true });
    expect(findChromium(context)).toBeNull();
    expect(ensureChromium(context)).toEqual({ path: PLAYWRIGHT_CHROMIUM });
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('with none to be had, says in one line what to install or which variable to set', () => {
    const advice: Array<[NodeJS.Platform, string]> = [
      ['linux', 'sudo apt-get install chromium'],
      ['darwin', 'brew install --cask chromium'],
      ['win32', 'install Google Chrome'],
    ];
    for (const [platform, install] of advice) {
      const { context, download } = machine({ platform });
      const result = ensureChromium(context);
      expect(download).toHaveBeenCalledTimes(1);
      expect(result.path).toBeNull();
      const message = 'message' in result ? result.message : '';
      expect(message).toMatch(
        /^No Chromium or Chrome found and Playwright's Chromium could not be downloaded: /,
      );
      expect(message).toContain(install);
      expect(message).toContain('npx playwright install chromium');
      expect(message).toContain('set CHROMIUM_PATH');
      expect(message).not.toContain('\n');
    }
  });

  it('treats a platform Playwright has no Chromium for like one where none is installed', () => {
    const { context } = machine({});
    context.playwrightChromium = () => null;
    expect(ensureChromium(context).path).toBeNull();
  });
});
