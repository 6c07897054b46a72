// Silences console.error for a test and then checks every call was a failure the app logs on purpose
// (so React warnings such as act() or key problems still fail the test).
const LOGGED_FAILURES = new Set([
  'コメントの読み込みに失敗しました',
  'コメントの保存に失敗しました',
  'ミュートの読み込みに失敗しました',
  '通報の送信に失敗しました',
  'お気に入りの読み込みに失敗しました',
  'お気に入りの更新に失敗しました',
  'キャラクターの読み込みに失敗しました',
  'ゲストのお気に入りをアカウントに追加できませんでした',
  '通報されたコメントを読み込めませんでした',
  '投稿停止中のユーザーを読み込めませんでした',
  '監査ログを読み込めませんでした',
  'モデレーションの操作に失敗しました',
  'ミュートしたユーザーを読み込めませんでした',
  'ミュートを解除できませんでした',
]);

export function captureConsoleErrors(): jest.SpyInstance {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}

export function expectOnlyLoggedFailures(spy: jest.SpyInstance): void {
  const unexpected = spy.mock.calls.filter(([first]) => !LOGGED_FAILURES.has(String(first)));
  spy.mockRestore();
  expect(unexpected).toEqual([]);
}
