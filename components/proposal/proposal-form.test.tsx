import { render } from '@testing-library/react';
import { ProposalForm } from './proposal-form';

// The forms' Server Actions run on the server, where a native post goes; these tests are the
// script's side.
jest.mock('@/lib/server/intake/form-actions', () => ({
  postProposal: jest.fn(),
  postNewsletter: jest.fn(),
}));
// The contact page's form goes on to its confirmation with the App Router, not mounted here.
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

// On /contact the server renders the form and its code arrives with the page's: what a
// visitor typed into the server's fields in between must survive react-hook-form taking over.
describe('ProposalForm', () => {
  afterEach(() => document.body.replaceChildren());

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

  it('starts empty where nothing was typed (the modal, a client-side visit)', () => {
    const { container } = render(<ProposalForm purpose="Proposal" idPrefix="modal" />);
    expect(container.querySelector('#modal-name')).toHaveValue('');
    expect(container.querySelector('#modal-message')).toHaveValue('');
  });
});
