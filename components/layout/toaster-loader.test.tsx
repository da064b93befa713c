import { act, render, screen } from '@testing-library/react';
import { notify } from '@/lib/ui/notify';
import { ToasterLoader } from './toaster-loader';

describe('ToasterLoader', () => {
  it('renders nothing until the first toast, then shows it', async () => {
    const { container } = render(<ToasterLoader />);
    expect(container).toBeEmptyDOMElement();
    await act(() => notify.error('Invalid Email'));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(container.querySelector('[data-sonner-toaster]')).toHaveAttribute(
      'data-y-position',
      'top',
    );
  });
});
