import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HindiError from '@/app/(hi)/error';
import { errorScreenCopy } from '@/content/error-screen';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows a clear message and a Try again that re-renders', async () => {
    const reset = jest.fn();
    render(<ErrorScreen error={new Error('boom')} reset={reset} copy={errorScreenCopy} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('gives the phone and email it asks people to use, and a way home', () => {
    render(<ErrorScreen error={new Error('boom')} reset={jest.fn()} copy={errorScreenCopy} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'if it keeps happening, call or write to us.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Call +91 90000 00000');
    expect(screen.getByRole('link', { name: '+91 90000 00000' })).toHaveAttribute(
      'href',
      'tel:+919000000000',
    );
    expect(screen.getByRole('link', { name: 'hello@leadwise.example' })).toHaveAttribute(
      'href',
      'mailto:hello@leadwise.example',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('speaks Hindi on the Hindi pages, with the same contacts and Try again', async () => {
    const reset = jest.fn();
    render(<HindiError error={new Error('boom')} reset={reset} />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('कुछ गड़बड़ हो गई');
    expect(alert).toHaveTextContent('कॉल करें +91 90000 00000');
    expect(alert).toHaveTextContent('ईमेल करें hello@leadwise.example');
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'दोबारा कोशिश करें' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
