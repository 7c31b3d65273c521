import type { Executor } from '@travesia/db';
import type {
  Cabin,
  FareFamilyCode,
  FlightPassenger,
  FlightPassengers,
  FlightResult,
  FlightSearch,
  LuggageSize,
} from '@travesia/domain';

/** The search a signed offer was made for (suppliers/flights/flight-offers.ts); passengers are re-priced apart. */
export interface OfferedSearch {
  origin: string;
  destination: string;
  departureDate: string;
  /** Absent: one way. */
  returnDate?: string;
  cabin: Cabin;
}

export interface FlightHoldRequest {
  /** The itinerary as `recheck` priced it a moment ago. */
  itinerary: FlightResult;
  fareFamily: FareFamilyCode;
  extraLuggage: LuggageSize[];
  passengers: FlightPassenger[];
  /** Our booking locator, kept by the supplier as the client reference. */
  clientReference: string;
  /** The total the traveller accepted; a supplier that re-prices refuses to hold at another price. */
  expectedTotal: number;
}

export interface FlightHold {
  supplierRef: string;
}

/** Where flights come from: the built-in schedule, Kiwi.com Tequila or Duffel (decision 005). */
export interface FlightSupplier {
  readonly name: string;
  /**
   * true: `hold` calls another system, so it runs before the booking's transaction and `release` undoes it
   * when the booking cannot be stored. false: seats live in our database and are held inside that transaction.
   */
  readonly isRemote: boolean;
  /**
   * Itineraries for a validated search, cheapest first; full flights are left out. A round trip answers every
   * outbound on sale at least once, with its cheapest return; the API lists each outbound once and asks
   * `returnsFor` for the returns of the one chosen. The array may be shared with other callers (a cached or running
   * search): never modified.
   */
  search(search: FlightSearch): Promise<FlightResult[]>;
  /**
   * Every round trip of a search that flies one outbound (its `outboundKey`), cheapest first: each return that a
   * one-way search of the way back finds, when it leaves long enough after the outbound lands. Empty for a one-way
   * search or an outbound no longer on sale. The same sharing rule as `search`.
   */
  returnsFor(search: FlightSearch, outbound: string): Promise<FlightResult[]>;
  /**
   * The itinerary behind this supplier's booking token (taken out of an offer the API signed for `search`),
   * priced now for these passengers; undefined when it no longer exists or has too few seats left. An
   * itinerary that does not answer the search is refused (decision 011).
   */
  recheck(
    bookingToken: string,
    passengers: FlightPassengers,
    search: OfferedSearch,
  ): Promise<FlightResult | undefined>;
  /** Holds the seats (throws the sold-out error when they are gone). */
  hold(tx: Executor, request: FlightHoldRequest): Promise<FlightHold>;
  /** Gives back what `hold` took (a cancelled or never-stored booking). */
  release(tx: Executor, request: FlightHoldRequest & FlightHold): Promise<void>;
  /** Turns held seats into sold ones at emission (issue 5); answers the airline locator. */
  confirm(tx: Executor, request: FlightHoldRequest & FlightHold): Promise<{ airlineLocator: string }>;
}
