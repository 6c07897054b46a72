// `npm run admin -- moderator add|remove <email>` and `… moderator list`: grants and revokes the custom
// claim `moderator: true` with firebase-admin, on the project the backend's own settings name (the Auth
// emulator for `demo-` projects or FIREBASE_AUTH_EMULATOR_HOST; else the real project, with the
// service-account credentials of GOOGLE_APPLICATION_CREDENTIALS).
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import {
  grantModerator,
  listModerators,
  type ModeratorAccount,
  revokeModerator,
  UnknownAccountError,
} from '../auth';
import { ConfigError, loadConfig } from '../config';

export interface AdminOutput {
  out(line: string): void;
  err(line: string): void;
}

export const USAGE = [
  'Usage: npm run admin -- moderator add <email>',
  '       npm run admin -- moderator remove <email>',
  '       npm run admin -- moderator list',
].join('\n');

/** Exit codes: 0 done, 1 refused or failed (unknown email, Firebase unreachable), 2 a wrong command line. */
export async function runAdmin(args: string[], env: NodeJS.ProcessEnv, output: AdminOutput): Promise<number> {
  const [group, action, email, ...rest] = args;
  const wellFormed =
    group === 'moderator' &&
    (((action === 'add' || action === 'remove') && email !== undefined && rest.length === 0) ||
      (action === 'list' && email === undefined));
  if (!wellFormed) {
    output.err(USAGE);
    return 2;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    output.err(`設定が正しくありません (invalid setting): ${error.message}`);
    return 1;
  }
  const { projectId, emulatorHost } = config.firebase;
  // firebase-admin reads the emulator address from the environment (as FirebaseAuthService sets it).
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const app = initializeApp({ projectId }, `anifan-admin-${randomUUID()}`);
  const target = emulatorHost ? `${projectId} (Auth emulator ${emulatorHost})` : projectId;
  try {
    await run(getAuth(app), action, email ?? '', target, output);
    return 0;
  } catch (error) {
    output.err(failure(error));
    return 1;
  } finally {
    await deleteApp(app);
  }
}

async function run(
  auth: Auth,
  action: string | undefined,
  email: string,
  target: string,
  output: AdminOutput,
) {
  if (action === 'add') {
    const account = await grantModerator(auth, email);
    output.out(`モデレーターに追加しました: ${describe(account)} — ${target}`);
    output.out('次のサインインまたはトークンの更新（最長1時間）から有効です。');
  } else if (action === 'remove') {
    const account = await revokeModerator(auth, email);
    output.out(`モデレーターから外しました: ${describe(account)} — ${target}`);
    output.out('発行済みのトークンは無効にしました（再サインインが必要です）。');
  } else {
    const moderators = await listModerators(auth);
    output.out(`モデレーター ${moderators.length}人 — ${target}`);
    for (const account of moderators) output.out(`  ${describe(account)}`);
  }
}

const describe = (account: ModeratorAccount) =>
  `${account.email ?? '(no email)'}${account.name ? ` (${account.name})` : ''} uid=${account.uid}`;

function failure(error: unknown): string {
  if (error instanceof UnknownAccountError) {
    return `そのメールアドレスのアカウントはありません: ${error.email}（一度 AniFan にサインインしている必要があります）\n${error.message}`;
  }
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return `Firebase の操作に失敗しました (${typeof code === 'string' ? code : 'error'}): ${message}`;
}
