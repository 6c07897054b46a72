// Request schema (zod) of the shell's telemetry report: which remote failed to load, and optionally why.
import { z } from 'zod';
import { REMOTE_LOAD_FAILURE_KINDS, REMOTE_NAMES } from '@anifan/contract';

export const MAX_REASON_LENGTH = 200;

/** Unknown keys are dropped rather than refused, so a newer shell can report more without breaking. */
export const remoteLoadFailureSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  kind: z.enum(REMOTE_LOAD_FAILURE_KINDS).optional(),
  reason: z.string().max(MAX_REASON_LENGTH).optional(),
});

export type RemoteLoadFailureInput = z.infer<typeof remoteLoadFailureSchema>;
