import {
  characterIdParamSchema,
  commentIdParamSchema,
  personaQuerySchema,
  processCommentSchema,
} from './schemas';

const valid = { commentId: 0, characterId: 123, commentText: 'こんにちは' };

describe('processCommentSchema', () => {
  it.each([
    ['a new comment', valid, { commentId: 0, characterId: 123, commentText: 'こんにちは' }],
    ['text trimmed', { ...valid, commentText: '  好き！\n' }, { ...valid, commentText: '好き！' }],
    [
      'a curated key (negative)',
      { ...valid, characterId: -296356092 },
      { ...valid, characterId: -296356092 },
    ],
    ['the largest id', { ...valid, characterId: 2 ** 31 - 1 }, { ...valid, characterId: 2 ** 31 - 1 }],
    ['the smallest id', { ...valid, characterId: -(2 ** 31) }, { ...valid, characterId: -(2 ** 31) }],
    [
      '1000 characters',
      { ...valid, commentText: 'あ'.repeat(1000) },
      { ...valid, commentText: 'あ'.repeat(1000) },
    ],
    [
      '1000 emoji (one character each)',
      { ...valid, commentText: '😀'.repeat(1000) },
      { ...valid, commentText: '😀'.repeat(1000) },
    ],
    [
      'the largest safe id',
      { ...valid, commentId: Number.MAX_SAFE_INTEGER },
      { ...valid, commentId: Number.MAX_SAFE_INTEGER },
    ],
    ['userId ignored', { ...valid, userId: 'someone@example.com' }, valid],
    [
      'decomposed text composed (NFC)',
      { ...valid, commentText: 'か\u3099んばれ' },
      { ...valid, commentText: 'がんばれ' },
    ],
    [
      '1000 characters once composed (2000 decomposed)',
      { ...valid, commentText: 'か\u3099'.repeat(1000) },
      { ...valid, commentText: 'が'.repeat(1000) },
    ],
    [
      'zero-width characters dropped before trimming and counting',
      { ...valid, commentText: `\u200B ${'あ'.repeat(1000)}\uFEFF\u200B` },
      { ...valid, commentText: 'あ'.repeat(1000) },
    ],
    [
      'a ZWJ family emoji kept',
      { ...valid, commentText: '家族👨\u200D👩\u200D👧\u200D👦' },
      { ...valid, commentText: '家族👨\u200D👩\u200D👧\u200D👦' },
    ],
    [
      'CRLF as LF',
      { ...valid, commentText: '一行目\r\n二行目' },
      { ...valid, commentText: '一行目\n二行目' },
    ],
  ])('accepts %s', (_name, body, expected) => {
    expect(processCommentSchema.parse(body)).toEqual(expected);
  });

  it.each([
    ['empty text', { ...valid, commentText: '' }],
    ['whitespace-only text', { ...valid, commentText: ' \n\t　' }],
    ['1001 characters', { ...valid, commentText: 'あ'.repeat(1001) }],
    ['text as a number', { ...valid, commentText: 5 }],
    ['missing text', { commentId: 0, characterId: '1' }],
    ['empty character id', { ...valid, characterId: '' }],
    ['blank character id', { ...valid, characterId: '   ' }],
    ['a character name as id', { ...valid, characterId: '五条 悟' }],
    ['a character id as decimal text', { ...valid, characterId: '123' }],
    ['character id 0', { ...valid, characterId: 0 }],
    ['a character id beyond 32 bits', { ...valid, characterId: 2 ** 31 }],
    ['a character id below 32 bits', { ...valid, characterId: -(2 ** 31) - 1 }],
    ['a missing character id', { commentId: 0, commentText: 'hi' }],
    ['a null character id', { ...valid, characterId: null }],
    ['a 201-character id', { ...valid, characterId: 'x'.repeat(201) }],
    ['a NUL in the character id', { ...valid, characterId: 'a\u0000b' }],
    ['a NUL in the text', { ...valid, commentText: 'a\u0000b' }],
    ['a lone surrogate in the character id', { ...valid, characterId: 'a\uD800' }],
    ['text of zero-width characters only', { ...valid, commentText: '\u200B\u2060\uFEFF' }],
    ['a fractional numeric character id', { ...valid, characterId: -1.5 }],
    ['a numeric character id beyond safe integers', { ...valid, characterId: -(2 ** 53) }],
    ['a character id object', { ...valid, characterId: { id: 1 } }],
    ['commentId as a string', { ...valid, commentId: '0' }],
    ['commentId negative', { ...valid, commentId: -1 }],
    ['commentId fractional', { ...valid, commentId: 1.5 }],
    ['commentId beyond safe integers', { ...valid, commentId: 2 ** 53 }],
    ['commentId huge', { ...valid, commentId: 1e300 }],
    ['commentId an array', { ...valid, commentId: [1] }],
    ['commentId null', { ...valid, commentId: null }],
    ['commentId boolean', { ...valid, commentId: false }],
    ['a body array', [valid]],
    ['a null body', null],
    ['a string body', 'commentText=hi'],
  ])('rejects %s', (_name, body) => {
    expect(processCommentSchema.safeParse(body).success).toBe(false);
  });
});

