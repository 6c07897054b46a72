// A remote's build refuses the contributed pages the shell would refuse, before it compiles anything, and
// ships a route data script for every page it exposes, where the shell's boot.js looks for it.
import { frontendConfig, plainScriptsConfig } from './webpack';

const remote = {
  name: 'mf_demos' as const,
  dir: __dirname,
  title: 'test remote',
  exposes: { './MyList': './my-list-page.tsx' },
};
const myList = { path: '/myList', title: 'マイリスト', navLabel: 'マイリスト', module: 'MyList' };

describe('frontendConfig with contributed pages', () => {
  it('accepts pages served by an exposed module', () => {
    expect(() => frontendConfig({ ...remote, pages: [myList] }, { mode: 'production' })).not.toThrow();
  });

  it.each([
    ['a module it does not expose', { ...myList, module: 'Other' }, 'page 1: module Other is not exposed'],
    [
      'a fixed route',
      { ...myList, path: '/timetable' },
      "page 1: path /timetable is one of the app's fixed routes",
    ],
  ])('fails the build for a page with %s, saying which and why', (_label, page, reason) => {
    expect(() => frontendConfig({ ...remote, pages: [page] }, { mode: 'production' })).toThrow(
      `mf_demos: the shell would refuse these contributed pages: ${reason}`,
    );
  });
});

describe('route data scripts', () => {
  const exposes = { './Home': './home-page.tsx', './Detail': './detail-page.tsx' };
  const options = { ...remote, exposes, routeData: { Detail: './route-data/detail.ts' } };

  it('builds the ones the remote names, each to route-data-<page>.js', () => {
    expect(plainScriptsConfig(options, { mode: 'production' }).entry).toEqual({
      'route-data-Detail': './route-data/detail.ts',
    });
  });

  it('writes an empty one for every other exposed page, where boot.js looks for it', () => {
    const plugins = frontendConfig(options, { mode: 'production' }).plugins ?? [];
    const empty = plugins.find((plugin) => plugin?.constructor.name === 'EmptyRouteDataPlugin');
    expect(empty).toEqual(expect.objectContaining({ files: ['route-data-Home.js'] }));
  });

  it('fails the build for route data of a page the remote does not expose', () => {
    expect(() =>
      plainScriptsConfig({ ...remote, exposes, routeData: { Other: './other.ts' } }, { mode: 'production' }),
    ).toThrow('mf_demos: route data for pages it does not expose: Other');
  });
});
