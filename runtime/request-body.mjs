// A POST's body, read by runtime/serve.mjs before Next sees the request. Its bytes are counted as
// they arrive, whatever the framing (Content-Length or chunked), so a body over the cap is refused
// as soon as it passes it and never held whole; Next then reads the body from a copy of the
// request (Next's own caps count only some paths, and buffer megabytes first).
import http from 'node:http';

/**
 * The body of `request`, or null as soon as it is larger than maxBytes (what follows is read and
 * dropped). Rejects when the client goes away before the end.
 */
export function readBody(request, maxBytes) {
  if (Number(request.headers['content-length']) > maxBytes) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const stop = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('close', onClose);
    };
    const onData = (chunk) => {
      size += chunk.length;
      if (size <= maxBytes) return chunks.push(chunk);
      stop();
      resolve(null);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onClose = () => {
      stop();
      reject(new Error('the client closed the connection before the end of the body'));
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('close', onClose);
    request.on('error', () => undefined);
  });
}

/** A copy of `request` (its socket, method, target and headers) that reads `body`, for Next. */
export function withBody(request, body) {
  const copy = new http.IncomingMessage(request.socket);
  const { 'transfer-encoding': _framing, ...headers } = request.headers;
  Object.assign(copy, {
    method: request.method,
    url: request.url,
    httpVersion: request.httpVersion,
    httpVersionMajor: request.httpVersionMajor,
    httpVersionMinor: request.httpVersionMinor,
    headers: { ...headers, 'content-length': String(body.length) },
    complete: true,
  });
  copy.rawHeaders = Object.entries(copy.headers).flatMap(([name, value]) =>
    [value].flat().flatMap((item) => [name, item]),
  );
  if (body.length > 0) copy.push(body);
  copy.push(null);
  return copy;
}
