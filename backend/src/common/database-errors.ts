// Recognises "the database is unreachable" errors (PostgreSQL down or restarting, SQLite busy) so they answer 503.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
/** PostgreSQL SQLSTATEs: connection exceptions (08…), shutdown and start-up (57P01–57P03), too many clients. */
const POSTGRES_CODES = /^(08\d{3}|57P0[123]|53300)$/;
const SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED']);
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection is not established',
  'Query read timeout',
];

interface DriverError {
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, driverError } = error as DriverError;
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || POSTGRES_CODES.test(code) || SQLITE_CODES.has(code))
  ) {
    return true;
  }
  if (typeof message === 'string' && MESSAGES.some((fragment) => message.includes(fragment))) return true;
  return isDatabaseUnavailable(driverError, depth + 1);
}
