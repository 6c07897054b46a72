// How long a suspension lasts: 無期限, or until when.
import type { Suspension } from '@anifan/contract';
import { DateTime } from '../../../shared/date-time';

export function SuspensionTerm({ suspension }: { suspension: Suspension }) {
  if (suspension.until === null) return <>無期限</>;
  return (
    <>
      <DateTime iso={suspension.until} />
      まで
    </>
  );
}
