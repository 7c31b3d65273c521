/**
 * The CUFE (código único de factura electrónica, Anexo Técnico de Factura Electrónica de Venta 1.9, Resolución
 * 000165 de 2023, §11.2): SHA-384 of fifteen values written one after another with nothing between them —
 * NumFac + FecFac + HorFac + ValFac + CodImp1 + ValImp1 + CodImp2 + ValImp2 + CodImp3 + ValImp3 + ValTot + NitOFE
 * + NumAdq + ClTec + TipoAmbiente. The three tax codes are fixed: 01 IVA, 04 INC (impuesto nacional al consumo),
 * 03 ICA; a tax the invoice does not carry is written 0.00. Sources: decision 066.
 */
export interface CufeFields {
  /** NumFac: the invoice number with its prefix (cbc:ID). */
  number: string;
  /** FecFac: the issue date, YYYY-MM-DD (cbc:IssueDate). */
  issueDate: string;
  /** HorFac: the issue time with its offset, HH:MM:SS-05:00 (cbc:IssueTime). */
  issueTime: string;
  /** ValFac: the total before taxes (cac:LegalMonetaryTotal/cbc:LineExtensionAmount), in pesos. */
  lineExtensionAmount: number;
  /** ValImp1, ValImp2, ValImp3: the IVA, INC and ICA of the invoice, in pesos. */
  iva: number;
  inc: number;
  ica: number;
  /** ValTot: the amount payable (cac:LegalMonetaryTotal/cbc:PayableAmount), in pesos. */
  payableAmount: number;
  /** NitOFE: the issuer's NIT, digits only, without its check digit. */
  issuerNit: string;
  /** NumAdq: the buyer's identification, digits only (a NIT without its check digit). */
  buyerId: string;
  /** ClTec: the technical key DIAN gives with the numbering range. */
  technicalKey: string;
  /** TipoAmbiente: 1 production, 2 testing (habilitación). */
  environment: '1' | '2';
}

const TAX_CODES = { iva: '01', inc: '04', ica: '03' } as const;

/**
 * An amount as the annex writes it in the chain: a dot and exactly two decimals, the rest cut off, never rounded
 * (§11.2). Six decimals first, so that a binary fraction such as 262.5699999… does not lose a cent it has.
 */
export function cufeAmount(pesos: number): string {
  if (!Number.isFinite(pesos) || pesos < 0) throw new RangeError('A CUFE amount is a non-negative number.');
  return pesos.toFixed(6).replace(/(\.\d{2})\d*$/, '$1');
}

/**
 * The text the CUFE hashes, exactly in the annex's order. The CUFE is its SHA-384 in lowercase hexadecimal, which
 * whoever issues the invoice computes with the platform's own hash (node:crypto's createHash('sha384')): the domain
 * keeps the annex's rule, not a hash function of its own.
 */
export function cufeChain(fields: CufeFields): string {
  return [
    fields.number,
    fields.issueDate,
    fields.issueTime,
    cufeAmount(fields.lineExtensionAmount),
    TAX_CODES.iva,
    cufeAmount(fields.iva),
    TAX_CODES.inc,
    cufeAmount(fields.inc),
    TAX_CODES.ica,
    cufeAmount(fields.ica),
    cufeAmount(fields.payableAmount),
    fields.issuerNit,
    fields.buyerId,
    fields.technicalKey,
    fields.environment,
  ].join('');
}
