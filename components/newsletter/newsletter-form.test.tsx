import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/lib/ui/notify';
import { NewsletterForm } from './newsletter-form';

// The forms' Server Actions run on the server, where a native post goes; these tests are the
// script's side.
jest.mock('@/lib/server/intake/form-actions', () => ({
  postProposal: jest.fn(),
  postNewsletter: jest.fn(),
}));
jest.mock('@/lib/ui/notify', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

/** The parts of a fetch Response the API client reads (jsdom has no Response). */
const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name] ?? null },
    json: async () => body,
  }) as unknown as Response;

async function subscribe(email: string) {
  render(<NewsletterForm />);
  await userEvent.type(screen.getByLabelText('Subscribe to our newsletter'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

beforeEach(() => {
  jest.mocked(notify.error).mockClear();
  jest.mocked(notify.success).mockClear();
});

describe('NewsletterForm', () => {
  it('tells a rate-limited visitor when to try again and keeps the address', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue(reply(429, { status: false }, { 'Retry-After': '45' }));
    await subscribe('asha@example.in');
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Too many attempts. Please try again in 45 seconds.',
      ),
    );
    expect(screen.getByLabelText('Subscribe to our newsletter')).toHaveValue('asha@example.in');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('stays silent on a 200 with a falsy status', async () => {
    global.fetch = jest.fn().mockResolvedValue(reply(200, { status: false }));
    await subscribe('asha@example.in');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled());
    expect(notify.error).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Subscribe to our newsletter')).toHaveValue('asha@example.in');
  });

  it('thanks the visitor and clears the field on success', async () => {
    global.fetch = jest.fn().mockResolvedValue(reply(200, { status: true, msg: 'Thank you!' }));
    await subscribe('asha@example.in');
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Thank you!'));
    expect(screen.getByLabelText('Subscribe to our newsletter')).toHaveValue('');
  });
});
