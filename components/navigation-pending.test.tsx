import { act, render, screen } from '@testing-library/react';
import { NavigationPending } from './navigation-pending';

let pathname = '/faq';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

/** A link in the page, clicked the way a visitor would (the router's own handler stubbed out). */
function click(href: string, init: MouseEventInit = {}, attributes: Record<string, string> = {}) {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'link';
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.addEventListener('click', (event) => event.preventDefault());
  document.body.append(link);
  act(() => {
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  });
  link.remove();
}

const spinner = () => screen.queryByRole('status', { name: 'Loading page' });

beforeEach(() => {
  pathname = '/faq';
  window.history.replaceState(null, '', '/faq');
});

describe('NavigationPending', () => {
  it('shows the loading spinner from a link click until the new page is there', () => {
    const { rerender } = render(<NavigationPending />);
    expect(spinner()).toBeNull();
    click('/about-us');
    expect(spinner()).toBeInTheDocument();
    pathname = '/about-us';
    window.history.replaceState(null, '', '/about-us');
    rerender(<NavigationPending />);
    expect(spinner()).toBeNull();
  });

  it.each([
    ['another site', 'https://example.com/', {}, {}],
    ['the same page', '/faq#questions', {}, {}],
    ['a new tab', '/about-us', {}, { target: '_blank' }],
    ['a download', '/about-us', {}, { download: '' }],
    ['a modified click', '/about-us', { ctrlKey: true }, {}],
    ['a middle click', '/about-us', { button: 1 }, {}],
  ])('stays hidden for %s', (_, href, init, attributes) => {
    render(<NavigationPending />);
    click(href, init, attributes);
    expect(spinner()).toBeNull();
  });

  it('hides again when the visitor goes back instead', () => {
    render(<NavigationPending />);
    click('/about-us');
    expect(spinner()).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(spinner()).toBeNull();
  });
});
