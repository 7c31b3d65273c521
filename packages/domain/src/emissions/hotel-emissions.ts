/**
 * kg CO₂e of an occupied hotel room for one night, by country (ISO 3166-1 alpha-2): the UK Government GHG
 * conversion factors 2019, "Hotel stay", which take the Cornell Hotel Sustainability Benchmarking index (CHSB,
 * Hotel Carbon Measurement Initiative method: the hotel's energy use, rooms and common areas, per occupied room)
 * country by country; the "Caribbean region" figure stands for its islands (decision 024).
 */
export const HOTEL_ROOM_NIGHT_KG: Readonly<Record<string, number>> = {
  AE: 94.9,
  AR: 52.8,
  AT: 18.3,
  AU: 44.9,
  BE: 18.3,
  BR: 14.9,
  CA: 15.5,
  CH: 6.9,
  CL: 40.4,
  CN: 63.8,
  CO: 14.3,
  CR: 13.7,
  CZ: 29.7,
  DE: 20.8,
  EG: 70.0,
  ES: 18.7,
  FR: 7.6,
  GB: 17.4,
  GR: 46.9,
  HK: 77.0,
  ID: 64.7,
  IE: 30.4,
  IL: 61.3,
  IN: 86.9,
  IT: 22.9,
  JO: 80.9,
  JP: 71.9,
  KR: 64.5,
  MO: 63.8,
  MX: 28.5,
  MY: 69.0,
  NL: 25.0,
  NZ: 12.9,
  PA: 30.2,
  PH: 79.3,
  PL: 39.9,
  PT: 27.6,
  QA: 119.3,
  RU: 46.1,
  SA: 142.2,
  SG: 37.1,
  TH: 54.6,
  TR: 51.8,
  TW: 71.1,
  US: 21.4,
  VN: 55.1,
  ZA: 40.2,
  // Caribbean region.
  AG: 64.6,
  AI: 64.6,
  AW: 64.6,
  BB: 64.6,
  BL: 64.6,
  BQ: 64.6,
  BS: 64.6,
  CU: 64.6,
  CW: 64.6,
  DM: 64.6,
  DO: 64.6,
  GD: 64.6,
  GP: 64.6,
  HT: 64.6,
  JM: 64.6,
  KN: 64.6,
  KY: 64.6,
  LC: 64.6,
  MF: 64.6,
  MQ: 64.6,
  MS: 64.6,
  PR: 64.6,
  SX: 64.6,
  TC: 64.6,
  TT: 64.6,
  VC: 64.6,
  VG: 64.6,
  VI: 64.6,
};

/**
 * Countries the benchmark does not cover (Peru, Ecuador, Bolivia among them): the median of the country figures
 * above, each country once and the Caribbean once (42.65, to one decimal).
 */
export const DEFAULT_HOTEL_ROOM_NIGHT_KG = 42.7;

/** kg CO₂e per occupied room and night in a hotel of the country. */
export function hotelRoomNightKg(countryCode: string): number {
  return HOTEL_ROOM_NIGHT_KG[countryCode.trim().toUpperCase()] ?? DEFAULT_HOTEL_ROOM_NIGHT_KG;
}

export interface HotelStayEmissions {
  /** kg CO₂e per room and night, one decimal as the benchmark gives it. */
  perRoomNightKg: number;
  /** Whole kg CO₂e for every room and night of the stay. */
  stayKg: number;
}

/** The estimate of a stay: rooms × nights × the country's room-night figure. */
export function hotelStayEmissions(countryCode: string, nights: number, rooms: number): HotelStayEmissions {
  const perRoomNightKg = hotelRoomNightKg(countryCode);
  return { perRoomNightKg, stayKg: Math.round(perRoomNightKg * Math.max(0, nights) * Math.max(0, rooms)) };
}
