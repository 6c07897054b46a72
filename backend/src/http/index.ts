// The hand-written HTTP infrastructure other modules use: cached answers, metrics series, rate limiter,
// request context, event streams and static files.
export {
  CachedAnswers,
  COMPRESSES_ITSELF,
  COMPRESSION_THRESHOLD_BYTES,
  PER_REQUEST_BROTLI_QUALITY,
  SIGNED_IN_ANSWER,
} from './cached-answers';
export { API_PREFIX, ApiEndpoint, bodyPipe, ENDPOINT_NAME, paramPipe, queryPipe } from './endpoints';
export { addApiRoute } from './plain-routes';
export {
  HttpRequestSeries,
  observeHttpRequests,
  type RoutedRequest,
  routeLabel,
  type Sample,
  STATIC_ROUTE,
  UNMATCHED_ROUTE,
} from './http-metrics';
export { HttpModule } from './http.module';
export { RateLimiterService } from './rate-limiter.service';
export { logRequests, REQUEST_ID_HEADER, requestIdFor } from './request-context';
export { type EventChannelBounds, EventChannels, RESET_EVENT } from './server-sent-events/event-channels';
export { FannedOutChannels } from './server-sent-events/fanned-out-channels';
export {
  DEFAULT_EVENT_STREAM_LIMITS,
  EVENT_STREAM_LIMITS,
  type EventStreamLimits,
  EventStreams,
  MAX_STREAMS_PER_CLIENT,
} from './server-sent-events/event-streams';
export { sseEvent, type StreamEvent, streamServerSentEvents } from './server-sent-events/server-sent-events';
export { DOCUMENT_ONLY_HEADERS, mountStaticAssets, REVALIDATE } from './static-assets';
