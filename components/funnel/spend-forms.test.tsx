import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { funnelCopy } from '@/content/inbox-funnel';
import { MAX_REPORT_BYTES } from '@/lib/funnel/spend-report-limit';
import { importSpend } from '@/lib/server/inbox-entries/spend-actions';
import { SpendForms } from './spend-forms';

// The Server Actions run on the server; this is the script's side of the import form.
jest.mock('@/lib/server/inbox-entries/spend-actions', () => ({
  saveSpend: jest.fn(),
  importSpend: jest.fn(async () => ({ ok: true, message: 'Imported' })),
}));

const report = (bytes: number) =>
  new File([new Uint8Array(bytes).fill(0x61)], 'campaigns.csv', { type: 'text/csv' });

async function importFile(file: File) {
  render(<SpendForms month="2026-11" />);
  await userEvent.upload(screen.getByLabelText(funnelCopy.reportFile), file);
  // Submitted as the button would (jsdom's constraint check does not know a month field).
  fireEvent.submit(screen.getByRole('button', { name: funnelCopy.importReport }).closest('form')!);
}

beforeEach(() => jest.mocked(importSpend).mockClear());

describe('the spend import form', () => {
  it("says a report over the server's body cap is too large, in the form, and does not post it", async () => {
    await importFile(report(MAX_REPORT_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(funnelCopy.tooBig);
    expect(funnelCopy.tooBig).toMatch(/^That file is larger than 56 KB, the most one import takes/);
    expect(importSpend).not.toHaveBeenCalled();
  });

  it('posts a report at the limit', async () => {
    await importFile(report(MAX_REPORT_BYTES));
    await waitFor(() => expect(importSpend).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('status')).toHaveTextContent('Imported');
  });
});
