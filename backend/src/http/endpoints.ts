// Routes registered from the contract's endpoint declarations (@anifan/contract, endpoints.ts), so the
// methods and paths the backend answers are exactly the ones every client calls, and requests
// validated with the schemas declared under the same names (@anifan/contract/http-schemas).
import {
  applyDecorators,
  Injectable,
  RequestMapping,
  RequestMethod,
  SetMetadata,
  type Type,
  UseGuards,
} from '@nestjs/common';
import { ENDPOINTS, type BodyOf, type EndpointName, type ParamsOf, type QueryOf } from '@anifan/contract';
import { HTTP_SCHEMAS } from '@anifan/contract/http-schemas';
import type { ZodType } from 'zod';
import { ModeratorGuard } from '../auth';
import { ZodParamPipe, ZodValidationPipe } from '../common';

/** Every declared path is under it (Nest's global prefix; `RuntimeConfig.apiBaseUrl` ends with it). */
export const API_PREFIX = '/api';

interface AnySchemas {
  body?: ZodType;
  query?: ZodType;
  params?: Record<string, ZodType>;
}

const schemasOf = (name: EndpointName): AnySchemas => HTTP_SCHEMAS[name];

/** The metadata key ApiEndpoint records the endpoint's name under (for checks of the registered routes). */
export const ENDPOINT_NAME = 'anifan:endpoint';

/**
 * A controller method answering the endpoint `name`, with the declaration's method and path; its
 * controller has no path of its own (`@Controller()`), the global prefix puts it under /api. An
 * endpoint with access 'moderator' gets ModeratorGuard here, so no moderators' route can forget it.
 */
export function ApiEndpoint(name: EndpointName): MethodDecorator {
  const { method, path, access } = ENDPOINTS[name];
  return applyDecorators(
    RequestMapping({ method: RequestMethod[method], path }),
    SetMetadata(ENDPOINT_NAME, name),
    ...(access === 'moderator' ? [UseGuards(ModeratorGuard)] : []),
  );
}

/** Validates the request body with the endpoint's schema (`@Body(bodyPipe(name))`). */
export function bodyPipe<N extends EndpointName>(name: N): ZodValidationPipe<BodyOf<N>> {
  return new ZodValidationPipe(required(name, 'body', schemasOf(name).body) as ZodType<BodyOf<N>>);
}

/** Validates the query with the endpoint's schema (`@Query(queryPipe(name))`). */
export function queryPipe<N extends EndpointName>(name: N): ZodValidationPipe<QueryOf<N>> {
  return new ZodValidationPipe(required(name, 'query', schemasOf(name).query) as ZodType<QueryOf<N>>);
}

/**
 * Validates one path parameter with the endpoint's schema (`@Param(key, paramPipe(name, key))`),
 * keeping the value of each distinct text (ZodParamPipe). A class, not an instance: Nest creates it
 * per application, so the values it keeps end with the application rather than living in the module.
 */
export function paramPipe<N extends EndpointName, K extends keyof ParamsOf<N> & string>(
  name: N,
  key: K,
): Type<ZodParamPipe<ParamsOf<N>[K] & (string | number)>> {
  const schema = required(name, `params.${key}`, schemasOf(name).params?.[key]);
  @Injectable()
  class EndpointParamPipe extends ZodParamPipe<ParamsOf<N>[K] & (string | number)> {
    constructor() {
      super(schema as ZodType<ParamsOf<N>[K] & (string | number)>);
    }
  }
  return EndpointParamPipe;
}

function required(name: EndpointName, part: string, schema: ZodType | undefined): ZodType {
  if (schema === undefined) throw new Error(`${name} declares no ${part} schema`);
  return schema;
}
