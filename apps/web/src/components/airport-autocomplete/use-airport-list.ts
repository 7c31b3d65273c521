import { type AirportPlace, loadAirports } from '@travesia/domain';
import { useEffect, useState } from 'react';

export type AirportListState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; airports: readonly AirportPlace[] }
  | { status: 'error' };

/**
 * The bundled airport list, downloaded as its own chunk and shared by every field. Only once `wanted`: an
 * empty search form does not need it, and on a phone its ~95 kB (brotli) would compete with the page itself.
 */
export function useAirportList(wanted = true): AirportListState {
  const [state, setState] = useState<AirportListState>({ status: wanted ? 'loading' : 'idle' });

  useEffect(() => {
    if (!wanted) return;
    let isMounted = true;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    loadAirports().then(
      (airports) => {
        if (isMounted) setState({ status: 'ready', airports });
      },
      () => {
        if (isMounted) setState({ status: 'error' });
      },
    );
    return () => {
      isMounted = false;
    };
  }, [wanted]);

  return state;
}
