/** @jest-environment node */
// The enrolment sheet's upload entry (docs/operations.md#enrolment-sheets): the posted file applied
// through the actor's services, the browser sent back to the sheet's page with the result in its
// address; no file, or an agency admin's look, applies nothing.
import type { PortalCall } from './operator-guard';
import { resultOfQuery } from '../portal/sheet-result-query';
import { receiveEnrolmentSheet } from './enrolment-upload';

const posted = (file: File | null) => {
  const form = new FormData();
  if (file) form.append('sheet', file);
  return new Request('http://127.0.0.1/portal/amity/sheet/upload', { method: 'POST', body: form });
};

const callWith = (agencyView: boolean, applySheet: jest.Mock) =>
  ({
    actor: {
      operator: { id: 'op-amity', name: 'Amity Admissions' },
      university: { id: 'amity', name: 'Amity University' },
      agencyView,
    },
    portal: { applySheet },
  }) as unknown as PortalCall;

const resultIn = (response: Response) => {
  const location = new URL(response.headers.get('Location')!, 'http://127.0.0.1');
  return { path: location.pathname, result: resultOfQuery(location.searchParams.get('result')!) };
};

describe('the enrolment sheet upload', () => {
  it('applies the posted sheet and shows its result on the sheet page', async () => {
    const applySheet = jest.fn().mockResolvedValue({
      status: 'applied',
      changed: 2,
      same: 0,
      unmatched: [4],
      ambiguous: [],
    });
    const response = await receiveEnrolmentSheet(
      posted(new File(['Reference,Status\nLWL-1,Enrolled'], 'admissions.csv')),
      callWith(false, applySheet),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(applySheet.mock.calls[0][0]).toMatchObject({ fileName: 'admissions.csv' });
    expect(new TextDecoder().decode(applySheet.mock.calls[0][0].bytes)).toBe(
      'Reference,Status\nLWL-1,Enrolled',
    );
    expect(resultIn(response)).toEqual({
      path: '/portal/amity/sheet',
      result: {
        status: 'applied',
        changed: 2,
        same: 0,
        malformed: [],
        unmatched: [4],
        ambiguous: [],
        more: { malformed: 0, unmatched: 0, ambiguous: 0 },
      },
    });
  });

  it('says so when no file came, and applies nothing', async () => {
    const applySheet = jest.fn();
    const response = await receiveEnrolmentSheet(posted(null), callWith(false, applySheet));
    expect(applySheet).not.toHaveBeenCalled();
    expect(resultIn(response).result).toEqual({ status: 'unreadable', problem: 'file' });
  });

  it("sends an agency admin's look back to the page, nothing applied", async () => {
    const applySheet = jest.fn().mockResolvedValue({ status: 'agency-view' });
    const response = await receiveEnrolmentSheet(
      posted(new File(['Reference,Status\nLWL-1,Enrolled'], 'admissions.csv')),
      callWith(true, applySheet),
    );
    expect(response.headers.get('Location')).toBe('/portal/amity/sheet');
  });
});
