import {
  bangumiWorkId,
  curatedCharacterKey,
  curatedStaffId,
  hashedWorkId,
  syntheticId,
} from './synthetic-ids';

describe('the catalogue’s made-up ids', () => {
  // Stored ids (comments, favorites) and ids clients may keep: these values must never change.
  it('gives every kind the id it has always had', () => {
    expect(curatedCharacterKey('名探偵コナン', '江戸川コナン')).toBe(-296_356_092);
    expect(curatedStaffId('中村悠一')).toBe(900_848_355);
    expect(hashedWorkId('テスト', '2024-04-05T15:00:00.000Z')).toBe(1_898_853_531);
    expect(bangumiWorkId(328_609)).toBe(1_000_328_609);
    expect(syntheticId('airing:113415:1')).toBe(74_230_434);
    expect(syntheticId('link:https://jujutsukaisen.jp/')).toBe(347_438_415);
  });

  it('keeps each kind inside its own range of 32-bit Ints', () => {
    const texts = Array.from({ length: 2_000 }, (_, i) => `text ${i} ${'あ'.repeat(i % 7)}`);
    for (const text of texts) {
      expect(curatedCharacterKey(text, text)).toBeLessThan(0);
      expect(curatedCharacterKey(text, text)).toBeGreaterThanOrEqual(-(2 ** 31 - 1));
      expect(curatedStaffId(text)).toBeGreaterThanOrEqual(900_000_000);
      expect(curatedStaffId(text)).toBeLessThan(999_000_000);
      expect(hashedWorkId(text, text)).toBeGreaterThanOrEqual(1_500_000_000);
      expect(hashedWorkId(text, text)).toBeLessThan(2 ** 31);
      expect(syntheticId(text)).toBeGreaterThanOrEqual(1);
      expect(syntheticId(text)).toBeLessThan(2 ** 31 - 1);
    }
  });
});
