// How a schema's refinement names the error code a refusal is answered with, instead of
// `request/invalid` (the backend's validation pipe reads it).
import type { ErrorCode } from '../errors';

/** A custom issue's `params`: `context.addIssue({ …, params: answerAs('comment/invalid_text') })`. */
export const answerAs = (code: ErrorCode): { errorCode: ErrorCode } => ({ errorCode: code });

/** The code a custom issue's `params` name, if any. */
export function answeredAs(params: unknown): unknown {
  return (params as { errorCode?: unknown } | undefined)?.errorCode;
}
