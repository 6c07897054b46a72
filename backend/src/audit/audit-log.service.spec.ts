// AuditLog on both databases: entries as appended (a moderator's or the server's own), read back newest
// first a page at a time by keyset, to the first entry.
import { createTestApp, databaseTargets, type TestApp } from '../testing';
import { AuditLog, type AuditRecord } from './audit-log.service';

const AT = new Date('2026-11-26T12:34:56.789Z');

describe.each(databaseTargets())('AuditLog on $name', (target) => {
  let server: TestApp;
  let audit: AuditLog;

  beforeAll(async () => {
    server = await createTestApp(target.env);
    audit = server.app.get(AuditLog);
  });

  afterAll(() => server?.close());

  it('keeps what each action wrote, the automatic hide with no moderator', async () => {
    const hide = await audit.append(
      {
        action: 'hide',
        moderatorUid: 'mod-uid',
        moderatorName: '管理 花子',
        commentId: 42,
        targetUid: 'author-uid',
        reason: '誹謗中傷',
      },
      AT,
    );
    const auto = await audit.append(
      { action: 'auto_hide', moderatorUid: null, commentId: 43, targetUid: 'author-uid', reason: '通報 3件' },
      AT,
    );
    const suspend = await audit.append(
      {
        action: 'suspend',
        moderatorUid: 'mod-uid',
        commentId: null,
        targetUid: 'author-uid',
        reason: '7d: 荒らし',
      },
      AT,
    );
    expect(auto.id).toBeGreaterThan(hide.id);
    const { entries } = await audit.page({ limit: 3 });
    expect(entries).toEqual<AuditRecord[]>([
      { ...suspend, moderatorName: null, createdAt: AT },
      {
        id: auto.id,
        action: 'auto_hide',
        moderatorUid: null,
        moderatorName: null,
        commentId: 43,
        targetUid: 'author-uid',
        reason: '通報 3件',
        createdAt: AT,
      },
      {
        id: hide.id,
        action: 'hide',
        moderatorUid: 'mod-uid',
        moderatorName: '管理 花子',
        commentId: 42,
        targetUid: 'author-uid',
        reason: '誹謗中傷',
        createdAt: AT,
      },
    ]);
  });

  it('pages back through every entry, newest first, each once', async () => {
    for (let i = 0; i < 7; i++) {
      await audit.append({
        action: 'restore',
        moderatorUid: 'm',
        commentId: i,
        targetUid: null,
        reason: `r${i}`,
      });
    }
    const seen: number[] = [];
    let before: number | undefined;
    let pages = 0;
    do {
      const page = await audit.page({ before, limit: 4 });
      seen.push(...page.entries.map((entry) => entry.id));
      before = page.nextBefore ?? undefined;
      pages++;
    } while (before !== undefined);
    expect(seen).toHaveLength(10);
    expect(pages).toBe(3);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    expect(new Set(seen).size).toBe(10);
  });

  it('answers an empty last page past the first entry, and bounds the page size', async () => {
    expect(await audit.page({ before: 1 })).toEqual({ entries: [], nextBefore: null });
    // A `before` beyond the column's range (the API accepts 16 digits) reads from the newest.
    expect(await audit.page({ before: 9_999_999_999_999, limit: 1 })).toEqual(await audit.page({ limit: 1 }));
    expect((await audit.page({ limit: 1 })).entries).toHaveLength(1);
    expect((await audit.page({ limit: 1000 })).entries.length).toBeLessThanOrEqual(100);
  });
});
