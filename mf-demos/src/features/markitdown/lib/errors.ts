// The converter's error codes and their messages, in one place for both the page (Japanese) and the CLI.
export type MarkItDownErrorCode =
  | 'file/not_found'
  | 'file/too_large'
  | 'file/unsupported'
  | 'file/corrupt'
  | 'file/encrypted'
  | 'file/empty'
  | 'csv/unterminated_quote'
  | 'sheet/not_found'
  | 'cli/usage';

const messages: Record<MarkItDownErrorCode, { ja: string; en: string }> = {
  'file/not_found': { ja: 'ファイルが見つかりません', en: 'file not found' },
  'file/too_large': { ja: 'ファイルが大きすぎます（上限 50 MB）', en: 'file is larger than 50 MB' },
  'file/unsupported': {
    ja: 'スプレッドシートではありません（.xlsx、.xls、.ods または .csv を選んでください）',
    en: 'not a spreadsheet (expected .xlsx, .xls, .ods or .csv)',
  },
  'file/corrupt': {
    ja: 'ファイルが壊れているため読み込めません',
    en: 'the file is corrupt and cannot be read',
  },
  'file/encrypted': {
    ja: 'パスワードで保護されたファイルは変換できません（パスワードを解除して保存し直してください）',
    en: 'the file is password-protected (remove the password and save it again)',
  },
  'file/empty': {
    ja: 'ファイルが空です（データのあるシートがありません）',
    en: 'the file is empty (no sheet has any data)',
  },
  'csv/unterminated_quote': {
    ja: 'CSV の引用符（"）が閉じられていません',
    en: 'CSV has an unterminated quoted field',
  },
  'sheet/not_found': { ja: '指定したシートがありません', en: 'no such sheet' },
  'cli/usage': { ja: '使い方が正しくありません', en: 'invalid usage' },
};

export class MarkItDownError extends Error {
  constructor(
    readonly code: MarkItDownErrorCode,
    /** What the message is about (a file name, a sheet name…), shown after the message. */
    readonly detail?: string,
  ) {
    super(`${messages[code].en}${detail ? `: ${detail}` : ''}`);
    this.name = 'MarkItDownError';
  }
}

export function japaneseMessage(error: MarkItDownError): string {
  return `${messages[error.code].ja}${error.detail ? `: ${error.detail}` : ''}`;
}

/** One line for the terminal: English first, then the Japanese message. */
export function cliMessage(error: MarkItDownError): string {
  return `markitdown: ${error.message} / ${messages[error.code].ja}`;
}
