// Builds the platform the shell hands every remote page, plus the shell-only handles on it.
import {
  CONTRACT_VERSION,
  createApiClient,
  createEventBus,
  createThemeController,
  type Platform,
  type RuntimeConfig,
} from '@anifan/contract';
import { createShellAuth, type ShellAuth } from '../features/auth/lib/auth-controller';
import { createSlotRegistry, type SlotRegistry } from '../features/remotes/lib/slot-registry';
import { createShellNavigation, type ShellNavigation } from './navigation';
import { hadSignedInUser } from './signed-in-marker';

export interface Shell {
  platform: Platform;
  auth: ShellAuth;
  navigation: ShellNavigation;
  /** The slots remotes mount through platform.slots, which the app renders. */
  slots: SlotRegistry;
}

export function createShell(
  config: RuntimeConfig,
  auth: ShellAuth = createShellAuth(config.firebase, undefined, !hadSignedInUser()),
): Shell {
  const navigation = createShellNavigation();
  const slots = createSlotRegistry();
  const platform: Platform = {
    bus: createEventBus(),
    auth,
    theme: createThemeController(),
    config,
    navigation: navigation.navigation,
    api: createApiClient(config.apiBaseUrl, auth),
    contractVersion: CONTRACT_VERSION,
    slots: slots.slots,
  };
  return { platform, auth, navigation, slots };
}
