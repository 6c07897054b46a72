import type { AppConfig } from '../config';
import { publicUserId, PublicUserIds } from './public-user-id';

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

  it("gives a user the deployment's id, the same after many other users were derived", () => {
    const ids = new PublicUserIds({ firebase: { projectId: 'demo-anifan' } } as AppConfig);
    const first = ids.of('uid-first');
    expect(first).toBe(publicUserId('uid-first', 'demo-anifan'));
    for (let i = 0; i < 20_000; i += 1) ids.of(`uid-${i}`);
    expect(ids.of('uid-first')).toBe(first);
    expect(
      new PublicUserIds({ firebase: { projectId: 'anifan-prod' } } as AppConfig).of('uid-first'),
    ).not.toBe(first);
  });
});
