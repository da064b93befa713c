import http from 'node:http';

// The inbox's forms posted as a browser without scripts posts them, from a chosen address:
// each simulated client binds its own loopback address (127.0.0.x), as real clients reach the
// server from their own.

const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&#x27;': "'",
};
const decode = (text: string) =>
  text.replace(/&(?:quot|amp|lt|gt|#x27);/g, (entity) => ENTITIES[entity]);

/** The named inputs of the page's first form that posts to an action: hidden ones with their values. */
export function formFields(html: string, formIndex = 0): Record<string, string> {
  const forms = html.match(/<form[\s\S]*?<\/form>/g) ?? [];
  const form = forms[formIndex];
  if (!form) throw new Error(`No form ${formIndex} in the page`);
  const fields: Record<string, string> = {};
  for (const input of form.match(/<input[^>]*>/g) ?? []) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (name) fields[decode(name)] = decode(/\bvalue="([^"]*)"/.exec(input)?.[1] ?? '');
  }
  return fields;
}

export type Answer = { status: number; location: string | null; body: string; cookies: string[] };

/** One request from `localAddress`, redirects not followed. */
export function requestFrom(
  url: string,
  {
    localAddress = '127.0.0.1',
    method = 'GET',
    headers = {},
    body,
  }: {
    localAddress?: string;
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location ?? null,
          body: Buffer.concat(chunks).toString('utf8'),
          cookies: response.headers['set-cookie'] ?? [],
        }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Posts a form's fields, as multipart form data, to `url` from `localAddress`. */
export async function postForm(
  url: string,
  fields: Record<string, string>,
  options: { localAddress?: string; cookie?: string } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  return requestFrom(url, {
    localAddress: options.localAddress,
    method: 'POST',
    headers: {
      'Content-Type': encoded.headers.get('content-type')!,
      Origin: new URL(url).origin,
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    },
    body: Buffer.from(await encoded.arrayBuffer()),
  });
}

/** The cookies a response set, as a Cookie header sends them back. */
export const cookieHeader = (answer: Answer) =>
  answer.cookies.map((line) => line.split(';')[0]).join('; ');
