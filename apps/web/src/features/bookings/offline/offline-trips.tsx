import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';

// The booking schemas and IndexedDB stay out of the first visit's scripts (decision 025): loaded once someone signs in.
const TripSync = lazy(() => import('./trip-sync').then((module) => ({ default: module.TripSync })));

/** Keeps the signed-in traveller's trips on the device; from the first sign-in on, also to forget them at logout. */
export function OfflineTrips() {
  const { user } = useAuth();
  const [hasSignedIn, setHasSignedIn] = useState(false);
  if (user && !hasSignedIn) setHasSignedIn(true);
  if (!hasSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <TripSync />
    </Suspense>
  );
}
