import { Logger } from '@nestjs/common';
import { TypeOrmLogger } from './typeorm-logger';

describe('TypeOrmLogger', () => {
  let warn: jest.SpyInstance;
  let debug: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    debug = jest.spyOn(Logger.prototype, 'debug').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('logs a failed query without its parameters', () => {
    new TypeOrmLogger().logQueryError(
      Object.assign(new Error('Query read timeout'), {}),
      'SELECT * FROM comments WHERE author = $1',
      ['hana@example.com', 'secret text'],
    );
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).toContain('Query read timeout');
    expect(line).toContain('SELECT * FROM comments');
    expect(line).not.toContain('hana@example.com');
    expect(line).not.toContain('secret text');
  });

  it.each([
    ['23505', 'debug'],
    ['SQLITE_CONSTRAINT', 'debug'],
    ['57P01', 'warn'],
    ['ECONNREFUSED', 'warn'],
  ])('logs a %s failure at %s level', (code, level) => {
    new TypeOrmLogger().logQueryError(Object.assign(new Error('failed'), { code }), 'INSERT …', []);
    expect((level === 'warn' ? warn : debug).mock.calls).toHaveLength(1);
    expect((level === 'warn' ? debug : warn).mock.calls).toHaveLength(0);
  });

  it('keeps very long queries to one short line', () => {
    new TypeOrmLogger().logQuerySlow(1500, `SELECT\n  ${'x, '.repeat(500)}1`);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).not.toContain('\n');
    expect(line.length).toBeLessThan(260);
  });
});