describe('commentText that would show other than it reads', () => {
  it.each([
    [
      'a right-to-left override',
      'abc\u202Eexe.txt',
      'commentText must not contain a bidirectional control character (U+202E)',
    ],
    ['a bell', 'ding\u0007', 'commentText must not contain a control character (U+0007)'],
    ['NUL', 'a\u0000b', 'commentText must not contain a control character (U+0000)'],
    ['a lone surrogate', 'a\uD83D', 'commentText must not contain a lone surrogate (U+D83D)'],
    [
      '999 combining marks on one letter',
      `x${'\u0301'.repeat(999)}`,
      'commentText must not contain more than 8 combining marks on one character',
    ],
  ])('refuses %s as comment/invalid_text', (_case, commentText, message) => {
    const result = processCommentSchema.safeParse({ ...valid, commentText });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['commentText'],
        message,
        params: { errorCode: 'comment/invalid_text' },
      }),
    ]);
  });
});

describe('commentIdParamSchema', () => {
  it.each([
    ['0', 0],
    ['42', 42],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
  ])('reads %s as %d', (raw, expected) => {
    expect(commentIdParamSchema.parse(raw)).toBe(expected);
  });

  it.each(['', 'abc', '-1', '1.5', '1e3', '0x10', ' 1', '9007199254740992', '99999999999999999'])(
    'rejects %j',
    (raw) => {
      expect(commentIdParamSchema.safeParse(raw).success).toBe(false);
    },
  );
});

describe('characterIdParamSchema (a path parameter or query value)', () => {
  it.each([
    ['12', 12],
    ['127691', 127691],
    ['-296356092', -296356092],
    ['2147483647', 2147483647],
    ['-2147483648', -2147483648],
  ])('reads %s as %d', (raw, expected) => {
    expect(characterIdParamSchema.parse(raw)).toBe(expected);
  });

  it.each(['', '0', '-0', '012', '+12', '1e3', '1.5', ' 12', 'abc', '五条悟', '2147483648', '-2147483649'])(
    'refuses %j with one message',
    (raw) => {
      expect(characterIdParamSchema.safeParse(raw).error?.issues).toEqual([
        expect.objectContaining({ message: 'characterId must be a 32-bit integer other than 0, in decimal' }),
      ]);
    },
  );
});

describe('personaQuerySchema', () => {
  it('reads the character id as the number', () => {
    expect(personaQuerySchema.parse({ characterId: '-296356092', character: 'コナン' })).toEqual({
      characterId: -296356092,
      character: 'コナン',
    });
  });

  it.each(['012', '0', '1e3', '2147483648'])('refuses characterId %j', (characterId) => {
    expect(personaQuerySchema.safeParse({ characterId }).success).toBe(false);
  });
});
