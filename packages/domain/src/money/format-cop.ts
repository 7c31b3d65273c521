import { onFirstUse } from '../intl/on-first-use';

const cop = onFirstUse(
  () =>
    new Intl.NumberFormat('es-CO', {
      style: 'currency',
      currency: 'COP',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);

/** Prices are whole Colombian pesos, shown without decimals (spec §5, §9). */
export function formatCop(amount: number): string {
  return cop().format(Math.round(amount));
}
