// What the local test sign-in tells a developer when Google's popup on the emulator signs nobody in.
import {
  POPUP_BLOCKED,
  POPUP_CLOSED,
  POPUP_UNREACHABLE,
  popupFailureMessage,
  TEST_SIGN_IN_FAILURE,
} from './popup-failure';

const authError = (code: string) => Object.assign(new Error(code), { code });

describe('popupFailureMessage', () => {
  it.each([
    ['auth/popup-closed-by-user', POPUP_CLOSED],
    ['auth/cancelled-popup-request', POPUP_CLOSED],
    ['auth/popup-blocked', POPUP_BLOCKED],
    ['auth/internal-error', POPUP_UNREACHABLE],
    ['auth/network-request-failed', POPUP_UNREACHABLE],
    ['auth/user-disabled', TEST_SIGN_IN_FAILURE],
  ])('says what %s means', (code, message) => {
    expect(popupFailureMessage(authError(code))).toBe(message);
  });

  it('falls back to checking the emulator for anything else', () => {
    expect(popupFailureMessage(new Error('chunk load failed'))).toBe(TEST_SIGN_IN_FAILURE);
    expect(popupFailureMessage(null)).toBe(TEST_SIGN_IN_FAILURE);
  });

  it('writes them in Japanese, naming what to do', () => {
    expect(POPUP_CLOSED).toBe('Google ポップアップが閉じられたため、サインインしませんでした。');
    expect(POPUP_BLOCKED).toMatch(/ポップアップを許可して/);
    expect(POPUP_UNREACHABLE).toMatch(/apis\.google\.com.*Auth エミュレーター.*テストアカウントでサインイン/);
    expect(TEST_SIGN_IN_FAILURE).toBe(
      'サインインできませんでした。Auth エミュレーターが起動しているか確認してください。',
    );
  });
});
