import { parseStored, type STORAGE_KEYS } from '@travesia/domain';
import { useCallback, useState } from 'react';
import { z } from 'zod/mini';

/** How many recent choices each field offers. */
export const MAX_RECENT_AIRPORTS = 4;

type RecentAirportsKey = typeof STORAGE_KEYS.airportsSelectedFrom | typeof STORAGE_KEYS.airportsSelectedTo;

// zod/mini: the search pages read this before the full zod has loaded (decisions 033, 051).
const recentAirportsSchema = z.array(z.string().check(z.regex(/^[A-Z]{3}$/)));

function readRecent(key: RecentAirportsKey): string[] {
  return (parseStored(localStorage.getItem(key), recentAirportsSchema) ?? []).slice(0, MAX_RECENT_AIRPORTS);
}

/**
 * The origins or destinations this browser searched last (spec §3 storage keys airportsSelectedFrom /
 * airportsSelectedTo), newest first, as a JSON list of IATA codes. They outlive sign-out on purpose.
 */
export function useRecentAirports(key: RecentAirportsKey) {
  const [codes, setCodes] = useState(() => readRecent(key));
  const remember = useCallback(
    (code: string) => {
      const next = [code, ...readRecent(key).filter((recent) => recent !== code)].slice(
        0,
        MAX_RECENT_AIRPORTS,
      );
      localStorage.setItem(key, JSON.stringify(next));
      setCodes(next);
    },
    [key],
  );
  return { codes, remember };
}
