import type { FlightPassenger } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createDuffelFlightSupplier } from '../src/suppliers/flights/duffel/duffel-supplier';
import { LAURA, TOMAS, tx } from './helpers/adapter-passengers';
import { ONE_ADULT, search, useDuffelAdapter } from './helpers/duffel-adapter';
import { FAKE_DUFFEL_TOKEN } from './helpers/fake-duffel-server';

describe('Duffel adapter: hold, payment and errors (against a local stand-in built from @duffel/api types)', () => {
  const { suite, holdRequest } = useDuffelAdapter();

  it('holds with a hold order naming the offer passengers, pays the balance at emission and cancels', async () => {
    const criteria = search({ adults: 1, children: 0, infants: 1 });
    const [first] = await suite.duffel.search(criteria);
    if (!first) throw new Error('no results');
    const request = holdRequest(first, [LAURA, TOMAS]);
    const hold = await suite.duffel.hold(tx, request);
    expect(hold.supplierRef).toMatch(/^ord_\d+:62\.50:USD$/);

    const order = suite.fake.requests.find((sent) => sent.path === '/air/orders');
    const offer = suite.fake.offers.get(first.id);
    const [adultId, infantId] = offer?.passengers.map((passenger) => passenger.id) ?? [];
    expect(order?.body).toEqual({
      data: {
        type: 'hold',
        selected_offers: [first.id],
        passengers: [
          {
            id: adultId,
            given_name: 'Laura',
            family_name: 'Gómez',
            born_on: '1990-04-12',
            gender: 'f',
            title: 'ms',
            email: 'laura@example.co',
            phone_number: '+573105550101',
            infant_passenger_id: infantId,
          },
          {
            id: infantId,
            given_name: 'Tomás',
            family_name: 'Gómez',
            born_on: '2026-01-20',
            gender: 'm',
            title: 'mr',
            email: 'laura@example.co',
            phone_number: '+573105550101',
          },
        ],
      },
    });

    suite.fake.requests.length = 0;
    const { airlineLocator } = await suite.duffel.confirm(tx, { ...request, ...hold });
    expect(airlineLocator).toMatch(/^RZPNX\d+$/);
    const orderId = hold.supplierRef.split(':')[0];
    expect(suite.fake.requests.map((sent) => [sent.method, sent.path])).toEqual([
      ['GET', `/air/orders/${orderId}`],
      ['POST', '/air/payments'],
    ]);
    expect(suite.fake.requests[1]?.body).toEqual({
      data: { order_id: orderId, payment: { type: 'balance', amount: '62.50', currency: 'USD' } },
    });
    // An emission retried after a failure answers the locator without paying twice.
    suite.fake.requests.length = 0;
    expect(await suite.duffel.confirm(tx, { ...request, ...hold })).toEqual({ airlineLocator });
    expect(suite.fake.requests.map((sent) => sent.path)).toEqual([`/air/orders/${orderId}`]);

    suite.fake.requests.length = 0;
    await suite.duffel.release(tx, { ...request, ...hold });
    expect(suite.fake.requests.map((sent) => [sent.method, sent.path])).toEqual([
      ['POST', '/air/order_cancellations'],
      ['POST', `/air/order_cancellations/ore_${orderId}/actions/confirm`],
    ]);
    expect(suite.fake.orders.get(orderId ?? '')?.cancelled_at).toEqual(expect.any(String));
  });

  it('refuses a hold at another price, on an offer that must be paid at once, and without a contact phone', async () => {
    const criteria = search(ONE_ADULT);
    const [first] = await suite.duffel.search(criteria);
    if (!first) throw new Error('no results');

    suite.fake.repriceTo = '70.00';
    await expect(suite.duffel.hold(tx, holdRequest(first, [LAURA]))).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/^El precio cambió a \$\s280\.000\. Revisa el nuevo total/),
    });
    suite.fake.repriceTo = '62.50';

    suite.fake.instantPaymentOnly = true;
    suite.fake.offers.set(first.id, {
      ...(suite.fake.offers.get(first.id) as NonNullable<ReturnType<typeof suite.fake.offers.get>>),
      payment_requirements: {
        requires_instant_payment: true,
        payment_required_by: null,
        price_guarantee_expires_at: null,
      },
    });
    await expect(suite.duffel.hold(tx, holdRequest(first, [LAURA]))).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('exige pagar esta tarifa en el momento'),
    });
    expect(suite.fake.requests.some((sent) => sent.path === '/air/orders')).toBe(false);

    const [fresh] = await suite.duffel.search(criteria);
    suite.fake.instantPaymentOnly = false;
    expect(fresh).toBeUndefined();
    const [allowed] = await suite.duffel.search(criteria);
    if (!allowed) throw new Error('no results');
    const { phone: _phone, ...withoutPhone } = LAURA;
    await expect(suite.duffel.hold(tx, holdRequest(allowed, [withoutPhone]))).rejects.toMatchObject({
      statusCode: 400,
      message:
        'La aerolínea pide un correo y un teléfono de contacto: indícalos para el primer pasajero adulto.',
    });
  });

  it('sends each passport when the offer asks for documents, and refuses passengers without one', async () => {
    suite.fake.documentsRequired = true;
    const [first] = await suite.duffel.search(
      search(ONE_ADULT, { destination: 'MAD', departureDate: '2026-12-01' }),
    );
    if (!first) throw new Error('no results');
    await expect(suite.duffel.hold(tx, holdRequest(first, [LAURA]))).rejects.toMatchObject({
      statusCode: 400,
      message:
        'La aerolínea pide el pasaporte de cada pasajero: elige Pasaporte como documento e indica su número y vencimiento.',
    });
    const traveller: FlightPassenger = {
      ...LAURA,
      documentType: 'PA',
      documento: 'AT123456',
      documentExpiry: '2031-03-01',
      // A Colombian with a passport issued elsewhere: the document's country, not the nationality, goes.
      documentCountry: 'ES',
    };
    await suite.duffel.hold(tx, holdRequest(first, [traveller]));
    const order = suite.fake.requests.find((sent) => sent.path === '/air/orders');
    expect(order?.body).toMatchObject({
      data: {
        passengers: [
          {
            identity_documents: [
              {
                type: 'passport',
                unique_identifier: 'AT123456',
                issuing_country_code: 'ES',
                expires_on: '2031-03-01',
              },
            ],
          },
        ],
      },
    });
  });

  it('answers a sold-out offer at hold time with 409 SOLD_OUT', async () => {
    const [first] = await suite.duffel.search(search(ONE_ADULT));
    if (!first) throw new Error('no results');
    suite.fake.offerState = 'gone';
    await expect(suite.duffel.hold(tx, holdRequest(first, [LAURA]))).rejects.toMatchObject({
      statusCode: 409,
      code: 'SOLD_OUT',
    });
  });

  it('refuses to pay an order whose amount moved since the hold', async () => {
    const [first] = await suite.duffel.search(search(ONE_ADULT));
    if (!first) throw new Error('no results');
    const request = holdRequest(first, [LAURA]);
    const hold = await suite.duffel.hold(tx, request);
    const order = suite.fake.orders.get(hold.supplierRef.split(':')[0] ?? '');
    if (!order) throw new Error('no order');
    order.total_amount = '75.00';
    await expect(suite.duffel.confirm(tx, { ...request, ...hold })).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/^El precio cambió a \$\s300\.000\. Revisa el nuevo total/),
    });
    expect(suite.fake.requests.some((sent) => sent.path === '/air/payments')).toBe(false);
  });

  it('turns errors into a Spanish 502, a malformed answer too, and a slow Duffel into a 504', async () => {
    const criteria = search(ONE_ADULT);
    suite.fake.mode = 'error';
    await expect(suite.duffel.search(criteria)).rejects.toMatchObject({
      statusCode: 502,
      message: 'El proveedor de vuelos no pudo atender la solicitud. Intenta de nuevo en unos minutos.',
    });
    suite.fake.mode = 'malformed';
    await expect(suite.duffel.search(criteria)).rejects.toMatchObject({ statusCode: 502 });
    // Offers in another currency than the configured one cannot be priced in pesos.
    suite.fake.mode = 'ok';
    const config = loadConfig({
      FLIGHT_SUPPLIER: 'duffel',
      DUFFEL_ACCESS_TOKEN: FAKE_DUFFEL_TOKEN,
      DUFFEL_BASE_URL: suite.fake.baseUrl,
      DUFFEL_CURRENCY: 'EUR',
    });
    if (!config.duffel) throw new Error('Duffel is not configured');
    await expect(createDuffelFlightSupplier(config.duffel, 4300).search(criteria)).rejects.toMatchObject({
      statusCode: 502,
    });
    suite.fake.mode = 'slow';
    await expect(suite.duffel.search(criteria)).rejects.toMatchObject({
      statusCode: 504,
      message: 'El proveedor de vuelos no respondió a tiempo. Intenta de nuevo en unos minutos.',
    });
  });
});
