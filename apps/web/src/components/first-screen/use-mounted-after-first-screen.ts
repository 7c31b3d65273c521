import { startTransition, useEffect, useState } from 'react';

/**
 * True from the task after the screen's first commit, rendered in a transition (in slices that yield to the
 * browser). What nobody sees at first (a closed menu, a folded search bar, the cards below the fold) then stays
 * out of the first commit, the longest task of a page's start on a phone (Lighthouse's blocking time).
 */
export function useMountedAfterFirstScreen(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setMounted(true)));
    return () => clearTimeout(timer);
  }, []);
  return mounted;
}
