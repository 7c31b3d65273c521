import '../../../components/card/card.css';
import {
  type Colleague,
  DELEGATION_RIGHT_LABELS,
  DELEGATION_RIGHT_LABELS_FOR_OTHERS,
  DELEGATION_SCOPE_LABELS,
  type DelegationOverview,
} from '@travesia/domain';
import { type FormEvent, useState } from 'react';
import { ColleaguePicker } from '../../../components/delegations/colleague-picker';
import { type DelegationEntry, DelegationList } from '../../../components/delegations/delegation-list';
import {
  type DelegationTerms,
  DelegationTermsFields,
  termsForApi,
} from '../../../components/delegations/delegation-terms-fields';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { LoadingState } from '../../../components/loading-state';
import { getErrorMessage } from '../../../lib/api-client';
import {
  useCreateDelegation,
  useDelegations,
  useRevokeDelegation,
} from '../../../lib/delegations/delegations-api';

const NO_TERMS: DelegationTerms = { right: 'book', endsOn: '' };

/** Mi perfil: who may book for me (granted, with a form to add one) and for whom I may book (received). */
export function DelegationsSection() {
  const delegations = useDelegations();
  const revoke = useRevokeDelegation();
  const [savedMessage, setSavedMessage] = useState<string | null>(null);

  function revokeEntry(entry: DelegationEntry, done: string) {
    setSavedMessage(null);
    revoke.mutate(entry.id, { onSuccess: () => setSavedMessage(done) });
  }

  return (
    <section
      className="card profile-section"
      aria-labelledby="delegations-heading"
      aria-busy={delegations.isPending}
    >
      <h2 id="delegations-heading" className="profile-section__title">
        Quién puede reservar por mí
      </h2>
      {savedMessage && <FormAlert tone="success">{savedMessage}</FormAlert>}
      {revoke.error && <FormAlert tone="error">{getErrorMessage(revoke.error)}</FormAlert>}
      {delegations.isPending ? (
        <LoadingState text="Cargando delegaciones..." />
      ) : delegations.isError ? (
        <FormAlert tone="error">{getErrorMessage(delegations.error)}</FormAlert>
      ) : (
        <>
          <DelegationList
            label="Quién puede reservar por mí"
            entries={delegations.data.granted.map((delegation) => ({
              ...delegation,
              title: delegation.delegate.name,
            }))}
            emptyText="Nadie reserva por ti todavía."
            rightLabels={DELEGATION_RIGHT_LABELS}
            actionLabel="Revocar"
            confirmation={(entry) => ({
              header: 'Revocar delegación',
              message: `${entry.title} ya no podrá reservar por ti.`,
            })}
            pendingId={revoke.isPending ? (revoke.variables ?? null) : null}
            onRevoke={(entry) => revokeEntry(entry, `${entry.title} ya no puede reservar por ti.`)}
          />
          <NewDelegationForm onSaved={setSavedMessage} />
          <h3 className="profile-section__subtitle">Puedo reservar por</h3>
          <DelegationList
            label="Puedo reservar por"
            entries={delegations.data.received.map((delegation) => ({
              ...delegation,
              title: delegation.traveller.name,
            }))}
            emptyText="Todavía no puedes reservar por nadie más."
            rightLabels={DELEGATION_RIGHT_LABELS_FOR_OTHERS}
            actionLabel="Renunciar"
            confirmation={(entry) => ({
              header: 'Renunciar a la delegación',
              message: `Ya no podrás reservar por ${entry.title}.`,
            })}
            pendingId={revoke.isPending ? (revoke.variables ?? null) : null}
            onRevoke={(entry) => revokeEntry(entry, `Ya no reservas por ${entry.title}.`)}
          />
          <GestorScopes scopes={delegations.data.scopes} />
        </>
      )}
    </section>
  );
}

/** The cost centers and travel groups an administrator made the user gestor de viajes of (only they revoke). */
function GestorScopes({ scopes }: { scopes: DelegationOverview['scopes'] }) {
  if (scopes.length === 0) return null;
  return (
    <>
      <h3 className="profile-section__subtitle">Soy gestor de viajes de</h3>
      <ul className="delegations__list" aria-label="Soy gestor de viajes de">
        {scopes.map((scope) => (
          <li key={scope.id} className="delegations__item">
            <p className="delegations__person">
              {DELEGATION_SCOPE_LABELS[scope.scope.kind]} {scope.scope.name}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

function NewDelegationForm({ onSaved }: { onSaved: (message: string) => void }) {
  const create = useCreateDelegation();
  const [colleague, setColleague] = useState<Colleague | null>(null);
  const [terms, setTerms] = useState(NO_TERMS);
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!colleague) {
      setMissing(true);
      return;
    }
    create.mutate(
      { delegateId: colleague.id, ...termsForApi(terms) },
      {
        onSuccess: () => {
          onSaved(`${colleague.name} ya puede reservar por ti.`);
          setColleague(null);
          setTerms(NO_TERMS);
        },
      },
    );
  }

  return (
    <form className="delegations__form" onSubmit={submit} aria-labelledby="new-delegation-heading" noValidate>
      <h3 id="new-delegation-heading" className="profile-section__subtitle">
        Permitir que alguien reserve por mí
      </h3>
      {create.error && <FormAlert tone="error">{getErrorMessage(create.error)}</FormAlert>}
      <ColleaguePicker
        chosen={colleague}
        onChoose={(chosen) => {
          setColleague(chosen);
          setMissing(false);
        }}
      />
      {missing && (
        <p className="form-field__error" role="alert">
          Elige a un compañero de la lista.
        </p>
      )}
      <DelegationTermsFields terms={terms} onChange={setTerms} rightLabels={DELEGATION_RIGHT_LABELS} />
      <SubmitButton
        label="Permitir"
        isPending={create.isPending}
        offlineNote="Necesitas conexión para delegar."
      />
    </form>
  );
}
