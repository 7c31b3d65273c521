import type { FlightPassenger } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { createKiwiFlightSupplier } from '../src/suppliers/flights/kiwi/kiwi-supplier';
import { LAURA, TOMAS, tx } from './helpers/adapter-passengers';
import { FAKE_KIWI_KEY } from './helpers/fake-kiwi-server';
import { oneWay, useKiwiAdapter } from './helpers/kiwi-adapter';

describe('Kiwi Tequila adapter: hold, confirm and errors (against a local fake)', () => {
  const { suite, requestsTo, holdRequest } = useKiwiAdapter();

  it('holds with check_flights (hold bags counted) and save_booking; the booking id becomes the reference', async () => {
    const request = await holdRequest([LAURA, TOMAS], ['Grande']);
    expect(request.expectedTotal).toBe(250_000 + 120_001);
    const hold = await suite.kiwi.hold(tx, request);
    expect(hold).toEqual({ supplierRef: '40211837:tx-7f3a' });

    const kiwiToken = request.itinerary.booking_token.split('.')[1];
    expect(requestsTo('/v2/booking/check_flights')[0]?.query).toMatchObject({
      booking_token: kiwiToken,
      bnum: '1',
      adults: '1',
      children: '0',
      infants: '1',
    });
    const [save] = requestsTo('/v2/booking/save_booking');
    expect(save).toMatchObject({ method: 'POST', apikey: FAKE_KIWI_KEY });
    expect(save?.body).toEqual({
      booking_token: kiwiToken,
      session_id: `session-${kiwiToken}`,
      lang: 'es',
      locale: 'es-CO',
      passengers: [
        {
          category: 'adult',
          title: 'Ms',
          name: 'Laura',
          surname: 'Gómez',
          birthday: '1990-04-12',
          nationality: 'CO',
          cardno: '1020304050',
          email: 'laura@example.co',
          phone: '+573105550101',
        },
        {
          // The title follows the sex on the document for children and infants too.
          category: 'infant',
          title: 'Mr',
          name: 'Tomás',
          surname: 'Gómez',
          birthday: '2026-01-20',
          nationality: 'CO',
          cardno: '1122334455',
        },
      ],
      // Cabin bag (included by the search) and one hold bag (bought) for the adult; none for the infant.
      baggage: [
        { combination: expect.objectContaining({ category: 'hand_bag', indices: [0, 1] }), passengers: [0] },
        { combination: expect.objectContaining({ category: 'hold_bag', indices: [0] }), passengers: [0] },
      ],
    });
  });

  it('gives every passenger one hand-bag and one hold-bag combination even when none matches exactly', async () => {
    suite.fake.onlyCabinBagCombination = true;
    // No cabin bag searched, but the only hand-bag combination Kiwi offers includes one.
    const request = await holdRequest([LAURA], [], { bags: { hand: 0, hold: 0 } });
    await suite.kiwi.hold(tx, request);
    const [save] = requestsTo('/v2/booking/save_booking');
    expect(save?.body).toMatchObject({
      baggage: [
        { combination: expect.objectContaining({ category: 'hand_bag', indices: [0, 1] }), passengers: [0] },
        { combination: expect.objectContaining({ category: 'hold_bag', indices: [] }), passengers: [0] },
      ],
    });
  });

  it('sends the document expiry, and asks for it before saving when Kiwi needs documents', async () => {
    suite.fake.documentNeed = 1;
    const undocumented = await holdRequest([{ ...LAURA, documentExpiry: undefined }], []);
    await expect(suite.kiwi.hold(tx, undocumented)).rejects.toMatchObject({
      statusCode: 400,
      message:
        'La aerolínea pide la fecha de vencimiento del documento de cada pasajero: indícala y vuelve a reservar.',
    });
    expect(requestsTo('/v2/booking/save_booking')).toEqual([]);

    const documented = await holdRequest([{ ...LAURA, documentExpiry: '2031-02-28' }], []);
    await suite.kiwi.hold(tx, documented);
    const [save] = requestsTo('/v2/booking/save_booking');
    expect(save?.body).toMatchObject({ passengers: [{ cardno: LAURA.documento, expiration: '2031-02-28' }] });
  });

  it('says nothing of a bag limit Tequila leaves out instead of showing zeros', async () => {
    suite.fake.omitHandLimits = true;
    const [result] = await suite.kiwi.search(oneWay({ adults: 1, children: 0, infants: 0 }));
    const descriptions = result?.fareFamilies[0]?.luggage.map((option) => option.description);
    expect(descriptions).toContain('Artículo personal');
    expect(descriptions).toContain('Equipaje de mano');
    expect(descriptions?.join(' ')).not.toMatch(/\b0 (kg|×)/);
    expect(descriptions).toContain('Maleta facturada 23 kg');
  });

  it('sends a title for every passenger: Tequila (and the fake) refuse save_booking without one', async () => {
    const { gender: _gender, ...withoutGender } = LAURA;
    const request = await holdRequest([withoutGender as FlightPassenger], []);
    await expect(suite.kiwi.hold(tx, request)).rejects.toMatchObject({ statusCode: 502 });
    expect(requestsTo('/v2/booking/save_booking')[0]?.body).toMatchObject({
      passengers: [expect.not.objectContaining({ title: expect.anything() })],
    });

    suite.fake.requests.length = 0;
    const girl: FlightPassenger = { ...TOMAS, type: 'child', gender: 'F', birthDate: '2018-06-01' };
    await suite.kiwi.hold(tx, { ...request, passengers: [LAURA, girl] });
    // A girl: children take 'Ms' / 'Mr' from the document like adults.
    expect(requestsTo('/v2/booking/save_booking')[0]?.body).toMatchObject({
      passengers: [
        { category: 'adult', title: 'Ms' },
        { category: 'child', title: 'Ms' },
      ],
    });
  });

  it('refuses to hold at another price or when the flights are gone, before saving anything', async () => {
    const request = await holdRequest([LAURA], []);
    suite.fake.changedEur = 90;
    await expect(suite.kiwi.hold(tx, request)).rejects.toMatchObject({
      statusCode: 409,
      code: 'PRICE_CHANGED',
      message: expect.stringContaining('387.000'),
    });
    suite.fake.changedEur = null;
    suite.fake.flightsInvalid = true;
    await expect(suite.kiwi.hold(tx, request)).rejects.toMatchObject({
      statusCode: 409,
      code: 'SOLD_OUT',
      message: 'Ya no quedan asientos suficientes en ese vuelo.',
    });
    expect(requestsTo('/v2/booking/save_booking')).toEqual([]);
  });

  it('confirms with confirm_payment and releases without calling Kiwi', async () => {
    const request = await holdRequest([LAURA], []);
    const held = { ...request, supplierRef: '40211837:tx-7f3a' };
    await expect(suite.kiwi.confirm(tx, held)).resolves.toEqual({ airlineLocator: '40211837' });
    expect(requestsTo('/v2/booking/confirm_payment')).toEqual([
      expect.objectContaining({ method: 'POST', body: { booking_id: 40211837, transaction_id: 'tx-7f3a' } }),
    ]);

    suite.fake.confirmStatus = -1;
    await expect(suite.kiwi.confirm(tx, held)).rejects.toMatchObject({ statusCode: 502 });

    suite.fake.requests.length = 0;
    await suite.kiwi.release(tx, held);
    expect(suite.fake.requests).toEqual([]);
  });

  it('answers a malformed Tequila answer with a clear 502 and saves nothing', async () => {
    const request = await holdRequest([LAURA], []);
    suite.fake.mode = 'malformed';
    await expect(suite.kiwi.search(oneWay({ adults: 1, children: 0, infants: 0 }))).rejects.toMatchObject({
      statusCode: 502,
    });
    await expect(suite.kiwi.hold(tx, request)).rejects.toMatchObject({ statusCode: 502 });
    expect(requestsTo('/v2/booking/save_booking')).toEqual([]);
  });

  it('turns HTTP errors into 502 and timeouts (slow answers, never-checked itineraries) into 504', async () => {
    const search = oneWay({ adults: 1, children: 0, infants: 0 });
    suite.fake.mode = 'error';
    await expect(suite.kiwi.search(search)).rejects.toMatchObject({
      statusCode: 502,
      code: 'SUPPLIER_UNAVAILABLE',
      message: 'El proveedor de vuelos no pudo atender la solicitud. Intenta de nuevo en unos minutos.',
    });
    // A read (GET) is tried once more after a server error; calls that book are never repeated.
    expect(requestsTo('/v2/search')).toHaveLength(2);
    suite.fake.mode = 'slow';
    await expect(suite.kiwi.search(search)).rejects.toMatchObject({
      statusCode: 504,
      code: 'SUPPLIER_UNAVAILABLE',
      message: 'El proveedor de vuelos no respondió a tiempo. Intenta de nuevo en unos minutos.',
    });

    suite.fake.mode = 'ok';
    const [found] = await suite.kiwi.search(search);
    suite.fake.pendingChecks = 99;
    suite.fake.requests.length = 0;
    await expect(
      suite.kiwi.recheck(found?.booking_token ?? '', search.passengers, search),
    ).rejects.toMatchObject({
      statusCode: 504,
    });
    expect(requestsTo('/v2/booking/check_flights')).toHaveLength(4);

    const wrongKey = createKiwiFlightSupplier({
      apiKey: 'wrong',
      baseUrl: suite.fake.baseUrl,
      timeoutMs: 300,
      pollIntervalMs: 5,
      maxPolls: 1,
    });
    await expect(wrongKey.search(search)).rejects.toMatchObject({ statusCode: 502 });
  });
});
