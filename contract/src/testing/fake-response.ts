// jsdom has no fetch Response: the few members the platform's clients read.
export function fakeResponse(
  status: number,
  body: string,
  headers: Record<string, string> = {},
  url = '',
): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    url,
    headers: { get: (name: string) => headers[name] ?? null },
    text: async () => body,
    json: async () => JSON.parse(body) as unknown,
    clone: () => fakeResponse(status, body, headers, url),
  } as unknown as Response;
}
