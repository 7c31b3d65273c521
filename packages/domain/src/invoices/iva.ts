/**
 * Which IVA a product of a trip carries in Colombia (Estatuto Tributario), for the agency's invoice and statement.
 * The rules and the sources each one was checked against are in decision 066; amounts are whole pesos.
 */
export const IVA_GENERAL_RATE = 0.19;

export type TaxedProduct =
  /** A hotel stay in Colombia; `guest` says whether a non-resident proved it (passport and migration record). */
  | { product: 'hotel'; guest: 'resident' | 'non-resident-with-proof' }
  /** A domestic flight: the base is the fare, never the airport fee or other taxes on the ticket. */
  | { product: 'domestic-flight' }
  | { product: 'international-flight'; departsFromColombia: boolean; isRoundTrip: boolean }
  /** The agency's own administrative fee (tarifa administrativa). */
  | { product: 'agency-fee' };

export interface IvaTreatment {
  /** gravado: taxed; exento: taxed at 0 % (with the right to a refund); no-causado: outside Colombian IVA. */
  status: 'gravado' | 'exento' | 'no-causado';
  rate: number;
  /** The part of the base the rate applies to. */
  taxableShare: number;
  /** The rule, as the invoice and the statement may cite it. */
  source: string;
}

const GENERAL_RATE_SOURCE = 'E.T. art. 468, tarifa general';

export function ivaTreatment(item: TaxedProduct): IvaTreatment {
  switch (item.product) {
    case 'hotel':
      return item.guest === 'non-resident-with-proof'
        ? {
            status: 'exento',
            rate: 0,
            taxableShare: 1,
            source: 'E.T. art. 481 lit. d; DUR 1625 de 2016, art. 1.3.1.11.1',
          }
        : { status: 'gravado', rate: IVA_GENERAL_RATE, taxableShare: 1, source: GENERAL_RATE_SOURCE };
    case 'domestic-flight':
      return { status: 'gravado', rate: IVA_GENERAL_RATE, taxableShare: 1, source: GENERAL_RATE_SOURCE };
    case 'international-flight':
      if (!item.departsFromColombia) {
        return { status: 'no-causado', rate: 0, taxableShare: 0, source: 'E.T. arts. 420 y 421-1' };
      }
      // A round trip from Colombia is taxed on half its value: the leg flown from Colombia.
      return {
        status: 'gravado',
        rate: IVA_GENERAL_RATE,
        taxableShare: item.isRoundTrip ? 0.5 : 1,
        source: item.isRoundTrip ? 'E.T. art. 461' : 'E.T. arts. 420 y 468',
      };
    case 'agency-fee':
      return { status: 'gravado', rate: IVA_GENERAL_RATE, taxableShare: 1, source: GENERAL_RATE_SOURCE };
  }
}

/** The IVA on `basePesos` of the product, rounded to the peso. */
export function ivaAmount(item: TaxedProduct, basePesos: number): number {
  const { rate, taxableShare } = ivaTreatment(item);
  return Math.round(basePesos * taxableShare * rate);
}
