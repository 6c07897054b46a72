// Renders every mounted slot into its host's element: a portal from the shell's tree, so the content
// gets the shell's loader and error handling, and the host page only lends an empty element.
import { memo, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { subscribeTo, type Platform } from '@anifan/contract';
import type { SlotRegistry } from '../lib/slot-registry';
import { RemoteSlot } from './remote-slot';

export const SlotPortals = memo(function SlotPortals({
  registry,
  platform,
}: {
  registry: Pick<SlotRegistry, 'mounted$' | 'mounted'>;
  platform: Platform;
}) {
  const mounted = useSyncExternalStore(subscribeTo(registry.mounted$), registry.mounted);
  return mounted.map((slot) =>
    createPortal(
      <RemoteSlot name={slot.name} props={slot.props} platform={platform} />,
      slot.element,
      String(slot.id),
    ),
  );
});
