import { publicUserId } from './public-user-id';

describe('publicUserId', () => {
  it('is stable for one user and one project', () => {
    expect(publicUserId('uid-1', 'demo-anifan')).toBe(publicUserId('uid-1', 'demo-anifan'));
  });

  it.each([
    ['another user', 'uid-2', 'demo-anifan'],
    ['another project', 'uid-1', 'anifan-prod'],
  ])('differs for %s', (_case, uid, projectId) => {
    expect(publicUserId(uid, projectId)).not.toBe(publicUserId('uid-1', 'demo-anifan'));
  });

  it('is 24 hex characters that do not contain the uid', () => {
    const id = publicUserId('abcdef', 'demo-anifan');
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(id).not.toContain('abcdef');
  });

  it('gives a user the same id after many other users were derived', () => {
    const first = publicUserId('uid-first', 'demo-anifan');
    for (let i = 0; i < 20_000; i += 1) publicUserId(`uid-${i}`, 'demo-anifan');
    expect(publicUserId('uid-first', 'demo-anifan')).toBe(first);
    expect(publicUserId('uid-first', 'anifan-prod')).not.toBe(first);
  });
});
