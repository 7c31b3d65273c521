/** The operator names the company it manages; an administrator always gets their own (no parameter). */
export function companyQuery(companyId: number | undefined, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (companyId !== undefined) params.set('companyId', String(companyId));
  const query = params.toString();
  return query ? `?${query}` : '';
}
