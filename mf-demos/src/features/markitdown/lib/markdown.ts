// Sheets → GitHub-flavoured Markdown: one `## name` section per sheet, the first row as the header.
export interface SheetTable {
  name: string;
  /** Cells as the sheet displays them; rows may be ragged. */
  rows: string[][];
}

const isBlank = (cell: string | undefined) => cell === undefined || cell.trim() === '';

/** Drops trailing empty rows and columns and pads every row to the same width. */
export function trimTable(rows: string[][]): string[][] {
  let height = rows.length;
  while (height > 0 && (rows[height - 1] ?? []).every(isBlank)) height -= 1;
  const kept = rows.slice(0, height);
  let width = 0;
  for (const row of kept) {
    for (let col = row.length; col > width; col -= 1) {
      if (!isBlank(row[col - 1])) {
        width = col;
        break;
      }
    }
  }
  return kept.map((row) => Array.from({ length: width }, (_, col) => row[col] ?? ''));
}

/** `|` would end the cell and a line break would end the row: escape the one, turn the other into `<br>`. */
export function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r\n|\r|\n/g, '<br>');
}

export function tableToMarkdown(rows: string[][]): string {
  const table = trimTable(rows);
  const [header, ...body] = table;
  if (!header || header.length === 0) return '';
  const line = (cells: string[]) => `| ${cells.map(escapeCell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...body.map(line)].join('\n');
}

/** The whole document; an empty sheet keeps its heading and has no table. */
export function tablesToMarkdown(tables: SheetTable[]): string {
  return `${tables
    .map((sheet) => {
      const table = tableToMarkdown(sheet.rows);
      return table ? `## ${sheet.name}\n\n${table}\n` : `## ${sheet.name}\n`;
    })
    .join('\n')}`;
}
