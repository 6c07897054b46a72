// Renders a cell value as the sheet displays it, from its Excel number format (a practical subset of the grammar).
export type DisplayValue = string | number | boolean | Date | null;

/**
 * Excel's built-in formats 14 and 22 follow the system locale. Readers name them after their US form (SheetJS
 * `m/d/yy`, exceljs `mm-dd-yy`); a Japanese Excel shows them as these.
 */
const LOCALE_BUILT_INS: Record<string, string> = {
  'm/d/yy': 'yyyy/m/d',
  'm/d/yy h:mm': 'yyyy/m/d h:mm',
  'mm-dd-yy': 'yyyy/m/d',
  'm/d/yy "h":mm': 'yyyy/m/d h:mm',
};

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEKDAYS_JA = ['日', '月', '火', '水', '木', '金', '土'];
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function formatDisplayValue(value: DisplayValue, numFmt: string | undefined): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  const format = numFmt ? (LOCALE_BUILT_INS[numFmt] ?? numFmt) : 'General';
  if (value instanceof Date || Object.prototype.toString.call(value) === '[object Date]') {
    const date = value as Date;
    if (Number.isNaN(date.getTime())) return '';
    const section = splitSections(format)[0] ?? '';
    return isDateFormat(section) ? formatDate(date, section) : defaultDate(date);
  }
  return formatNumber(value, format);
}

function splitSections(format: string): string[] {
  const sections: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < format.length; i += 1) {
    const ch = format[i] as string;
    if (ch === '"') quoted = !quoted;
    if (ch === '\\' && !quoted) {
      current += ch + (format[i + 1] ?? '');
      i += 1;
      continue;
    }
    if (ch === ';' && !quoted) {
      sections.push(current);
      current = '';
    } else current += ch;
  }
  sections.push(current);
  return sections;
}

/** Drops colours and conditions, keeps the symbol of `[$¥-411]`, and marks elapsed-time brackets. */
function cleanSection(section: string): string {
  return section.replace(/\[([^\]]*)\]/g, (_match, inner: string) => {
    if (inner.startsWith('$')) return `"${inner.slice(1).split('-')[0] ?? ''}"`;
    if (/^[hms]+$/i.test(inner)) return inner;
    return '';
  });
}

function withoutLiterals(section: string): string {
  return section
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '');
}

function isDateFormat(section: string): boolean {
  const bare = withoutLiterals(cleanSection(section));
  return !/general/i.test(bare) && /[ymdhsa]/i.test(bare.replace(/E[+-]/gi, ''));
}

function defaultDate(date: Date): string {
  const hasTime = date.getTime() % DAY_MS !== 0;
  return formatDate(date, hasTime ? 'yyyy/m/d h:mm' : 'yyyy/m/d');
}

type DateToken = { kind: 'literal'; text: string } | { kind: 'part'; letter: string; length: number };

function tokenizeDate(section: string): DateToken[] {
  const tokens: DateToken[] = [];
  const text = cleanSection(section);
  for (let i = 0; i < text.length;) {
    const ch = text[i] as string;
    if (ch === '"') {
      const end = text.indexOf('"', i + 1);
      tokens.push({ kind: 'literal', text: text.slice(i + 1, end === -1 ? undefined : end) });
      i = end === -1 ? text.length : end + 1;
    } else if (ch === '\\') {
      tokens.push({ kind: 'literal', text: text[i + 1] ?? '' });
      i += 2;
    } else if (ch === '_') {
      tokens.push({ kind: 'literal', text: ' ' });
      i += 2;
    } else if (ch === '*') {
      i += 2;
    } else if (/^(am\/pm|a\/p)/i.test(text.slice(i))) {
      const ampm = /^am\/pm/i.test(text.slice(i)) ? 5 : 3;
      tokens.push({ kind: 'part', letter: 'ampm', length: ampm });
      i += ampm;
    } else if (/[ymdhsa]/i.test(ch)) {
      let j = i;
      while (j < text.length && (text[j] as string).toLowerCase() === ch.toLowerCase()) j += 1;
      tokens.push({ kind: 'part', letter: ch.toLowerCase(), length: j - i });
      i = j;
    } else if (ch === '.' && /^\.0+/.test(text.slice(i))) {
      const zeros = (/^\.0+/.exec(text.slice(i)) as RegExpExecArray)[0].length - 1;
      tokens.push({ kind: 'part', letter: 'fraction', length: zeros });
      i += zeros + 1;
    } else {
      tokens.push({ kind: 'literal', text: ch });
      i += 1;
    }
  }
  return tokens;
}

