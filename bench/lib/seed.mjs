// Seeds a character with comments through the real API, signed in as emulator Google accounts.
const EMULATOR_KEY = 'bench-key';

/**
 * Signs a Google account in on the Auth emulator (created on first use, keyed by email) and returns its
 * ID token. The emulator accepts an unsigned JSON id_token in place of Google's.
 */
export async function signInGoogle(emulatorHost, { sub, email, name }) {
  const claims = { sub, email, email_verified: true, name };
  const url = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=${EMULATOR_KEY}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      requestUri: 'http://localhost',
      returnSecureToken: true,
      postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    }),
  }).catch((error) => {
    throw new Error(`Auth emulator at ${emulatorHost} unreachable: ${error.cause?.message ?? error.message}`);
  });
  if (!response.ok) throw new Error(`emulator sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()).idToken;
}

/** Writes `count` comments on `characterId` (a number, as the API takes it), spread over accounts so no per-user write limit is hit. */
export async function seedComments(baseUrl, emulatorHost, characterId, count, perUser = 10) {
  for (let user = 0; user * perUser < count; user += 1) {
    const token = await signInGoogle(emulatorHost, {
      sub: `bench-user-${user}`,
      email: `bench${user}@example.com`,
      name: `ベンチ${user}`,
    });
    for (let i = user * perUser; i < Math.min(count, (user + 1) * perUser); i += 1) {
      const response = await fetch(`${baseUrl}/api/characterComment/process`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ commentId: 0, characterId, commentText: `ベンチマーク用コメント ${i + 1}` }),
      });
      if (!response.ok)
        throw new Error(`seeding comment ${i + 1} failed: ${response.status} ${await response.text()}`);
    }
  }
}
