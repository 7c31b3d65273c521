import { type Airport, type Board, cityAirportsOf, placeLabel } from '@travesia/domain';
import { between, hashText, pick, type Random, randomFor } from '../../../lib/seeded-random';
import { hotelImageUrl, IMAGE_PALETTE_COUNT, type ImageScene } from '../hotel-images';

export interface GeneratedRoomType {
  code: string;
  name: string;
  capacity: number;
  board: Board;
  refundable: boolean;
  cancellation: string;
  baseRate: number;
  roomsPerNight: number;
}

export interface GeneratedHotel {
  code: string;
  iata: string;
  city: string;
  country: string;
  name: string;
  stars: number;
  description: string;
  address: string;
  latitude: number;
  longitude: number;
  images: string[];
  amenities: string[];
  ownContract: boolean;
  roomTypes: GeneratedRoomType[];
}

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

const NAME_WORDS = [
  'Alameda',
  'Mirador',
  'Jardín',
  'Real',
  'Santa Lucía',
  'Las Palmas',
  'Portal',
  'Aurora',
  'Los Olivos',
  'Cristal',
  'Monteverde',
  'El Faro',
  'La Estancia',
  'Los Arcos',
  'Del Parque',
  'Colonial',
  'Las Acacias',
  'San Miguel',
  'Bellavista',
  'Del Sol',
];

/**
 * Patterns of hotel names with the star range they suit; `{w}` is a word above, `{c}` the city. Generic on
 * purpose: no real brands.
 */
const NAME_PATTERNS: { pattern: string; minStars: number; maxStars: number }[] = [
  { pattern: 'Hotel Casa {w}', minStars: 2, maxStars: 4 },
  { pattern: 'Hotel Boutique {w}', minStars: 3, maxStars: 5 },
  { pattern: 'Suites {w}', minStars: 3, maxStars: 5 },
  { pattern: 'Gran Hotel {c}', minStars: 4, maxStars: 5 },
  { pattern: 'Hotel {w} Plaza', minStars: 3, maxStars: 5 },
  { pattern: '{c} Business Suites', minStars: 3, maxStars: 5 },
  { pattern: 'Hostal {w}', minStars: 1, maxStars: 2 },
  { pattern: 'Hotel {w} Centro', minStars: 1, maxStars: 3 },
  { pattern: 'Residencias {w}', minStars: 1, maxStars: 3 },
  { pattern: 'Aparta-Hotel {w}', minStars: 2, maxStars: 4 },
  { pattern: 'Grand Continental {c}', minStars: 5, maxStars: 5 },
  { pattern: 'Metropolitan Suites {c}', minStars: 4, maxStars: 5 },
  { pattern: 'Hotel {w} Express', minStars: 1, maxStars: 3 },
  { pattern: 'Torre {w} Hotel', minStars: 3, maxStars: 5 },
  { pattern: 'Posada {w}', minStars: 1, maxStars: 3 },
  { pattern: 'Royal Garden {c}', minStars: 4, maxStars: 5 },
  { pattern: 'Hotel {w}', minStars: 1, maxStars: 5 },
];

const AMENITIES_BY_STARS: { amenity: string; minStars: number }[] = [
  { amenity: 'Wifi gratis', minStars: 1 },
  { amenity: 'Recepción 24 horas', minStars: 1 },
  { amenity: 'Parqueadero', minStars: 2 },
  { amenity: 'Restaurante', minStars: 3 },
  { amenity: 'Gimnasio', minStars: 3 },
  { amenity: 'Centro de negocios', minStars: 3 },
  { amenity: 'Lavandería', minStars: 3 },
  { amenity: 'Bar', minStars: 4 },
  { amenity: 'Piscina', minStars: 4 },
  { amenity: 'Servicio a la habitación 24 horas', minStars: 4 },
  { amenity: 'Traslado al aeropuerto', minStars: 4 },
  { amenity: 'Spa', minStars: 5 },
];

/** COP per night of a standard room for one adult, by stars, before the city factor. */
const STAR_BASE_RATES = [0, 95_000, 145_000, 220_000, 340_000, 560_000] as const;