function formatDate(date: Date, section: string): string {
  const tokens = tokenizeDate(section);
  const parts = tokens.filter((t): t is Extract<DateToken, { kind: 'part' }> => t.kind === 'part');
  const twelveHour = parts.some((t) => t.letter === 'ampm');
  // Excel shows whole seconds unless the format asks for fractions; it rounds rather than truncates.
  const wantsFraction = parts.some((t) => t.letter === 'fraction');
  const ms = wantsFraction ? date.getTime() : Math.round(date.getTime() / 1000) * 1000;
  const d = new Date(ms);
  const pad = (n: number, length: number) => String(n).padStart(length, '0');
  const hours = d.getUTCHours();
  const elapsedHours = /\[h+\]/i.test(section);
  return tokens
    .map((token) => {
      if (token.kind === 'literal') return token.text;
      const { letter, length } = token;
      const prevPart = parts[parts.indexOf(token) - 1];
      const nextPart = parts[parts.indexOf(token) + 1];
      switch (letter) {
        case 'y':
          return length <= 2 ? pad(d.getUTCFullYear() % 100, 2) : String(d.getUTCFullYear());
        case 'm': {
          const isMinute = prevPart?.letter === 'h' || nextPart?.letter === 's';
          if (isMinute) return pad(d.getUTCMinutes(), Math.min(length, 2));
          const month = d.getUTCMonth();
          if (length >= 5) return (MONTHS_EN[month] ?? '').slice(0, 1);
          if (length === 4) return MONTHS_EN[month] ?? '';
          if (length === 3) return (MONTHS_EN[month] ?? '').slice(0, 3);
          return pad(month + 1, length);
        }
        case 'd':
          if (length >= 4) return WEEKDAYS_EN[d.getUTCDay()] ?? '';
          if (length === 3) return (WEEKDAYS_EN[d.getUTCDay()] ?? '').slice(0, 3);
          return pad(d.getUTCDate(), length);
        case 'a':
          return length >= 4 ? `${WEEKDAYS_JA[d.getUTCDay()]}曜日` : (WEEKDAYS_JA[d.getUTCDay()] ?? '');
        case 'h': {
          if (elapsedHours) return String(Math.floor((ms - EXCEL_EPOCH_MS) / 3_600_000));
          const h = twelveHour ? hours % 12 || 12 : hours;
          return pad(h, Math.min(length, 2));
        }
        case 's':
          return pad(d.getUTCSeconds(), Math.min(length, 2));
        case 'fraction':
          return `.${pad(Math.floor((d.getUTCMilliseconds() / 1000) * 10 ** length), length)}`;
        case 'ampm':
          return length === 5 ? (hours < 12 ? 'AM' : 'PM') : hours < 12 ? 'A' : 'P';
        default:
          return '';
      }
    })
    .join('');
}

export function serialToDate(serial: number): Date {
  return new Date(EXCEL_EPOCH_MS + Math.round(serial * DAY_MS));
}

function general(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  // 15 significant digits is Excel's precision; it hides binary noise such as 0.30000000000000004.
  const text = String(Number(value.toPrecision(15)));
  return text.replace(/e\+?/, 'E+').replace('E+-', 'E-');
}

function formatNumber(value: number, format: string): string {
  const sections = splitSections(format);
  let section = sections[0] ?? 'General';
  let number = value;
  let sign = '';
  if (value < 0 && sections.length > 1 && sections[1] !== undefined) {
    section = sections[1];
    number = -value;
  } else if (value === 0 && sections.length > 2 && sections[2] !== undefined) {
    section = sections[2];
  } else if (value < 0) {
    sign = '-';
    number = -value;
  }
  const cleaned = cleanSection(section);
  if (/general/i.test(cleaned) && !/[0#?]/.test(withoutLiterals(cleaned).replace(/general/gi, ''))) {
    const rendered = renderLiterals(cleaned, () => general(number));
    return sign + rendered;
  }
  if (isDateFormat(section)) return formatDate(serialToDate(value), section);
  const bare = withoutLiterals(cleaned);
  const pattern = /[0#?][0#?,]*(\.[0#?]*)?|\.[0#?]+/.exec(bare)?.[0];
  if (/E[+-]/i.test(bare) || bare.includes('/')) return sign + general(number);
  // A section with no digit placeholders shows only its text (e.g. `0;-0;"ゼロ"` for zero).
  if (!pattern) return sign + renderLiterals(cleaned, () => '', '');
  const percent = (bare.match(/%/g) ?? []).length;
  const scaled = number * 100 ** percent;
  const [intPart = '', fracPart = ''] = pattern.split('.');
  const decimals = fracPart.length;
  const required = (fracPart.match(/0/g) ?? []).length;
  const minInt = (intPart.match(/0/g) ?? []).length;
  const grouping = /[0#?],[0#?]/.test(intPart);
  let [whole = '0', frac = ''] = Number(scaled.toPrecision(15)).toFixed(decimals).split('.');
  frac = frac.replace(/0+$/, '');
  if (frac.length < required) frac = frac.padEnd(required, '0');
  whole = whole.replace(/^0+/, '').padStart(minInt, '0');
  if (grouping) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const digits =
    whole + (frac ? `.${frac}` : decimals > 0 && required === 0 && pattern.endsWith('.') ? '.' : '');
  return sign + renderLiterals(cleaned, () => digits, pattern);
}

/** Writes the section's literal text around the number, replacing the first digit pattern (or General). */
function renderLiterals(section: string, number: () => string, pattern?: string): string {
  let out = '';
  let placed = false;
  for (let i = 0; i < section.length;) {
    const ch = section[i] as string;
    if (ch === '"') {
      const end = section.indexOf('"', i + 1);
      out += section.slice(i + 1, end === -1 ? undefined : end);
      i = end === -1 ? section.length : end + 1;
    } else if (ch === '\\') {
      out += section[i + 1] ?? '';
      i += 2;
    } else if (ch === '_') {
      out += ' ';
      i += 2;
    } else if (ch === '*') {
      i += 2;
    } else if (pattern === undefined && /^general/i.test(section.slice(i))) {
      out += placed ? '' : number();
      placed = true;
      i += 'general'.length;
    } else if (pattern !== undefined && /[0#?.,]/.test(ch)) {
      let j = i;
      while (j < section.length && /[0#?.,]/.test(section[j] as string)) j += 1;
      out += placed ? '' : number();
      placed = true;
      i = j;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}
