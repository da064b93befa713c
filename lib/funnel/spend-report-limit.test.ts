/** @jest-environment node */
import { encodeReply } from 'next/dist/compiled/react-server-dom-webpack/client.node';
import bodyLimit from '@/lib/config/request-body-limit.json';
import { MAX_PROBLEMS } from '@/lib/server/funnel/spend-report';
import { MAX_REPORT_BYTES } from './spend-report-limit';

// What the import form posts, encoded as React encodes a Server Action's arguments (the previous
// answer, then the form): the largest report it takes after the longest refusal it can show must
// still fit under the server's body cap, or the admin gets a bare 413 instead of the form's answer.
it("fits the largest report and the longest previous answer under the server's body cap", async () => {
  const form = new FormData();
  form.append('report', new File([new Uint8Array(MAX_REPORT_BYTES)], 'campaigns.csv'));
  form.append('month', '2026-11');
  // Each problem names at most 60 characters of a campaign and of its cell: here of 3 bytes each.
  const cell = `${'研'.repeat(60)}…`;
  const previous = {
    ok: false,
    message: `Line 2 (${cell}): "${cell}" is not an amount in rupees.`,
    problems: Array.from(
      { length: MAX_PROBLEMS },
      (_, i) => `Line ${i + 3} (${cell}): "${cell}" is not an amount in rupees.`,
    ),
    typed: { month: '2026-11' },
  };
  const body = await new Response(await encodeReply([previous, form])).arrayBuffer();
  console.log(`the largest import post: ${body.byteLength} of ${bodyLimit.maxBytes} bytes`);
  expect(body.byteLength).toBeLessThanOrEqual(bodyLimit.maxBytes);
});
