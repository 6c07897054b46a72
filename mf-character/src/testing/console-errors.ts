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
]);

export function captureConsoleErrors(): jest.SpyInstance {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}

export function expectOnlyLoggedFailures(spy: jest.SpyInstance): void {
  const unexpected = spy.mock.calls.filter(([first]) => !LOGGED_FAILURES.has(String(first)));
  spy.mockRestore();
  expect(unexpected).toEqual([]);
}
