import { render, screen } from '@testing-library/react';
import { PageLoading } from './page-loading';

describe('PageLoading', () => {
  it('is a labelled status filling the viewport, centred, that fades in after 300 ms', () => {
    render(<PageLoading />);
    const status = screen.getByRole('status', { name: 'Loading page' });
    expect(status).toHaveClass(
      'min-h-dvh',
      'w-full',
      'items-center',
      'justify-center',
      'opacity-0',
    );
    expect(status.className).toContain('animate-[fade-in_0.2s_ease-out_0.3s_forwards]');
    expect(status.firstElementChild).toHaveClass('animate-spin', 'rounded-full');
  });
});
