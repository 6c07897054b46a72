// What the local test sign-in says when Google's popup against the Auth emulator does not sign the
// visitor in (docs/rules.md#errors-shown-to-users). With a real Firebase project popup failures stay silent.

export const TEST_SIGN_IN_FAILURE =
  'サインインできませんでした。Auth エミュレーターが起動しているか確認してください。';

export const POPUP_CLOSED = 'Google ポップアップが閉じられたため、サインインしませんでした。';

export const POPUP_BLOCKED =
  'ブラウザーがポップアップをブロックしました。このサイトのポップアップを許可して、もう一度お試しください。';

/**
 * The SDK loads Google's script (apis.google.com) before it opens the popup, even on the emulator:
 * offline it fails at once (internal-error) or after its timeout (network-request-failed).
 */
export const POPUP_UNREACHABLE =
  'Google ポップアップを開けませんでした。Google のサーバー（apis.google.com）か Auth エミュレーターに接続できません。オフラインのときは、上のテストアカウントでサインインしてください。';

const MESSAGES: Readonly<Record<string, string>> = {
  'auth/popup-closed-by-user': POPUP_CLOSED,
  'auth/cancelled-popup-request': POPUP_CLOSED,
  'auth/user-cancelled': POPUP_CLOSED,
  'auth/popup-blocked': POPUP_BLOCKED,
  'auth/internal-error': POPUP_UNREACHABLE,
  'auth/network-request-failed': POPUP_UNREACHABLE,
};

export function popupFailureMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return (typeof code === 'string' ? MESSAGES[code] : undefined) ?? TEST_SIGN_IN_FAILURE;
}
