// Names the work a page shows in the document title (`呪術廻戦 | アニメ詳細 | AniFan`) while it shows it.
import { useEffect } from 'react';
import { usePlatform } from '../../lib/platform-context';

export function usePageName(name: string | null): void {
  const { navigation } = usePlatform();
  useEffect(() => {
    if (!name) return undefined;
    // Optional in the contract: a shell older than it has no such method and keeps its own title.
    navigation.setPageName?.(name);
    return () => navigation.setPageName?.(null);
  }, [name, navigation]);
}
