import {
  type AdminPolicy,
  applyingPolicies,
  formatCop,
  POLICY_KIND_LABELS,
  POLICY_TYPE_LABELS,
  type PolicyKind,
} from '@travesia/domain';

function decidingRule(policy: AdminPolicy | null, groupId: number | null): string {
  if (!policy) return 'Sin política: todo queda dentro';
  const inherited = groupId !== null && policy.group_id === null ? ', de toda la empresa' : '';
  return `${POLICY_TYPE_LABELS[policy.type]} (hasta ${formatCop(policy.price_max)}${inherited})`;
}

/**
 * Which active rule decides a national and an international trip, for the whole company and for each group
 * with rules of its own, so an administrator sees at a glance what a booking is checked against.
 */
export function ApplyingPolicies({ kind, policies }: { kind: PolicyKind; policies: readonly AdminPolicy[] }) {
  const rows = applyingPolicies(policies, kind);
  return (
    <table className="policies__applying">
      <caption>Qué política se aplica a cada viaje ({POLICY_KIND_LABELS[kind].toLowerCase()})</caption>
      <thead>
        <tr>
          <th scope="col">Quién viaja</th>
          <th scope="col">Viajes nacionales</th>
          <th scope="col">Viajes internacionales</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.groupId ?? 'company'}>
            <th scope="row">{row.groupId === null ? 'Toda la empresa' : `Grupo ${row.groupName ?? ''}`}</th>
            <td>{decidingRule(row.national, row.groupId)}</td>
            <td>{decidingRule(row.international, row.groupId)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