interface RoomTemplate {
  code: string;
  name: string;
  capacity: number;
  factor: number;
  boards: readonly Board[];
  minStars: number;
}

const ROOM_TEMPLATES: RoomTemplate[] = [
  { code: 'STD', name: 'Habitación Estándar', capacity: 2, factor: 1, boards: ['RO', 'BB'], minStars: 1 },
  { code: 'EJE', name: 'Habitación Ejecutiva', capacity: 2, factor: 1.2, boards: ['BB'], minStars: 2 },
  { code: 'SUP', name: 'Habitación Superior', capacity: 3, factor: 1.35, boards: ['BB', 'HB'], minStars: 1 },
  { code: 'FAM', name: 'Habitación Familiar', capacity: 5, factor: 1.6, boards: ['BB', 'HB'], minStars: 1 },
  { code: 'STE', name: 'Suite', capacity: 4, factor: 2.1, boards: ['BB', 'HB', 'AI'], minStars: 3 },
];

const CANCELLATION_POLICIES = [
  { refundable: true, text: 'Cancelación gratuita hasta 48 horas antes de la llegada.' },
  { refundable: true, text: 'Cancelación gratuita hasta 24 horas antes de la llegada.' },
  {
    refundable: false,
    text: 'Tarifa no reembolsable: si cancelas o no te presentas, se cobra el total de la estadía.',
  },
] as const;

const KM_PER_DEGREE = 111;

/** Big international cities cost more than a Colombian town; prices are in COP either way. */
function cityFactor(airport: Airport): number {
  const isColombian = airport.countryCode === 'CO';
  if (isColombian) return airport.size === 'large' ? 1 : 0.85;
  if (airport.continent === 'América') return airport.size === 'large' ? 1.6 : 1.25;
  return airport.size === 'large' ? 2 : 1.45;
}

function generateAddress(random: Random, airport: Airport): string {
  if (airport.countryCode === 'CO') {
    const street = pick(random, ['Calle', 'Carrera', 'Avenida Calle', 'Transversal', 'Diagonal']);
    return `${street} ${between(random, 2, 120)} # ${between(random, 1, 99)}-${between(random, 2, 80)}, ${airport.city}`;
  }
  const street = pick(random, [
    'Avenida Central',
    'Calle Mayor',
    'Paseo del Río',
    'Avenida del Puerto',
    'Plaza Nueva',
  ]);
  return `${street} ${between(random, 1, 480)}, ${airport.city}`;
}

function generateImages(random: Random, stars: number, code: string): string[] {
  const scenes: ImageScene[] = ['fachada', 'habitacion', 'lobby', 'restaurante'];
  if (stars >= 4) scenes.splice(2, 0, 'piscina');
  const palette = between(random, 0, IMAGE_PALETTE_COUNT - 1);
  const count = Math.min(scenes.length, between(random, 3, 5));
  // Every hotel leads with its façade; the others vary.
  const [facade, ...rest] = scenes;
  return [facade as ImageScene, ...shuffled(random, rest).slice(0, count - 1)].map((scene, index) =>
    hotelImageUrl(scene, (palette + index + hashText(code)) % IMAGE_PALETTE_COUNT),
  );
}

/** All-inclusive only in hotels of four stars and up. */
function boardsFor(template: RoomTemplate, stars: number): readonly Board[] {
  const boards = template.boards.filter((board) => board !== 'AI' || stars >= 4);
  return boards.length > 0 ? boards : ['BB'];
}

function generateRoomTypes(random: Random, stars: number, baseRate: number): GeneratedRoomType[] {
  const extras = shuffled(random, ROOM_TEMPLATES.slice(1))
    .filter((template) => stars >= template.minStars)
    .slice(0, between(random, 2, 4));
  const templates = ROOM_TEMPLATES.filter((template) => template.code === 'STD' || extras.includes(template));
  return templates.map((template) => {
    const cancellation = pick(random, CANCELLATION_POLICIES);
    const jitter = 0.92 + random() * 0.16;
    return {
      code: template.code,
      name: template.name,
      capacity: template.capacity,
      board: stars >= 4 && template.code === 'STD' ? 'BB' : pick(random, boardsFor(template, stars)),
      refundable: cancellation.refundable,
      cancellation: cancellation.text,
      baseRate: Math.round((baseRate * template.factor * jitter) / 1000) * 1000,
      roomsPerNight: between(random, 2, 9),
    };
  });
}

