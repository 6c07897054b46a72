import {
  createTestAccount,
  readTestAccounts,
  rememberTestAccount,
  TEST_ACCOUNTS_STORAGE_KEY,
  testSubjectFor,
} from './test-accounts';

describe('test accounts', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['fan@example.com', 'fan@example.com'],
    [' Fan@Example.com ', 'fan@example.com'],
  ])('derives the same subject for %p and %p', (a, b) => {
    expect(testSubjectFor(a)).toBe(testSubjectFor(b));
    expect(testSubjectFor(a)).toMatch(/^\d{21}$/);
  });

  it('derives different subjects for different emails', () => {
    expect(testSubjectFor('a@example.com')).not.toBe(testSubjectFor('b@example.com'));
  });

  it('remembers accounts most recent first, without duplicate emails', () => {
    rememberTestAccount(createTestAccount('A', 'a@example.com'), localStorage);
    rememberTestAccount(createTestAccount('B', 'b@example.com'), localStorage);
    rememberTestAccount(createTestAccount('A2', 'a@example.com'), localStorage);
    expect(readTestAccounts(localStorage).map((a) => a.name)).toEqual(['A2', 'B']);
  });

  it.each([
    ['not JSON', '{'],
    ['not a list', '{"a":1}'],
    ['a list of junk', '[1,{"name":"x"}]'],
  ])('reads no accounts from %s', (_label, raw) => {
    localStorage.setItem(TEST_ACCOUNTS_STORAGE_KEY, raw);
    expect(readTestAccounts(localStorage)).toEqual([]);
  });
});
