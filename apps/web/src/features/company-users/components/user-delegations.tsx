import '../../../components/delegations/delegations.css';
import {
  type CompanyUser,
  DELEGATION_RIGHT_LABELS_FOR_OTHERS,
  DELEGATION_SCOPE_KINDS,
  DELEGATION_SCOPE_LABELS,
  type DelegationScopeKind,
} from '@travesia/domain';
import { type FormEvent, useId, useState } from 'react';
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
  useCreateScopeDelegation,
  useDelegations,
  useRevokeDelegation,
  useRevokeScopeDelegation,
} from '../../../lib/delegations/delegations-api';
import { useScopeChoices } from '../api/delegation-scopes';

const NO_TERMS: DelegationTerms = { right: 'book', endsOn: '' };
const OF_SCOPE: Record<DelegationScopeKind, string> = {
  cost_center: 'del centro de costos',
  travel_group: 'del grupo de viaje',
};
const nameOf = (user: CompanyUser) => `${user.name} ${user.last_name}`.trim();

interface UserDelegationsProps {
  user: CompanyUser;
  /** The company's users, to choose who may book for this one. */
  colleagues: readonly CompanyUser[];
  /** The operador names the company whose cost centers and groups are offered; undefined for an administrator. */
  companyId: number | undefined;
}

/** Usuarios: one user's delegations (who books for them, for whom they book) and their gestor de viajes scopes. */
export function UserDelegations({ user, colleagues, companyId }: UserDelegationsProps) {
  const delegations = useDelegations(user.id);
  const revoke = useRevokeDelegation();
  const revokeScope = useRevokeScopeDelegation();
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const name = nameOf(user);
  const headingId = useId();

  const error = revoke.error ?? revokeScope.error;
  return (
    <section
      className="company-users__card user-delegations"
      aria-labelledby={headingId}
      aria-busy={delegations.isPending}
    >
      <h4 id={headingId} className="admin-list__name">
        Delegaciones de {name}
      </h4>
      {savedMessage && <FormAlert tone="success">{savedMessage}</FormAlert>}
      {error && <FormAlert tone="error">{getErrorMessage(error)}</FormAlert>}
      {delegations.isPending ? (
        <LoadingState text="Cargando delegaciones..." />
      ) : delegations.isError ? (
        <FormAlert tone="error">{getErrorMessage(delegations.error)}</FormAlert>
      ) : (
        <>
          <h5 className="user-delegations__title">Quién puede reservar por {name}</h5>
          <DelegationList
            label={`Quién puede reservar por ${name}`}
            entries={delegations.data.granted.map((delegation) => ({
              ...delegation,
              title: delegation.delegate.name,
            }))}
            emptyText="Nadie reserva por esta persona."
            rightLabels={DELEGATION_RIGHT_LABELS_FOR_OTHERS}
            actionLabel="Revocar"
            confirmation={(entry) => ({
              header: 'Revocar delegación',
              message: `${entry.title} ya no podrá reservar por ${name}.`,
            })}
            pendingId={revoke.isPending ? (revoke.variables ?? null) : null}
            onRevoke={(entry) =>
              revoke.mutate(entry.id, {
                onSuccess: () => setSavedMessage(`${entry.title} ya no puede reservar por ${name}.`),
              })
            }
          />
          <NewDelegationForm user={user} colleagues={colleagues} onSaved={setSavedMessage} />
          <h5 className="user-delegations__title">{name} puede reservar por</h5>
          <DelegationList
            label={`${name} puede reservar por`}
            entries={delegations.data.received.map((delegation) => ({
              ...delegation,
              title: delegation.traveller.name,
            }))}
            emptyText="No reserva por nadie más."
            rightLabels={DELEGATION_RIGHT_LABELS_FOR_OTHERS}
            actionLabel="Revocar"
            confirmation={(entry) => ({
              header: 'Revocar delegación',
              message: `${name} ya no podrá reservar por ${entry.title}.`,
            })}
            pendingId={revoke.isPending ? (revoke.variables ?? null) : null}
            onRevoke={(entry: DelegationEntry) =>
              revoke.mutate(entry.id, {
                onSuccess: () => setSavedMessage(`${name} ya no puede reservar por ${entry.title}.`),
              })
            }
          />
          <h5 className="user-delegations__title">Gestor de viajes</h5>
          <DelegationList
            label={`${name} es gestor de viajes de`}
            entries={delegations.data.scopes.map((scope) => ({
              ...scope,
              title: `${DELEGATION_SCOPE_LABELS[scope.scope.kind]} ${scope.scope.name}`,
            }))}
            emptyText="No es gestor de viajes de ningún centro de costos ni grupo."
            rightLabels={DELEGATION_RIGHT_LABELS_FOR_OTHERS}
            actionLabel="Revocar"
            confirmation={(entry) => ({
              header: 'Revocar gestor de viajes',
              message: `${name} ya no podrá reservar por las personas de ${entry.title}.`,
            })}
            pendingId={revokeScope.isPending ? (revokeScope.variables ?? null) : null}
            onRevoke={(entry) =>
              revokeScope.mutate(entry.id, {
                onSuccess: () => setSavedMessage(`${name} ya no es gestor de viajes de ${entry.title}.`),
              })
            }
          />
          <NewGestorForm user={user} companyId={companyId} onSaved={setSavedMessage} />
        </>
      )}
    </section>
  );
}

