// Streaming services by the names fans in Japan use. AniList names sites in English ("Niconico",
// "Amazon Prime Video", "Disney Plus") and the offline catalogue takes bangumi-data's titles
// ("Niconico", "Prime Video", "Disney+"): both are written the Japanese way here.

/** Japanese names, by the site's name lower-cased without spaces, dots, dashes or plus signs. */
const JAPANESE_NAMES: Readonly<Record<string, string>> = {
  niconico: 'ニコニコ',
  nicovideo: 'ニコニコ',
  amazon: 'Amazon プライム・ビデオ',
  amazonprimevideo: 'Amazon プライム・ビデオ',
  primevideo: 'Amazon プライム・ビデオ',
  danimestore: 'dアニメストア',
  abema: 'ABEMA',
  abematv: 'ABEMA',
  unext: 'U-NEXT',
  netflix: 'Netflix',
  disney: 'ディズニープラス',
  disneyplus: 'ディズニープラス',
  hulu: 'Hulu',
  bandaichannel: 'バンダイチャンネル',
  dmmtv: 'DMM TV',
  lemino: 'Lemino',
  fod: 'FOD',
  telasa: 'TELASA',
  tver: 'TVer',
  youtube: 'YouTube',
};

const nameKey = (site: string) =>
  site
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s.\-+・]/g, '');

/** `ニコニコ` for "Niconico"; a site not listed keeps its own name. */
export function streamingServiceName(site: string): string {
  return JAPANESE_NAMES[nameKey(site)] ?? site;
}
