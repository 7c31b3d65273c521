import type { ReactNode } from 'react';

interface ScrollRegionProps {
  /** What scrolls, for screen readers: the table's name. */
  label: string;
  className: string;
  children: ReactNode;
}

/**
 * A box that scrolls sideways (a wide table on a phone). It takes the keyboard's focus, so arrow keys scroll it,
 * and is a named region (a labelled section), so a screen reader says what it holds (axe's scrollable-region-focusable).
 */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable to scroll it by keyboard
    <section className={className} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
