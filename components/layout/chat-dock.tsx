'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

// What the chat buttons must never cover: what a visitor taps or types in, and the footer (its
// links, its field and its © line sit where the buttons are).
const BENEATH =
  'a[href], button, input:not([type=hidden]), select, textarea, label, summary, [tabindex]:not([tabindex="-1"]), footer';

/** An overlap of more than a hairline: a 1 px screen-reader-only element or a shared edge is none. */
const overlaps = (entry: IntersectionObserverEntry) =>
  entry.intersectionRect.width > 1 && entry.intersectionRect.height > 1;

/**
 * Holds the floating chat buttons where docs/product.md#chat-buttons puts them, and steps
 * them aside to the screen's edge, a sliver left, while anything in BENEATH is under their place:
 * an IntersectionObserver whose root is shrunk to that place, so scrolling costs no work of ours.
 * They start aside, so a tap before this code has looked never lands on them by mistake.
 */
export function ChatDock({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [clear, setClear] = useState<boolean | null>(null);

  useEffect(() => {
    const dock = ref.current!;
    const beneath = new Set<Element>();
    let observer: IntersectionObserver | null = null;

    const report = () => setClear(beneath.size === 0);
    const watch = (root: Element) => {
      if (root.matches(BENEATH) && !dock.contains(root)) observer?.observe(root);
      for (const element of root.querySelectorAll(BENEATH))
        if (!dock.contains(element)) observer?.observe(element);
    };
    // The buttons' place, from their styles: wherever they stand now, shown or aside.
    const place = () => {
      const { clientWidth, clientHeight } = document.documentElement;
      const boxes = [...dock.children].map((button) => {
        const style = getComputedStyle(button);
        const bottom = clientHeight - parseFloat(style.bottom);
        const left = parseFloat(style.left);
        const { offsetWidth: width, offsetHeight: height } = button as HTMLElement;
        return { top: bottom - height, bottom, left, right: left + width };
      });
      const top = Math.min(...boxes.map((box) => box.top));
      const bottom = Math.max(...boxes.map((box) => box.bottom));
      const left = Math.min(...boxes.map((box) => box.left));
      const right = Math.max(...boxes.map((box) => box.right));
      // The root's margins: from each edge of the viewport in to the place.
      return [top, clientWidth - right, clientHeight - bottom, left];
    };
    // The margins are in px and follow the viewport, so a resize builds the observer again.
    const start = () => {
      observer?.disconnect();
      beneath.clear();
      const margins = place();
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (overlaps(entry)) beneath.add(entry.target);
            else beneath.delete(entry.target);
          }
          report();
        },
        { rootMargin: margins.map((margin) => `${-margin}px`).join(' ') },
      );
      watch(document.body);
    };

    let frame = 0;
    const restart = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(start);
    };
    // A page's new content is watched as it arrives; what left the page no longer counts.
    const changed = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof Element) watch(node);
      const before = beneath.size;
      for (const element of beneath) if (!element.isConnected) beneath.delete(element);
      if (beneath.size !== before) report();
    });

    start();
    changed.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', restart);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', restart);
      changed.disconnect();
      observer?.disconnect();
    };
  }, []);

  return (
    <div
      ref={ref}
      data-chat-dock=""
      data-state={clear ? 'shown' : 'aside'}
      data-enhanced={clear !== null || undefined}
      // Hidden while a field has focus: the keyboard and the typed text need the space.
      className="group contents [body:has(:is(input,textarea,select):focus)_&]:invisible"
    >
      {children}
    </div>
  );
}
