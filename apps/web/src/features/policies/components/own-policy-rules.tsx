import { IonSpinner } from '@ionic/react';
import { formatCop, POLICY_KIND_LABELS, POLICY_KINDS, POLICY_TYPE_LABELS } from '@travesia/domain';
import { FormAlert } from '../../../components/form/form-alert';
import { getErrorMessage } from '../../../lib/api-client';
import { useOwnPolicyRules } from '../api/get-own-policy-rules';
import { days, PRICE_UNIT, starCap } from './policy-list';

/** What a traveller needs before booking: the active rules that apply to them (their group's or the company's). */
export function OwnPolicyRules() {
  const rules = useOwnPolicyRules();
  return (
    <section
      className="policies__section"
      aria-labelledby="own-policy-rules-title"
      aria-busy={rules.isPending}
    >
      <h2 id="own-policy-rules-title" className="policies__subheading">
        Las reglas que se aplican a tus viajes
      </h2>
      {rules.isPending ? (
        <p className="policies__status" role="status">
          <IonSpinner name="crescent" aria-hidden="true" /> Cargando tus reglas...
        </p>
      ) : rules.isError ? (
        <FormAlert tone="error">{getErrorMessage(rules.error)}</FormAlert>
      ) : (
        POLICY_KINDS.map((kind) => (
          <div key={kind} className="policies__kind">
            <h3 className="policy-list__title">{POLICY_KIND_LABELS[kind]}</h3>
            {rules.data[kind].length === 0 ? (
              <p className="policies__status">Sin reglas: cualquier tarifa queda dentro de la política.</p>
            ) : (
              <ul
                className="policies__own"
                aria-label={`Tus reglas de ${POLICY_KIND_LABELS[kind].toLowerCase()}`}
              >
                {rules.data[kind].map((rule) => (
                  <li key={rule.type}>
                    <strong>{POLICY_TYPE_LABELS[rule.type]}:</strong> hasta {formatCop(rule.price_max)}{' '}
                    {PRICE_UNIT[kind]}, con {days(rule.time_min)} de anticipación
                    {kind === 'hotel' && `, ${starCap(rule.stars_max ?? null).toLowerCase()}`}.
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))
      )}
    </section>
  );
}
