import { hiddenLabel, threadLabel } from './labels';

describe('threadLabel', () => {
  const names = new Map([[127691, '五条悟']]);
  const titles = new Map([[113415, '呪術廻戦']]);
  it.each([
    ['episode:113415:4', '『呪術廻戦』第4話'],
    ['episode:21:3', '第3話（作品ID 21）'],
    ['character:127691', 'キャラクター「五条悟」'],
    ['character:-296356092', 'キャラクター（ID -296356092）'],
  ] as const)('%s reads %s', (thread, label) => {
    expect(threadLabel(thread, names, titles)).toBe(label);
  });
});

describe('hiddenLabel', () => {
  it.each([
    [null, '表示中'],
    ['moderation', '非表示（モデレーターによる）'],
    ['reports', '非表示（通報が多いため自動で・確認待ち）'],
  ] as const)('%s reads %s', (hidden, label) => {
    expect(hiddenLabel(hidden)).toBe(label);
  });
});
