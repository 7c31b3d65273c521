import { type HotelResult, minRateOf, starsOf } from './hotel-result';

/** Spec §9: the star filter offers all (-1), 5, 4, 3, 2, 1. */
export const ALL_STARS = -1;
export const STAR_FILTER_VALUES = [ALL_STARS, 5, 4, 3, 2, 1] as const;
export type PriceSort = 'asc' | 'desc';

export interface HotelFilters {
  name: string;
  /** null: every category. */
  stars: number | null;
  sort: PriceSort;
}

export const DEFAULT_HOTEL_FILTERS: HotelFilters = { name: '', stars: null, sort: 'asc' };

/** Spec §4: choosing "all" reports no filter, otherwise the number. */
export function starFilterFromOption(value: number): number | null {
  return value === ALL_STARS ? null : value;
}

/** Standard results keep only hotels with at least one image (spec §5). */
export function hasImages(hotel: Pick<HotelResult, 'images'>): boolean {
  return hotel.images.length > 0;
}

/** Case-insensitive substring on the trimmed name; an empty term keeps every hotel (spec §5). */
export function matchesName(hotel: Pick<HotelResult, 'name'>, term: string): boolean {
  const needle = term.trim().toLowerCase();
  return needle === '' || hotel.name.trim().toLowerCase().includes(needle);
}

export function applyHotelFilters<T extends HotelResult>(hotels: readonly T[], filters: HotelFilters): T[] {
  const direction = filters.sort === 'asc' ? 1 : -1;
  return hotels
    .filter((hotel) => matchesName(hotel, filters.name))
    .filter((hotel) => filters.stars === null || starsOf(hotel) === filters.stars)
    .sort((a, b) => direction * (minRateOf(a) - minRateOf(b)));
}
