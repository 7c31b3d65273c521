import { z } from 'zod';
import { quoted } from '../intl/spanish-text';
import { formatCop } from '../money/format-cop';
import type { BookingStatus } from './booking-lifecycle';

/**
 * What cancelling a booking now gives back and what it loses (issue 36), worked out from the cancellation terms the
 * booking stored: the fare family's refund condition for a flight, the room's cancellation policy for a hotel.
 */
export interface CancellationFacts {
  status: BookingStatus;
  total: number;
  /** The terms as the booking stored them; null when it stored none (hotel bookings made before they were kept). */
  terms: string | null;
  /** What a non-refundable fare still gives back: a flight's airport taxes (0 for a hotel). */
  taxes: number;
  /** When the terms' notice counts back from: the first take-off, or the check-in day's start in Colombia. */
  startsAt: string;
}

/** `refunded` and `lost` are pesos; both null when the terms cannot be read as figures. */
export const cancellationRefundSchema = z.object({
  refunded: z.number().int().nullable(),
  lost: z.number().int().nullable(),
  /** The figures and the terms they come from, as the cancellation alert, the history and the e-mail say them. */
  text: z.string(),
});
export type CancellationRefund = z.infer<typeof cancellationRefundSchema>;

const HOUR = 3_600_000;

/**
 * The cancellation terms the suppliers write (builtin schedule and hotels, Kiwi, Hotelbeds), read as a refund: full
 * until `hoursBefore` the start (or always), the taxes only, or nothing. A text none of them matches is not guessed.
 */
const TERMS: readonly { pattern: RegExp; refund: 'full' | 'taxes' | 'none' }[] = [
  { pattern: /^Reembolsable hasta (\d+) horas antes/i, refund: 'full' },
  { pattern: /^Cancelación gratuita hasta (\d+) horas antes/i, refund: 'full' },
  { pattern: /^Cancelación sin cargo/i, refund: 'full' },
  { pattern: /^No reembolsable; se devuelven las tasas/i, refund: 'taxes' },
  { pattern: /^(Tarifa )?no reembolsable/i, refund: 'none' },
];

function refundOf(facts: CancellationFacts, now: Date): { refunded: number; lost: number } | null {
  const terms = facts.terms?.trim() ?? '';
  for (const { pattern, refund } of TERMS) {
    const match = pattern.exec(terms);
    if (!match) continue;
    const hoursBefore = match[1] === undefined ? null : Number(match[1]);
    const isInTime = hoursBefore === null || now.getTime() <= Date.parse(facts.startsAt) - hoursBefore * HOUR;
    if (refund === 'full' && isInTime) return { refunded: facts.total, lost: 0 };
    const refunded = refund === 'taxes' ? Math.min(facts.taxes, facts.total) : 0;
    return { refunded, lost: facts.total - refunded };
  }
  return null;
}

/**
 * What cancelling now costs. A trip the agency has not emitted yet was bought from nobody: cancelling it releases the
 * hold and costs nothing. An emitted one follows its stored terms; without terms, or with terms no rule reads, the
 * answer says so instead of a figure.
 */
export function cancellationRefundOf(facts: CancellationFacts, now: Date = new Date()): CancellationRefund {
  if (facts.status !== 'emitted') {
    return {
      refunded: facts.total,
      lost: 0,
      text: 'Aún no está emitida con el proveedor: cancelarla no tiene costo.',
    };
  }
  if (facts.terms === null) {
    return {
      refunded: null,
      lost: null,
      text: 'Esta reserva no guardó sus condiciones de cancelación: no sabemos cuánto se reembolsa; la agencia lo confirma con el proveedor.',
    };
  }
  const refund = refundOf(facts, now);
  if (!refund) {
    return {
      refunded: null,
      lost: null,
      text: `Las condiciones dicen ${quoted(facts.terms)}; no podemos calcular el reembolso: la agencia lo confirma con el proveedor.`,
    };
  }
  return {
    ...refund,
    text: `Se reembolsan ${formatCop(refund.refunded)} y se pierden ${formatCop(refund.lost)}, según las condiciones: ${quoted(facts.terms)}.`,
  };
}