function describe(name: string, stars: number, airport: Airport, amenities: string[]): string {
  const kind =
    stars >= 4
      ? 'un hotel de categoría superior'
      : stars >= 3
        ? 'un hotel cómodo'
        : 'un alojamiento sencillo';
  const highlights = amenities.slice(2, 5).join(', ').toLowerCase();
  return `${name} es ${kind} en ${placeLabel([airport.city, airport.country])}, pensado para viajes de trabajo${
    highlights ? `, con ${highlights}` : ''
  }.`;
}

/**
 * The built-in hotels of one destination. Pure and deterministic: the same airport always yields the same
 * hotels, rooms and base rates, so every API process and every restart agree on the inventory.
 */
export function generateCityHotels(airport: Airport): GeneratedHotel[] {
  // A city's airports are one hotel destination (decision 034): each airport's hotels avoid the names of those of
  // the airports listed before it, so Medellín never shows two "Hostal Del Parque".
  const takenNames = new Set<string>();
  for (const earlier of cityAirportsOf(airport.iata)) {
    if (earlier.iata === airport.iata) break;
    for (const hotel of generateAirportHotels(earlier, takenNames)) takenNames.add(hotel.name);
  }
  return generateAirportHotels(airport, takenNames);
}

function generateAirportHotels(airport: Airport, takenNames: ReadonlySet<string>): GeneratedHotel[] {
  const random = randomFor(airport.iata);
  const count = between(random, 6, 14);
  const words = shuffled(random, NAME_WORDS);
  const patterns = shuffled(random, NAME_PATTERNS);
  const usedNames = new Set(takenNames);
  const hotels: GeneratedHotel[] = [];
  for (let index = 0; index < count; index += 1) {
    const stars = pick(random, [1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5]);
    const word = words[index % words.length] as string;
    const candidates = patterns
      .filter(({ minStars, maxStars }) => stars >= minStars && stars <= maxStars)
      .map(({ pattern }) => pattern.replace('{w}', word).replace('{c}', airport.city))
      .filter((candidate) => !usedNames.has(candidate));
    const name = candidates[index % Math.max(1, candidates.length)] ?? `Hotel ${word} ${index + 1}`;
    usedNames.add(name);

    const code = `${airport.iata}${String(index + 1).padStart(2, '0')}`;
    // Within roughly 2–12 km of the airport, in any direction.
    const distanceKm = 2 + random() * 10;
    const bearing = random() * 2 * Math.PI;
    const latitude = airport.latitude + (distanceKm * Math.cos(bearing)) / KM_PER_DEGREE;
    const longitude =
      airport.longitude +
      (distanceKm * Math.sin(bearing)) /
        (KM_PER_DEGREE * Math.max(0.2, Math.cos((airport.latitude * Math.PI) / 180)));
    const amenities = AMENITIES_BY_STARS.filter(({ minStars }) => stars >= minStars).map(
      ({ amenity }) => amenity,
    );
    const baseRate = (STAR_BASE_RATES[stars] ?? STAR_BASE_RATES[3]) * cityFactor(airport);
    hotels.push({
      code,
      iata: airport.iata,
      city: airport.city,
      country: airport.country,
      name,
      stars,
      description: describe(name, stars, airport, amenities),
      address: generateAddress(random, airport),
      latitude: Number(latitude.toFixed(6)),
      longitude: Number(longitude.toFixed(6)),
      images: generateImages(random, stars, code),
      amenities,
      ownContract: random() < 0.25,
      roomTypes: generateRoomTypes(random, stars, baseRate),
    });
  }
  return hotels;
}
