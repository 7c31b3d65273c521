/** The fields `changes` really changes on `before`, as `{field: {from, to}}` for the audit log. */
export function describeChanges<Row extends object>(
  before: Row,
  changes: Partial<Row>,
): Record<string, { from: unknown; to: unknown }> {
  return Object.fromEntries(
    Object.entries(changes)
      .filter(
        ([field, value]) =>
          value !== undefined && JSON.stringify(before[field as keyof Row]) !== JSON.stringify(value),
      )
      .map(([field, value]) => [field, { from: before[field as keyof Row], to: value }]),
  );
}

/** Drops the fields an update leaves as they are (undefined). */
export function definedFields<T extends object>(update: T): Partial<T> {
  return Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined)) as Partial<T>;
}
