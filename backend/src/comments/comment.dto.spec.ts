import { commentIdParamSchema, processCommentSchema } from './comment.dto';

const valid = { commentId: 0, characterId: '123', commentText: 'こんにちは' };

describe('processCommentSchema', () => {
  it.each([
    ['a new comment', valid, { commentId: 0, characterId: '123', commentText: 'こんにちは' }],
    ['text trimmed', { ...valid, commentText: '  好き！\n' }, { ...valid, commentText: '好き！' }],
    ['a numeric character id as text', { ...valid, characterId: 4567 }, { ...valid, characterId: '4567' }],
    [
      'a curated key (negative) as text',
      { ...valid, characterId: -296356092 },
      { ...valid, characterId: '-296356092' },
    ],
    ['a character name as id', { ...valid, characterId: '五条 悟' }, { ...valid, characterId: '五条 悟' }],
    [
      'a 200-character id',
      { ...valid, characterId: 'x'.repeat(200) },
      { ...valid, characterId: 'x'.repeat(200) },
    ],
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
    ['a 201-character id', { ...valid, characterId: 'x'.repeat(201) }],
    ['a NUL in the character id', { ...valid, characterId: 'a\u0000b' }],
    ['a NUL in the text', { ...valid, commentText: 'a\u0000b' }],
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
