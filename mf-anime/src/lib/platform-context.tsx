// Hands the platform prop of an exposed page to the components under it.
import { createContext, useContext, type ReactNode } from 'react';
import type { Platform } from '@anifan/contract';

const PlatformContext = createContext<Platform | null>(null);

export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform needs a PlatformProvider (the exposed page adds one)');
  return platform;
}
