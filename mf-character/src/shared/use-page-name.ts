// Names the character a page shows in the document title (`五条悟 | キャラクター詳細 | AniFan`) while it shows it.
import { useEffect } from 'react';
import type { PlatformNavigation } from '@anifan/contract';

export function usePageName(navigation: PlatformNavigation, name: string | null): void {
  useEffect(() => {
    if (!name) return undefined;
    // Optional in the contract: a shell older than it has no such method and keeps its own title.
    navigation.setPageName?.(name);
    return () => navigation.setPageName?.(null);
  }, [name, navigation]);
}
