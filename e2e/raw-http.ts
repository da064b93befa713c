import http from 'node:http';

// Requests as a crafted client sends them, which neither a browser nor Playwright's request
// context can: any request target (`*`, an absolute URL), a body in chunks with no length, bytes
// that are not UTF-8.

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; text: string };

type RawRequest = {
  method?: string;
  target?: string;
  headers?: Record<string, string>;
  /** One buffer is sent with its Content-Length; a list of chunks with Transfer-Encoding: chunked. */
  body?: Buffer | Buffer[];
};

/**
 * Sends one request to 127.0.0.1:`port` and resolves with the answer, also when it comes before
 * the whole body has been sent (a write the server no longer reads may fail after it).
 */
export function rawRequest(
  port: number,
  { method = 'GET', target = '/', headers = {}, body }: RawRequest,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const length = Buffer.isBuffer(body) ? { 'Content-Length': String(body.length) } : {};
    const request = http.request({
      host: '127.0.0.1',
      port,
      method,
      path: target,
      headers: { ...length, ...headers },
    });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    for (const chunk of [body ?? []].flat()) request.write(chunk);
    request.end();
  });
}

/** A multipart/form-data body of these fields (values as bytes, sent as they are). */
export function multipart(fields: [string, string | Buffer][], boundary = 'hostile-boundary') {
  const parts = fields.map(([name, value]) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value),
      Buffer.from('\r\n'),
    ]),
  );
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
  };
}

/** A body cut into chunks of `size` bytes, to be sent with Transfer-Encoding: chunked. */
export const inChunks = (body: Buffer, size = 16 * 1024) =>
  Array.from({ length: Math.ceil(body.length / size) }, (_, i) =>
    body.subarray(i * size, (i + 1) * size),
  );

/** The hidden fields of a page's first form that name its Server Action, as the page rendered them. */
export async function actionFields(port: number, path: string) {
  const page = (await rawRequest(port, { target: path })).text;
  const fields = [
    ...page.matchAll(/<input type="hidden" name="(\$ACTION_[^"]+)"(?: value="([^"]*)")?/g),
  ]
    .slice(0, 4)
    .map(([, name, value = '']) => [name, value.replace(/&quot;/g, '"')] as [string, string]);
  const ref = fields.find(([name]) => name.startsWith('$ACTION_REF_'))![0];
  const prefix = `$ACTION_${ref.slice('$ACTION_REF_'.length)}:`;
  const meta = JSON.parse(fields.find(([name]) => name === `${prefix}0`)![1]);
  return { fields, prefix, id: meta.id as string };
}
