/** @jest-environment node */
import { decodeCsvText, parseCsv } from './csv';
import { MarkItDownError } from './errors';

describe('parseCsv (RFC 4180)', () => {
  it.each([
    [
      'plain fields',
      'a,b,c\n1,2,3',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      'CRLF records',
      'a,b\r\n1,2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['lone CR records', 'a\r1', [['a'], ['1']]],
    ['final line break adds no record', 'a\n', [['a']]],
    ['quoted comma', '"a,b",c', [['a,b', 'c']]],
    ['doubled quote', '"say ""hi""",x', [['say "hi"', 'x']]],
    ['line break inside quotes (CRLF normalised)', '"line1\r\nline2",x', [['line1\nline2', 'x']]],
    ['empty fields', ',,\n', [['', '', '']]],
    ['empty quoted field', '"",a', [['', 'a']]],
    ['quote inside an unquoted field kept', 'a"b,c', [['a"b', 'c']]],
    ['ragged rows', 'a,b,c\n1', [['a', 'b', 'c'], ['1']]],
    ['blank line in the middle', 'a\n\nb', [['a'], [''], ['b']]],
    [
      'Japanese text',
      '名前,年齢\n山田,20',
      [
        ['名前', '年齢'],
        ['山田', '20'],
      ],
    ],
    ['empty input', '', []],
  ])('%s', (_label, text, expected) => {
    expect(parseCsv(text)).toEqual(expected);
  });

  it('rejects an unterminated quoted field, naming its line', () => {
    expect(() => parseCsv('a,b\n"open,c\nd')).toThrow(
      expect.objectContaining({ code: 'csv/unterminated_quote', detail: 'line 2' }),
    );
  });
});

describe('decodeCsvText', () => {
  it.each([
    ['UTF-8', Buffer.from('名前,値', 'utf8'), '名前,値'],
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('a,b')]), 'a,b'],
    // 「名前」 in Shift_JIS, as Japanese Excel saves CSV.
    ['Shift_JIS', Buffer.from([0x96, 0xbc, 0x91, 0x4f, 0x2c, 0x31]), '名前,1'],
  ])('decodes %s', (_label, bytes, expected) => {
    expect(decodeCsvText(new Uint8Array(bytes))).toBe(expected);
  });

  it('refuses binary content', () => {
    expect(() => decodeCsvText(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]))).toThrow(
      MarkItDownError,
    );
  });
});
