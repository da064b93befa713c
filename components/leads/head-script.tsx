'use client';

import { HEAD_SCRIPT } from '@/lib/leads/head-script';

/**
 * The head script (lib/leads/head-script.ts), inline in every served page. Rendered by a client
 * component so that its 2 KB, the same on every page, come once in a cached chunk: a server
 * component's would be sent again in each document's flight data, beside the inline copy.
 */
export function HeadScript() {
  return <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />;
}
