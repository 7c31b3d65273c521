import { onFirstUse } from '../intl/on-first-use';

const kilograms = onFirstUse(() => new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 }));

/** '14,3 kg', es-CO digits. */
export function formatKilograms(kg: number): string {
  return `${kilograms().format(kg)} kg`;
}

/** '≈ 1.234 kg CO₂e': an estimate, never an exact figure. */
export function formatCo2e(kg: number): string {
  return `≈ ${formatKilograms(kg)} CO₂e`;
}

/** How a screen reader says it: 'unos 1.234 kilogramos de CO₂ equivalente'. */
export function spokenCo2e(kg: number): string {
  return `unos ${kilograms().format(kg)} kilogramos de CO₂ equivalente`;
}

/** Whole percent below the typical figure: 20 for 80 against 100. */
export function percentBelow(kg: number, typicalKg: number): number {
  return typicalKg > 0 ? Math.round((1 - kg / typicalKg) * 100) : 0;
}
