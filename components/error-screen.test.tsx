import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  it('shows a clear message and a Try again that re-renders', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reset = jest.fn();
    render(<ErrorScreen error={new Error('boom')} reset={reset} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
