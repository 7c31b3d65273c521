/** Hotel search requests and answers as the hotel tests write them. */
import { addDays, toIsoDate } from '@travesia/domain';

export const today = toIsoDate(new Date());
export const stayFrom = (offset: number, nights = 2) => ({
  checkIn: addDays(today, offset),
  checkOut: addDays(today, offset + nights),
});
export const searchBody = (zone: string, stay = stayFrom(20), adults = 2) => ({
  stay,
  occupancies: [{ rooms: 1, adults, children: 0 }],
  destination: { zone },
});

export interface HotelResult {
  code: string;
  name: string;
  latitude: number;
  longitude: number;
  images: string[];
  minRate: number;
  currency: string;
  breakfast: boolean;
  stars: number;
  source?: string;
}
