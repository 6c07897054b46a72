import { characterIdFrom, isCharacterId, parseCharacterId } from './character-id';

describe('isCharacterId', () => {
  it.each([1, 127691, -296356092, 2 ** 31 - 1, -(2 ** 31)])('accepts %d', (id) => {
    expect(isCharacterId(id)).toBe(true);
  });

  it.each([0, -0, 1.5, 2 ** 31, -(2 ** 31) - 1, Number.NaN, Infinity, '12', null, undefined, {}])(
    'refuses %p',
    (value) => {
      expect(isCharacterId(value)).toBe(false);
    },
  );
});

describe('parseCharacterId', () => {
  it.each([
    ['12', 12],
    ['127691', 127691],
    ['-296356092', -296356092],
    ['2147483647', 2147483647],
    ['-2147483648', -2147483648],
  ])('reads %s as %d', (text, id) => {
    expect(parseCharacterId(text)).toBe(id);
  });

  it.each([
    '',
    '0',
    '-0',
    '012',
    '+12',
    '1e3',
    '1.0',
    '0x10',
    ' 12',
    '12 ',
    'abc',
    '五条悟',
    '2147483648',
    '-2147483649',
    '99999999999',
  ])('refuses %j', (text) => {
    expect(parseCharacterId(text)).toBeNull();
  });
});

describe('characterIdFrom (ids kept by earlier versions)', () => {
  it.each([
    [127691, 127691],
    ['127691', 127691],
    ['-296356092', -296356092],
  ])('maps %p to %d', (value, id) => {
    expect(characterIdFrom(value)).toBe(id);
  });

  it.each(['五条悟', '', '012', 0, 1.5, null, undefined, { id: 1 }])('cannot map %p', (value) => {
    expect(characterIdFrom(value)).toBeNull();
  });
});