interface FormProps {
  user: CompanyUser;
  onSaved: (message: string) => void;
}

function NewDelegationForm({
  user,
  colleagues,
  onSaved,
}: FormProps & { colleagues: readonly CompanyUser[] }) {
  const create = useCreateDelegation();
  const id = useId();
  const [delegateId, setDelegateId] = useState('');
  const [terms, setTerms] = useState(NO_TERMS);
  const choices = colleagues.filter((colleague) => colleague.id !== user.id && colleague.is_active);

  function submit(event: FormEvent) {
    event.preventDefault();
    const delegate = choices.find((colleague) => String(colleague.id) === delegateId);
    if (!delegate) return;
    create.mutate(
      { travellerId: user.id, delegateId: delegate.id, ...termsForApi(terms) },
      {
        onSuccess: () => {
          onSaved(`${nameOf(delegate)} ya puede reservar por ${nameOf(user)}.`);
          setDelegateId('');
          setTerms(NO_TERMS);
        },
      },
    );
  }

  return (
    <form
      className="delegations__form"
      onSubmit={submit}
      noValidate
      aria-label={`Permitir que alguien reserve por ${nameOf(user)}`}
    >
      {create.error && <FormAlert tone="error">{getErrorMessage(create.error)}</FormAlert>}
      <div className="delegations__field">
        <label className="form-field__label" htmlFor={`${id}-delegate`}>
          Quién reservará por {nameOf(user)}
        </label>
        <select
          id={`${id}-delegate`}
          className="native-control"
          value={delegateId}
          onChange={(event) => setDelegateId(event.target.value)}
        >
          <option value="">Elige a un usuario</option>
          {choices.map((colleague) => (
            <option key={colleague.id} value={colleague.id}>
              {nameOf(colleague)}
            </option>
          ))}
        </select>
      </div>
      <DelegationTermsFields
        terms={terms}
        onChange={setTerms}
        rightLabels={DELEGATION_RIGHT_LABELS_FOR_OTHERS}
      />
      <SubmitButton
        label="Permitir"
        isPending={create.isPending}
        isDisabled={delegateId === ''}
        isBlock={false}
      />
    </form>
  );
}

function NewGestorForm({ user, companyId, onSaved }: FormProps & { companyId: number | undefined }) {
  const create = useCreateScopeDelegation();
  const choices = useScopeChoices(companyId);
  const id = useId();
  const [kind, setKind] = useState<DelegationScopeKind>('cost_center');
  const [scopeId, setScopeId] = useState('');
  const [terms, setTerms] = useState(NO_TERMS);
  const offered = choices.data?.[kind] ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    const scope = offered.find((choice) => String(choice.id) === scopeId);
    if (!scope) return;
    create.mutate(
      { delegateId: user.id, scopeKind: kind, scopeId: scope.id, ...termsForApi(terms) },
      {
        onSuccess: (created) => {
          onSaved(
            `${nameOf(user)} ahora es gestor de viajes ${OF_SCOPE[created.scope.kind]} ${created.scope.name}.`,
          );
          setScopeId('');
          setTerms(NO_TERMS);
        },
      },
    );
  }

  return (
    <form
      className="delegations__form"
      onSubmit={submit}
      noValidate
      aria-label={`Hacer a ${nameOf(user)} gestor de viajes`}
    >
      <p className="form-field__hint">
        Un gestor de viajes reserva por todas las personas de un centro de costos o de un grupo de viaje.
      </p>
      {create.error && <FormAlert tone="error">{getErrorMessage(create.error)}</FormAlert>}
      {choices.isError && <FormAlert tone="error">{getErrorMessage(choices.error)}</FormAlert>}
      <div className="delegations__field">
        <label className="form-field__label" htmlFor={`${id}-kind`}>
          Para las personas de
        </label>
        <select
          id={`${id}-kind`}
          className="native-control"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as DelegationScopeKind);
            setScopeId('');
          }}
        >
          {DELEGATION_SCOPE_KINDS.map((scopeKind) => (
            <option key={scopeKind} value={scopeKind}>
              {DELEGATION_SCOPE_LABELS[scopeKind]}
            </option>
          ))}
        </select>
      </div>
      <div className="delegations__field">
        <label className="form-field__label" htmlFor={`${id}-scope`}>
          {DELEGATION_SCOPE_LABELS[kind]}
        </label>
        <select
          id={`${id}-scope`}
          className="native-control"
          value={scopeId}
          disabled={choices.isPending}
          onChange={(event) => setScopeId(event.target.value)}
        >
          <option value="">
            {choices.isPending
              ? 'Cargando...'
              : offered.length === 0
                ? 'La empresa no tiene ninguno'
                : 'Elige uno'}
          </option>
          {offered.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      </div>
      <DelegationTermsFields
        terms={terms}
        onChange={setTerms}
        rightLabels={DELEGATION_RIGHT_LABELS_FOR_OTHERS}
      />
      <SubmitButton
        label="Hacer gestor de viajes"
        isPending={create.isPending}
        isDisabled={scopeId === ''}
        isBlock={false}
      />
    </form>
  );
}
