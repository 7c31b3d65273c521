import type { HotelDetail } from '@travesia/domain';

export function buildHotelDetail(overrides: Partial<HotelDetail> = {}): HotelDetail {
  return {
    code: 'H-1',
    name: 'Hotel Poblado Plaza',
    stars: 4,
    description: 'Hotel de negocios en El Poblado.',
    address: 'Carrera 43A # 4 Sur-75',
    city: 'Medellín',
    country: 'Colombia',
    latitude: 6.2086,
    longitude: -75.5671,
    images: ['/img/1.jpg', '/img/2.jpg'],
    amenities: ['Wifi', 'Gimnasio'],
    checkInTime: '15:00',
    checkOutTime: '12:00',
    rooms: [
      {
        code: 'R-STD',
        name: 'Habitación estándar',
        capacity: 2,
        board: 'BB',
        boardLabel: 'Desayuno incluido',
        cancellationPolicy: 'Cancelación gratuita hasta 48 horas antes de la llegada.',
        refundable: true,
        pricePerNight: 320_000,
        total: 640_000,
        nights: 2,
        available: true,
      },
      {
        code: 'R-STE',
        name: 'Suite',
        capacity: 3,
        board: 'AI',
        boardLabel: 'Todo incluido',
        cancellationPolicy: 'No reembolsable.',
        refundable: false,
        pricePerNight: 900_000,
        total: 1_800_000,
        nights: 2,
        available: false,
      },
    ],
    ...overrides,
  };
}
