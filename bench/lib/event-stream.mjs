// Event streams as the bench's listeners open them: plain node:http (no keep-alive pool), each event
// handed over by name and data as it arrives.
import http from 'node:http';

/**
 * Opens `url` as an event stream with `headers` (the client's X-Forwarded-For, a token), resolving
 * once its headers arrived with a function that closes it; `onEvent` gets each event's name and data.
 */
export function openEventStream(url, headers, onEvent) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { accept: 'text/event-stream', ...headers }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`event stream refused: ${response.statusCode}`));
          response.resume();
          return;
        }
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (name && data) onEvent(name, data);
          }
        });
        resolve(() => request.destroy());
      },
    );
    request.on('error', reject);
  });
}
