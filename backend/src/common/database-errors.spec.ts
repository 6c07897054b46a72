import { isDatabaseUnavailable } from './database-errors';

const withCode = (code: string) => Object.assign(new Error('failed'), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['PostgreSQL shutting down (57P01)', withCode('57P01')],
    ['PostgreSQL starting up (57P03)', withCode('57P03')],
    ['a connection exception (08006)', withCode('08006')],
    ['too many clients (53300)', withCode('53300')],
    ['SQLite busy', withCode('SQLITE_BUSY')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    ['a silent connection (client-side query timeout)', new Error('Query read timeout')],
    [
      'a wrapped driver error',
      Object.assign(new Error('query failed'), { driverError: withCode('ECONNRESET') }),
    ],
  ])('recognises %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505')],
    ['a syntax error (42601)', withCode('42601')],
    ['SQLite constraint', withCode('SQLITE_CONSTRAINT')],
    ['a plain error', new Error('boom')],
    ['null', null],
    ['a string', 'ECONNREFUSED'],
  ])('does not treat %s as an outage', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
