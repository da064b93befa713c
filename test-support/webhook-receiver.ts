// Test support: a chat webhook's stand-in on 127.0.0.1 that keeps each JSON body it is sent (the
// admins' notices: a quiet channel, a failed fetch).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startWebhookReceiver() {
  const bodies: Record<string, unknown>[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      bodies.push(JSON.parse(text) as Record<string, unknown>);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
