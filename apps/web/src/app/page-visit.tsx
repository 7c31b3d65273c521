import { type ReactNode, useState } from 'react';
import { matchPath, useLocation, useNavigationType } from 'react-router-dom';
import { PageVisitKeyProvider } from '../components/page-layout';

/**
 * Starts the page at `path` over each time it is opened anew: Ionic keeps every page of a path mounted and shows
 * the same one again, so a form opened from the menu or a link kept what was typed or saved in it last time ("Nuevo
 * centro de costos" showed the center just created). A link, the menu or a navigation after a save (a push or a
 * replace from another path) is a new visit; going back (pop) returns to the page as it was left, and a change of
 * the page's own query (an edited record's `?id=`, the operador's company) is not a visit.
 *
 * The visit is worked out while rendering, never in an effect: the page is drawn once per visit and nothing
 * remounts it after someone has started typing. Only what the page shows starts over (PageLayout keys its body on
 * the visit): its IonPage stays the one Ionic animates.
 */
export function PageVisit({ path, children }: { path: string; children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const isShown = matchPath(path, location.pathname) !== null;
  const [visit, setVisit] = useState({ key: location.key, isShown });

  if (isShown !== visit.isShown) {
    const isNewVisit = isShown && navigationType !== 'POP';
    // Derived state, set during render: React draws the page again before showing it.
    setVisit({ key: isNewVisit ? location.key : visit.key, isShown });
  }
  return <PageVisitKeyProvider value={visit.key}>{children}</PageVisitKeyProvider>;
}
