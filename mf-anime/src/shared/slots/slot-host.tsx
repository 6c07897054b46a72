// Content another remote owns, shown here through the shell (platform.slots): this remote lends an empty
// element and never imports the owner's code. The shell loads the owner's module when the slot mounts,
// and shows its own loading line and failure note inside the element.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { SlotMount, SlotName, SlotProps } from '@anifan/contract';
import { usePlatform } from '../../lib/platform-context';

interface Props<N extends SlotName> {
  name: N;
  /** Plain data: a change of any value is sent to the mounted content. */
  props: SlotProps<N>;
  /** Shown instead when the shell has no slots (older than contract 2.3.1) or does not know this one. */
  unavailable: ReactNode;
  className?: string;
}

export function SlotHost<N extends SlotName>({ name, props, unavailable, className }: Props<N>) {
  const { slots } = usePlatform();
  const element = useRef<HTMLDivElement>(null);
  const mounted = useRef<{ mount: SlotMount<N>; sent: string } | null>(null);
  const [unknown, setUnknown] = useState(false);
  const sent = JSON.stringify(props);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    if (!slots || !element.current) return undefined;
    const mount = slots.mount(name, element.current, latest.current);
    if (!mount) {
      setUnknown(true);
      return undefined;
    }
    mounted.current = { mount, sent: JSON.stringify(latest.current) };
    return () => {
      mounted.current = null;
      mount.unmount();
    };
  }, [slots, name]);

  useEffect(() => {
    const current = mounted.current;
    if (!current || current.sent === sent) return;
    current.sent = sent;
    current.mount.update(latest.current);
  }, [sent]);

  if (!slots || unknown) return <>{unavailable}</>;
  // Left empty by React: the shell renders the content into it.
  return <div ref={element} className={className} />;
}
