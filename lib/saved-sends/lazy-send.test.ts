import type { Attempt } from './saved-send';

// The keeping code loads on demand; a form whose page could not fetch it still sends its lead.

const mockSubmitLead = jest.fn();
jest.mock('@/lib/leads/api-client', () => ({
  submitLead: (...args: unknown[]) => mockSubmitLead(...args),
  subscribeNewsletter: jest.fn(),
}));

const attempt: Attempt = {
  key: 'key-1',
  call: 'lead',
  form: 'proposal:contact',
  match: '{}',
  body: { email: 'asha@example.in' },
  fillTimeMs: 4000,
  firstAttemptAt: 0,
  notices: { sent: 'Sent', refused: 'Given up' },
};

beforeEach(() => {
  jest.resetModules();
  mockSubmitLead.mockReset().mockResolvedValue({ kind: 'success' });
});

it('sends through the keeping code once it has loaded', async () => {
  const sendFromForm = jest.fn().mockResolvedValue({ outcome: { kind: 'success' }, kept: false });
  jest.doMock('./send-from-form', () => ({ sendFromForm }));
  const { sendOrKeep, warmKeeping } = await import('./lazy-send');
  warmKeeping();
  await expect(sendOrKeep(attempt)).resolves.toEqual({
    outcome: { kind: 'success' },
    kept: false,
  });
  expect(sendFromForm).toHaveBeenCalledWith(attempt);
  expect(mockSubmitLead).not.toHaveBeenCalled();
});

it('sends plainly, under the same key, when that code could not load', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.doMock('./send-from-form', () => {
    throw new Error('ChunkLoadError');
  });
  const { sendOrKeep } = await import('./lazy-send');
  await expect(sendOrKeep(attempt)).resolves.toEqual({
    outcome: { kind: 'success' },
    kept: false,
  });
  expect(mockSubmitLead).toHaveBeenCalledWith(attempt.body, {
    idempotencyKey: 'key-1',
    fillTimeMs: 4000,
  });
});
