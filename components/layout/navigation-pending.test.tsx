import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { NavigationPending, OVERLAY_DELAY_MS } from './navigation-pending';

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

const wait = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

/** The router's arrival on the next page. */
function arrive(path: string, rerender: (ui: ReactElement) => void) {
  pathname = path;
  window.history.replaceState(null, '', path);
  rerender(<NavigationPending />);
}

beforeEach(() => {
  jest.useFakeTimers();
  pathname = '/faq';
  window.history.replaceState(null, '', '/faq');
});

afterEach(() => {
  jest.useRealTimers();
});

describe('NavigationPending', () => {
  it('covers the page once a page change outlasts the delay, until the new page is there', () => {
    const { rerender } = render(<NavigationPending />);
    click('/about-us');
    wait(OVERLAY_DELAY_MS - 1);
    expect(spinner()).toBeNull();
    wait(1);
    expect(spinner()).toBeInTheDocument();
    arrive('/about-us', rerender);
    expect(spinner()).toBeNull();
  });

  it('never shows for a link that opens a dialog instead', () => {
    render(<NavigationPending />);
    click('/contact#proposal', {}, { 'aria-haspopup': 'dialog' });
    wait(OVERLAY_DELAY_MS * 5);
    expect(spinner()).toBeNull();
  });

  it('never shows for a page change that completes within the delay', () => {
    const { rerender } = render(<NavigationPending />);
    click('/about-us');
    wait(OVERLAY_DELAY_MS - 1);
    arrive('/about-us', rerender);
    wait(10 * OVERLAY_DELAY_MS);
    expect(spinner()).toBeNull();
  });

  it('waits afresh for each page change', () => {
    const { rerender } = render(<NavigationPending />);
    click('/about-us');
    wait(OVERLAY_DELAY_MS);
    arrive('/about-us', rerender);
    click('/faq');
    expect(spinner()).toBeNull();
    wait(OVERLAY_DELAY_MS);
    expect(spinner()).toBeInTheDocument();
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
    wait(OVERLAY_DELAY_MS);
    expect(spinner()).toBeNull();
  });

  it('hides again when the visitor goes back instead', () => {
    render(<NavigationPending />);
    click('/about-us');
    wait(OVERLAY_DELAY_MS);
    expect(spinner()).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(spinner()).toBeNull();
  });
});
