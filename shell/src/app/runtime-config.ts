// GET api/config (the public RuntimeConfig); the defaults keep the app usable when it fails.
import { defaultRuntimeConfig, type RuntimeConfig } from '@anifan/contract';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Fills what the server left out from the defaults, so remotes always get a complete config. */
export function mergeRuntimeConfig(body: unknown, defaults: RuntimeConfig): RuntimeConfig {
  if (!isObject(body)) return defaults;
  const firebase = isObject(body.firebase) ? body.firebase : {};
  return {
    ...defaults,
    ...(body as Partial<RuntimeConfig>),
    firebase: { ...defaults.firebase, ...(firebase as Partial<RuntimeConfig['firebase']>) },
  };
}

export async function loadRuntimeConfig(
  configUrl: string,
  origin: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<RuntimeConfig> {
  const defaults = defaultRuntimeConfig(origin);
  try {
    const response = await fetchImpl(configUrl, { headers: { Accept: 'application/json' } });
    if (!response.ok) return defaults;
    return mergeRuntimeConfig(await response.json(), defaults);
  } catch {
    return defaults;
  }
}
