// Streaming services are shown by the names fans in Japan use, whichever catalogue named them.
import { streamingServiceName } from './streaming-services';

describe('streamingServiceName', () => {
  it.each([
    ['Niconico', 'ニコニコ'],
    ['Nico Nico', 'ニコニコ'],
    ['Amazon Prime Video', 'Amazon プライム・ビデオ'],
    ['Prime Video', 'Amazon プライム・ビデオ'],
    ['Amazon', 'Amazon プライム・ビデオ'],
    ['d Anime Store', 'dアニメストア'],
    ['dアニメストア', 'dアニメストア'],
    ['Abema', 'ABEMA'],
    ['ABEMA', 'ABEMA'],
    ['U-NEXT', 'U-NEXT'],
    ['Netflix', 'Netflix'],
    ['Disney Plus', 'ディズニープラス'],
    ['Disney+', 'ディズニープラス'],
    ['Hulu', 'Hulu'],
    ['Bandai Channel', 'バンダイチャンネル'],
  ])('writes %s as %s', (site, name) => {
    expect(streamingServiceName(site)).toBe(name);
  });

  it('keeps the name of a service it does not know', () => {
    expect(streamingServiceName('Crunchyroll')).toBe('Crunchyroll');
    expect(streamingServiceName('哔哩哔哩')).toBe('哔哩哔哩');
  });
});
