import { type Airport, loadAirports } from '@travesia/domain';
import { useEffect, useState } from 'react';

export type AirportListState =
  | { status: 'loading' }
  | { status: 'ready'; airports: readonly Airport[] }
  | { status: 'error' };

/** The bundled airport list, downloaded as its own chunk on first use and shared by every field. */
export function useAirportList(): AirportListState {
  const [state, setState] = useState<AirportListState>({ status: 'loading' });

  useEffect(() => {
    let isMounted = true;
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
  }, []);

  return state;
}
