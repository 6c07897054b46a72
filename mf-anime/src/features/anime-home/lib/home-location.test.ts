import { readHomeLocation, writeHomeLocation, type HomeLocation } from './home-location';

describe('readHomeLocation', () => {
  it.each([
    ['', { searchKey: '', tab: 'thisSeason' }],
    ['q=%E5%91%AA%E8%A1%93%E5%BB%BB%E6%88%A6&tab=works', { searchKey: '呪術廻戦', tab: 'works' }],
    ['q=3%E5%B9%B4%E5%89%8D+%E7%A7%8B&tab=nSeason', { searchKey: '3年前 秋', tab: 'nSeason' }],
    ['tab=characters', { searchKey: '', tab: 'characters' }],
    ['tab=nextSeason&q=', { searchKey: '', tab: 'nextSeason' }],
    ['tab=bogus&q=a', { searchKey: 'a', tab: 'thisSeason' }],
    ['tab=WORKS', { searchKey: '', tab: 'thisSeason' }],
    ['q=a&tab=nSeason&season=2026-spring', { searchKey: 'a', tab: 'nSeason', season: '2026-spring' }],
    ['tab=nSeason&season=2026', { searchKey: '', tab: 'nSeason' }],
    ['tab=nSeason&season=%E6%98%A5', { searchKey: '', tab: 'nSeason' }],
  ] as const)('%j → %j', (search, expected) => {
    expect(readHomeLocation(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('writeHomeLocation', () => {
  it.each<[HomeLocation, string]>([
    [{ searchKey: '', tab: 'thisSeason' }, ''],
    [{ searchKey: '呪術廻戦', tab: 'works' }, 'q=%E5%91%AA%E8%A1%93%E5%BB%BB%E6%88%A6&tab=works'],
    [{ searchKey: '', tab: 'characters' }, 'tab=characters'],
    [{ searchKey: 'a&b=c', tab: 'thisSeason' }, 'q=a%26b%3Dc'],
    [
      { searchKey: '呪術廻戦', tab: 'nSeason', season: '2026-spring' },
      'q=%E5%91%AA%E8%A1%93%E5%BB%BB%E6%88%A6&tab=nSeason&season=2026-spring',
    ],
  ])('%j → %j, and reads back the same', (location, expected) => {
    const written = writeHomeLocation(new URLSearchParams(), location);
    expect(written.toString()).toBe(expected);
    expect(readHomeLocation(written)).toEqual(location);
  });

  it('keeps parameters that are not its own and drops its defaults', () => {
    const params = new URLSearchParams('utm=x&q=old&tab=works&season=2026-spring');
    expect(writeHomeLocation(params, { searchKey: '', tab: 'thisSeason' }).toString()).toBe('utm=x');
    expect(params.toString()).toBe('utm=x&q=old&tab=works&season=2026-spring');
  });
});
