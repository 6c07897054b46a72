import { hiddenLabel, threadLabel } from './labels';

describe('threadLabel', () => {
  const names = new Map([[127691, '五条悟']]);
  it.each([
    ['episode:113415:3', '第3話（作品ID 113415）'],
    ['character:127691', 'キャラクター「五条悟」'],
    ['character:-296356092', 'キャラクター（ID -296356092）'],
  ] as const)('%s reads %s', (thread, label) => {
    expect(threadLabel(thread, names)).toBe(label);
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
