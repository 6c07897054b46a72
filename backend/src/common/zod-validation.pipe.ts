// Validates a body, params or query object with a zod schema; failures become `request/invalid`
// unless a refinement names another code (the contract's answerAs).
import { PipeTransform } from '@nestjs/common';
import { ERROR_STATUS } from '@anifan/contract';
import { answeredAs } from '@anifan/contract/http-schemas';
import type { ZodType } from 'zod';
import { boundedCache } from './cache/bounded-cache';
import { AppError, type ErrorCode } from './errors';

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: ZodType<T>) {}

  transform(value: unknown): T {
    const result = this.schema.safeParse(value);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      const errorCode = issue?.code === 'custom' ? answeredAs(issue.params) : undefined;
      throw new AppError(
        isErrorCode(errorCode) ? errorCode : 'request/invalid',
        `${where}${issue?.message ?? 'invalid input'}`,
      );
    }
    return result.data;
  }
}

/** Distinct parameter texts whose parsed value is kept, the most recently used. */
const MAX_KEPT_PARAMS = 1000;

/**
 * For a path parameter read again and again (a popular character's comment list): the parsed value of
 * each distinct text is kept, so zod runs once per text instead of on every request. Only for schemas
 * that are pure functions of the text and give an immutable value (a string or a number).
 */
export class ZodParamPipe<T extends string | number> implements PipeTransform<unknown, T> {
  private readonly pipe: ZodValidationPipe<T>;
  private readonly parsed = boundedCache<string, T>({ maxEntries: MAX_KEPT_PARAMS });

  constructor(schema: ZodType<T>) {
    this.pipe = new ZodValidationPipe(schema);
  }

  transform(value: unknown): T {
    if (typeof value !== 'string') return this.pipe.transform(value);
    const known = this.parsed.get(value);
    if (known !== undefined) return known;
    const parsed = this.pipe.transform(value);
    this.parsed.set(value, parsed);
    return parsed;
  }
}
