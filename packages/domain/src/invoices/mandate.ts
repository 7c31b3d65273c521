import { ivaAmount } from './iva';

/**
 * The agency sells as mandatario (DUR 1625 de 2016, art. 1.6.1.4.9): its own income is only its administrative
 * fee, invoiced with IVA; what it collects for the airline or the hotel goes on the same invoice as mandate lines,
 * at the amount the third party charges (its own taxes included, which that party documents itself), with no IVA
 * of the agency. DIAN's operation type for such an invoice is 11, Mandatos (Anexo Técnico 1.9). Decision 066.
 */
export const MANDATE_OPERATION_TYPE = '11';

export interface ThirdPartyAmount {
  description: string;
  /** What the third party charges, in pesos. */
  amount: number;
  /** The third party's identification (NIT without its check digit), when known. */
  thirdPartyId?: string;
}

export interface MandateInvoiceLine {
  description: string;
  /** Whose income the line is: the agency's own or a third party's (the mandante's). */
  kind: 'own-income' | 'mandate';
  base: number;
  iva: number;
  thirdPartyId?: string;
}

export interface MandateInvoice {
  operationType: typeof MANDATE_OPERATION_TYPE;
  lines: MandateInvoiceLine[];
  ownIncome: number;
  iva: number;
  thirdParties: number;
  total: number;
}

export const AGENCY_FEE_DESCRIPTION = 'Tarifa administrativa';

export function mandateInvoice(agencyFee: number, thirdParties: readonly ThirdPartyAmount[]): MandateInvoice {
  const feeIva = ivaAmount({ product: 'agency-fee' }, agencyFee);
  const ownLines: MandateInvoiceLine[] =
    agencyFee > 0
      ? [{ description: AGENCY_FEE_DESCRIPTION, kind: 'own-income', base: agencyFee, iva: feeIva }]
      : [];
  const mandateLines = thirdParties.map(
    ({ description, amount, thirdPartyId }): MandateInvoiceLine => ({
      description,
      kind: 'mandate',
      base: amount,
      iva: 0,
      ...(thirdPartyId === undefined ? {} : { thirdPartyId }),
    }),
  );
  const thirdPartyTotal = mandateLines.reduce((sum, line) => sum + line.base, 0);
  return {
    operationType: MANDATE_OPERATION_TYPE,
    lines: [...ownLines, ...mandateLines],
    ownIncome: agencyFee,
    iva: feeIva,
    thirdParties: thirdPartyTotal,
    total: agencyFee + feeIva + thirdPartyTotal,
  };
}
