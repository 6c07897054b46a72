// The slot table: who owns each slot the shell can mount.
import { isSlotName, SLOT_TABLE } from './slots';
import { REMOTE_NAMES } from './remotes';

describe('SLOT_TABLE', () => {
  it("names, for each slot, a remote and a module as the shell's loader takes them", () => {
    for (const owner of Object.values(SLOT_TABLE)) {
      expect(REMOTE_NAMES).toContain(owner.remote);
      expect(owner.module).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
      expect(owner.label.trim()).not.toBe('');
    }
  });

  it("mounts an episode's or a character's comment thread from mf-character's CommentThread", () => {
    expect(SLOT_TABLE['comment-thread']).toEqual({
      remote: 'mf_character',
      module: 'CommentThread',
      label: 'コメント',
    });
  });
});

describe('isSlotName', () => {
  it.each([
    ['comment-thread', true],
    ['chat', false],
    ['toString', false],
    ['', false],
  ])('%s: %s', (name, known) => {
    expect(isSlotName(name)).toBe(known);
  });
});
