import { type ReactNode, useEffect, useRef } from 'react';

interface ActionFeedbackProps {
  /** A new value (the error of a new attempt) brings the feedback into view and focus again. */
  attempt: unknown;
  children: ReactNode;
}

/**
 * The answer to what the person just did (an error, a warning to confirm), shown where they acted: beside the
 * button they pressed, scrolled into view and focused, so that a keyboard or screen-reader user lands on it
 * (issue 36); its alerts announce themselves.
 */
export function ActionFeedback({ attempt, children }: ActionFeedbackProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt === null || attempt === undefined) return;
    const element = ref.current;
    if (!element) return;
    // Optional: jsdom, where the unit tests run, has no scrolling.
    element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    element.focus({ preventScroll: true });
  }, [attempt]);
  return (
    <div ref={ref} tabIndex={-1} className="action-feedback">
      {children}
    </div>
  );
}
