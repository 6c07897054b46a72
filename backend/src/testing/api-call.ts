// One HTTP request to the app as a client sends it, with the answer read once as text and as JSON.

export interface ApiAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON; null when it is empty or not JSON. */
  json: unknown;
}

export interface ApiCallOptions {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** The whole Authorization header, as given (wins over `token`). */
  authorization?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, labelled JSON (for malformed bodies). */
  rawBody?: string;
}

export async function callApi(
  baseUrl: string,
  method: string,
  path: string,
  options: ApiCallOptions = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  let body: string | undefined;
  if (options.rawBody !== undefined || options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = options.rawBody ?? JSON.stringify(options.body);
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, text, json };
}
