// The real app (testing/createTestApp) with the chat module's options tuned for a test.
import { createTestApp, type TestApp } from '../../testing';
import { CHAT_OPTIONS, type ChatOptions } from '../chat.options';

export async function createChatTestApp(
  env: Record<string, string | undefined> = {},
  options: Partial<ChatOptions> = {},
): Promise<TestApp> {
  const testApp = await createTestApp(env);
  // CHAT_OPTIONS is a per-application object read on every request, so tuning it here takes effect
  // without rebuilding the module graph; offline replies stream without pauses unless asked.
  Object.assign(testApp.app.get<ChatOptions>(CHAT_OPTIONS), { offlineChunkDelayMs: 0 }, options);
  return testApp;
}
