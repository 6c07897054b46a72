// Validates a body, params or query object with a zod schema; failures become `request/invalid`.
import { PipeTransform } from '@nestjs/common';
import type { ZodType } from 'zod';
import { AppError } from './errors';

export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: ZodType<T>) {}

  transform(value: unknown): T {
    const result = this.schema.safeParse(value);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      throw new AppError('request/invalid', `${where}${issue?.message ?? 'invalid input'}`);
    }
    return result.data;
  }
}
