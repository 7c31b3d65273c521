import { z } from 'zod';

/** How each inventory is named to the operador. */
export const SUPPLIER_LABELS: Record<string, string> = {
  builtin: 'Inventario propio',
  hotelbeds: 'Hotelbeds APItude',
  kiwi: 'Kiwi.com Tequila',
  duffel: 'Duffel',
};

export const SUPPLIER_CALL_OUTCOMES = ['ok', 'error', 'timeout'] as const;
export type SupplierCallOutcome = (typeof SUPPLIER_CALL_OUTCOMES)[number];

export const SUPPLIER_OUTCOME_LABELS: Record<SupplierCallOutcome, string> = {
  ok: 'Correcta',
  error: 'Error',
  timeout: 'Sin respuesta a tiempo',
};

const inventorySchema = z.object({
  supplier: z.string(),
  label: z.string(),
  /** Calls another company's system (and so appears in the calls below). */
  live: z.boolean(),
});

/** GET /api/suppliers: who serves hotels and flights, and how their calls went (the operador's page). */
export const supplierStatusSchema = z.object({
  hotels: inventorySchema,
  flights: inventorySchema,
  /** The last 24 hours, per supplier. */
  stats: z.array(
    z.object({
      supplier: z.string(),
      calls: z.number().int(),
      errors: z.number().int(),
      timeouts: z.number().int(),
      p50Ms: z.number().int(),
      p95Ms: z.number().int(),
    }),
  ),
  recent: z.array(
    z.object({
      supplier: z.string(),
      operation: z.string(),
      outcome: z.enum(SUPPLIER_CALL_OUTCOMES),
      httpStatus: z.number().int().nullable(),
      durationMs: z.number().int(),
      at: z.string(),
    }),
  ),
});
export type SupplierStatus = z.infer<typeof supplierStatusSchema>;
