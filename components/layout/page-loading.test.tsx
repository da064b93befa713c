import { render, screen } from '@testing-library/react';
import { PageLoading } from './page-loading';

describe('PageLoading', () => {
  it('is a labelled status filling the viewport, centred, with a spinning circle', () => {
    render(<PageLoading />);
    const status = screen.getByRole('status', { name: 'Loading page' });
    expect(status).toHaveClass('min-h-dvh', 'w-full', 'items-center', 'justify-center');
    expect(status.firstElementChild).toHaveClass('animate-spin', 'rounded-full');
  });
});
