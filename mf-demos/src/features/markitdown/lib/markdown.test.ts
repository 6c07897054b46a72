/** @jest-environment node */
import { escapeCell, tablesToMarkdown, tableToMarkdown, trimTable } from './markdown';

describe('escapeCell', () => {
  it.each([
    ['pipes', 'a|b', 'a\\|b'],
    ['LF', 'a\nb', 'a<br>b'],
    ['CRLF', 'a\r\nb', 'a<br>b'],
    ['both', '1|2\n3', '1\\|2<br>3'],
    ['plain', 'ふつう', 'ふつう'],
  ])('%s', (_label, text, expected) => {
    expect(escapeCell(text)).toBe(expected);
  });
});

describe('trimTable', () => {
  it.each([
    ['drops trailing empty rows', [['a'], [''], []], [['a']]],
    [
      'drops trailing empty columns',
      [
        ['a', '', ''],
        ['b', ' ', ''],
      ],
      [['a'], ['b']],
    ],
    [
      'pads ragged rows',
      [['a', 'b'], ['c']],
      [
        ['a', 'b'],
        ['c', ''],
      ],
    ],
    ['keeps inner empty cells', [['a', '', 'c']], [['a', '', 'c']]],
    ['keeps leading empty rows', [[''], ['a']], [[''], ['a']]],
    ['empty sheet', [], []],
  ])('%s', (_label, rows, expected) => {
    expect(trimTable(rows)).toEqual(expected);
  });
});

describe('tableToMarkdown', () => {
  it('uses the first row as the header, then a separator', () => {
    expect(
      tableToMarkdown([
        ['名前', '値'],
        ['a|b', ''],
        ['x\ny', '2'],
      ]),
    ).toBe(['| 名前 | 値 |', '| --- | --- |', '| a\\|b |  |', '| x<br>y | 2 |'].join('\n'));
  });

  it('is empty for a sheet with nothing in it', () => {
    expect(tableToMarkdown([[''], []])).toBe('');
  });
});

it('gives each sheet a ## heading; an empty sheet keeps only its heading', () => {
  expect(
    tablesToMarkdown([
      { name: 'A', rows: [['h'], ['1']] },
      { name: '空', rows: [] },
    ]),
  ).toBe('## A\n\n| h |\n| --- |\n| 1 |\n\n## 空\n');
});
