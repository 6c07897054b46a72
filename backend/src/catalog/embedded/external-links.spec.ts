import { externalLinksOf, siteLanguage } from './external-links';

describe('siteLanguage', () => {
  it.each([
    ['a global service', null, null],
    ['a Japanese service', ['JP'], 'Japanese'],
    ['a service for Japan among others', ['TW', 'JP'], 'Japanese'],
    ['a mainland Chinese service', ['CN'], 'Chinese'],
    ['a Hong Kong, Macau and Taiwan service', ['HK', 'MO', 'TW'], 'Chinese'],
    ['a South-East Asian service, by most of its regions', ['HK', 'SG', 'MY', 'IN', 'PH', 'TH'], 'English'],
    ['a service of unlisted regions, never taken for a global one', ['ZZ'], 'Other'],
  ])('%s → %s', (_label, regions, language) => {
    expect(siteLanguage(regions)).toBe(language);
  });
});

describe('externalLinksOf', () => {
  const sites = {
    abema: { title: 'ABEMA', regions: ['JP'] },
    netflix: { title: 'Netflix', regions: null },
    bilibili: { title: '哔哩哔哩', regions: ['CN'] },
  };

  it('lists the official site as INFO, then each streaming service as STREAMING with its language', () => {
    const links = externalLinksOf(
      {
        officialSite: 'https://jujutsukaisen.jp/',
        streaming: [
          ['abema', 'https://abema.tv/video/title/536-1'],
          ['netflix', 'https://www.netflix.com/title/81278456'],
          ['bilibili', 'https://www.bilibili.com/bangumi/media/md28229899/'],
        ],
      },
      sites,
    );
    expect(
      links.map(({ site, url, type, language, isDisabled }) => ({ site, url, type, language, isDisabled })),
    ).toEqual([
      {
        site: 'Official Site',
        url: 'https://jujutsukaisen.jp/',
        type: 'INFO',
        language: null,
        isDisabled: false,
      },
      {
        site: 'ABEMA',
        url: 'https://abema.tv/video/title/536-1',
        type: 'STREAMING',
        language: 'Japanese',
        isDisabled: false,
      },
      {
        site: 'Netflix',
        url: 'https://www.netflix.com/title/81278456',
        type: 'STREAMING',
        language: null,
        isDisabled: false,
      },
      {
        site: '哔哩哔哩',
        url: 'https://www.bilibili.com/bangumi/media/md28229899/',
        type: 'STREAMING',
        language: 'Chinese',
        isDisabled: false,
      },
    ]);
    expect(new Set(links.map((l) => l.id)).size).toBe(4);
    expect(links.every((l) => Number.isInteger(l.id) && l.id > 0 && l.id < 2 ** 31)).toBe(true);
  });

  it('answers an empty list for a work with neither', () => {
    expect(externalLinksOf({ officialSite: null, streaming: [] }, sites)).toEqual([]);
  });
});
