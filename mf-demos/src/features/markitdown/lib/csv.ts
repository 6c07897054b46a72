// RFC 4180 CSV: decoding the bytes (UTF-8 with or without BOM, else Shift_JIS as Excel in Japan writes it) and parsing.
import { MarkItDownError } from './errors';

export function decodeCsvText(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw new MarkItDownError('file/unsupported');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    // Not valid UTF-8: Japanese Excel saves CSV as Shift_JIS by default.
  }
  try {
    return new TextDecoder('shift_jis', { fatal: true }).decode(bytes);
  } catch {
    throw new MarkItDownError('file/unsupported');
  }
}

/**
 * Parses comma-separated records. Quoted fields may hold commas, `""` and line breaks; CRLF, LF and CR all end
 * a record; a final line break does not start an empty record. A quote inside an unquoted field is kept as text.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  let fieldStarted = false;
  const endField = () => {
    record.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < text.length) {
    const ch = text[i];
    if (ch === '"' && !fieldStarted && field === '') {
      const start = i;
      i += 1;
      for (;;) {
        if (i >= text.length)
          throw new MarkItDownError('csv/unterminated_quote', `line ${lineOf(text, start)}`);
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        field += text[i];
        i += 1;
      }
      fieldStarted = true;
      continue;
    }
    if (ch === ',') {
      endField();
      i += 1;
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      field += ch;
      fieldStarted = true;
      i += 1;
    }
  }
  if (fieldStarted || field !== '' || record.length > 0) endRecord();
  return records.map((cells) => cells.map((cell) => cell.replace(/\r\n?/g, '\n')));
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (text[i] === '\n') line += 1;
  return line;
}
