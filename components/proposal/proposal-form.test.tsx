import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProposalForm } from './proposal-form';

// The forms' Server Actions run on the server, where a native post goes; these tests are the
// script's side.
jest.mock('@/lib/server/intake/form-actions', () => ({
  postProposal: jest.fn(),
  postNewsletter: jest.fn(),
}));
// The contact page's form goes on to its confirmation with the App Router, not mounted here.
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
jest.mock('@/lib/ui/notify', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

/** The parts of a fetch Response the API client reads (jsdom has no Response). */
const reply = (body: unknown) =>
  ({
    ok: true,
    status: 200,
    headers: { get: () => null },
    json: async () => body,
  }) as unknown as Response;

/** Fills the modal's form as a visitor would and sends it; resolves once it was accepted. */
async function sendFromModal(answer: unknown) {
  global.fetch = jest.fn().mockResolvedValue(reply(answer));
  const accepted = jest.fn();
  render(<ProposalForm purpose="Get a Proposal" idPrefix="modal" onSuccess={accepted} />);
  await userEvent.type(screen.getByLabelText(/^Name/), 'Kavya Nair');
  await userEvent.type(screen.getByLabelText(/^Email/), 'kavya@example.in');
  await userEvent.type(screen.getByLabelText(/^Phone/), '9012345678');
  await userEvent.type(screen.getByLabelText(/^Website URL/), 'kavyabakes.in');
  await userEvent.type(screen.getByLabelText(/^Message/), 'Google Ads for our bakery');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(accepted).toHaveBeenCalled());
}

// On /contact the server renders the form and its code arrives with the page's: what a
// visitor typed into the server's fields in between must survive react-hook-form taking over.
describe('ProposalForm', () => {
  afterEach(() => document.body.replaceChildren());
  beforeEach(() => push.mockClear());

  it("starts from what was already typed into the server's fields", () => {
    // The server's markup, as the browser holds it before hydration (same ids as the form's).
    const typed = document.createElement('div');
    typed.innerHTML =
      '<input id="contact-name" value="Asha"><input id="contact-email" value="asha@example.in">' +
      '<textarea id="contact-message">Typed early</textarea>';
    document.body.append(typed);
    const { container } = render(<ProposalForm purpose="Proposal" idPrefix="contact" />);
    typed.remove();
    const field = (name: string) =>
      container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#contact-${name}`);
    expect(field('name')).toHaveValue('Asha');
    expect(field('email')).toHaveValue('asha@example.in');
    expect(field('message')).toHaveValue('Typed early');
    expect(field('phone')).toHaveValue('');
  });

  it('goes on from the modal to the thank-you page when a code went to the phone (SMS_PROPOSALS)', async () => {
    await sendFromModal({ status: true, code_step: true });
    expect(push).toHaveBeenCalledWith('/contact/thank-you');
  });

  it('stays over its page, as ever, when no code went out', async () => {
    await sendFromModal({ status: true });
    expect(push).not.toHaveBeenCalled();
  });

  it('starts empty where nothing was typed (the modal, a client-side visit)', () => {
    const { container } = render(<ProposalForm purpose="Proposal" idPrefix="modal" />);
    expect(container.querySelector('#modal-name')).toHaveValue('');
    expect(container.querySelector('#modal-message')).toHaveValue('');
  });
});
