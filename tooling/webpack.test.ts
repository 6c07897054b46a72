// A remote's build refuses the contributed pages the shell would refuse, before it compiles anything.
import { frontendConfig } from './webpack';

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
