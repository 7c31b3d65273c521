/**
 * The company's cost center that a directory's `costCenter` text names (SCIM, decision 046): the one whose code is
 * that text, else the one whose name is, regardless of case and surrounding spaces; null when none is.
 */
export function costCenterNamedBy<Center extends { id: number; code: string; name: string }>(
  centers: readonly Center[],
  text: string | null,
): Center | null {
  const wanted = text?.trim().toLocaleLowerCase('es');
  if (!wanted) return null;
  const same = (value: string) => value.trim().toLocaleLowerCase('es') === wanted;
  return centers.find((center) => same(center.code)) ?? centers.find((center) => same(center.name)) ?? null;
}
