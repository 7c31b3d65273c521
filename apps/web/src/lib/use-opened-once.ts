import { useState } from 'react';

/**
 * Whether `isOpen` has been true at least once: an overlay whose code comes on demand mounts with its first opening
 * and then stays mounted, so it closes with its animation and opens at once the next time (issue 33).
 */
export function useOpenedOnce(isOpen: boolean | undefined): boolean {
  const [wasOpened, setWasOpened] = useState(Boolean(isOpen));
  // Set during render, as React allows for state derived from props: the opening render already mounts it.
  if (isOpen && !wasOpened) setWasOpened(true);
  return wasOpened || Boolean(isOpen);
}
