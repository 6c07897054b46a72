// What other backend modules use of common: errors, validation pipes, body parsing, logging, Redis,
// the shutdown drain, the bounded cache and SQL written once for both drivers.
export { AppLogger, logLevelsFor } from './app-logger';
export {
  fileBody,
  FILE_BODY_TYPES,
  JSON_BODY_LIMIT,
  JSON_BODY_LIMIT_BYTES,
  JsonText,
  parseJsonText,
  RAW_JSON_BODY,
  registerBodyParsers,
} from './body-parser-errors';
export { boundedCache, type BoundedCache, stringBytes } from './cache/bounded-cache';
export { CommonModule } from './common.module';
export { AppError, type ErrorCode } from './errors';
export { RedisFanout, type RedisFanoutOptions } from './events/redis-fanout';
export { HttpExceptionFilter } from './http-exception.filter';
export { driverSql, queryRows } from './query-rows';
export { createRedisClient, REDIS_CLIENT, type RedisClient } from './redis.provider';
export { ShutdownDrain, ShutdownState } from './shutdown';
export { ZodParamPipe, ZodValidationPipe } from './zod-validation.pipe';
