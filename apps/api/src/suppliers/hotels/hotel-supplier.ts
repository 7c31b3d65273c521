import type { Executor } from '@travesia/db';
import type { Airport, Board } from '@travesia/domain';

export interface Stay {
  checkIn: string;
  checkOut: string;
}

export interface RoomOccupancy {
  rooms: number;
  adults: number;
  /** One age per child: wholesalers price and place children by age. */
  childAges: number[];
}

export interface AvailabilityCriteria {
  destination: Airport;
  stay: Stay;
  occupancy: RoomOccupancy;
}

/** The cheapest available room of one hotel for the whole stay and occupancy. */
export interface HotelOffer {
  code: string;
  name: string;
  stars: number;
  latitude: number;
  longitude: number;
  images: string[];
  /** Whole stay in COP for every requested room. */
  minRate: number;
  /** Rates the agency negotiated itself (shown as 'propios'). */
  isOwnContract: boolean;
}

export interface SupplierRoom {
  code: string;
  name: string;
  capacity: number;
  board: Board;
  refundable: boolean;
  cancellationPolicy: string;
  /** Whole stay in COP for every requested room. */
  total: number;
  nights: number;
  /** Fits the occupancy and has enough rooms left on every night of the stay. */
  available: boolean;
}

export interface SupplierHotel {
  code: string;
  name: string;
  stars: number;
  description: string;
  address: string;
  iata: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  images: string[];
  amenities: string[];
  checkInTime: string;
  checkOutTime: string;
  rooms: SupplierRoom[];
}

export interface SupplierBookingRequest {
  hotelCode: string;
  roomCode: string;
  stay: Stay;
  occupancy: RoomOccupancy;
  holder: { firstName: string; lastName: string };
  /** Our booking locator, kept by the supplier as the client reference. */
  clientReference: string;
  /** The total the traveller confirmed; a supplier that re-prices refuses to book at another price. */
  expectedTotal: number;
}

export interface SupplierConfirmation {
  supplierRef: string;
  total: number;
}

/** Where hotel inventory comes from: the built-in inventory or a wholesaler such as Hotelbeds. */
export interface HotelSupplier {
  readonly name: string;
  /**
   * true: `book` calls another system, so it runs before the booking's transaction and `cancel` undoes it when
   * the booking cannot be stored. false: the inventory lives in our database and is consumed inside it.
   */
  readonly isRemote: boolean;
  /** The offers may be shared with other callers (a cached answer, a running search): never modified. */
  searchAvailability(criteria: AvailabilityCriteria): Promise<readonly HotelOffer[]>;
  getHotel(code: string, stay: Stay, occupancy: RoomOccupancy): Promise<SupplierHotel | undefined>;
  /**
   * Confirms the room or throws the sold-out error. `tx` is the booking's transaction, so inventory kept in our
   * own database is consumed if and only if the booking is stored.
   */
  book(tx: Executor, request: SupplierBookingRequest): Promise<SupplierConfirmation>;
  /** Gives back what `book` took. */
  cancel(tx: Executor, booking: SupplierBookingRequest & { supplierRef: string }): Promise<void>;
}
