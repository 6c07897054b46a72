// SQL written once for both drivers: `?` placeholders, as SQLite takes them, numbered `$1, $2, …` for
// PostgreSQL, and the rows a statement answers whatever shape the driver's runner gives them.
import type { DataSource } from 'typeorm';

/** `sql`'s `?` placeholders as the driver takes them: PostgreSQL's `$1, $2, …`, else unchanged. */
export function driverSql(postgres: boolean, sql: string): string {
  let placeholder = 0;
  return postgres ? sql.replace(/\?/g, () => `$${(placeholder += 1)}`) : sql;
}

/**
 * Runs `sql` written with `?` placeholders and answers its rows. Writes are spelt in lower case
 * (`insert`, `update`, `delete`): TypeORM's SQLite runner reads a statement starting `INSERT `,
 * `UPDATE ` or `DELETE ` without its rows, which would drop what RETURNING answers.
 */
export async function queryRows<Row>(
  dataSource: DataSource,
  postgres: boolean,
  sql: string,
  parameters: unknown[],
): Promise<Row[]> {
  const answer = (await dataSource.query(driverSql(postgres, sql), parameters)) as unknown;
  // PostgreSQL's runner answers UPDATE and DELETE as [rows, count].
  const rows = Array.isArray(answer) && Array.isArray(answer[0]) ? (answer[0] as unknown) : answer;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}
