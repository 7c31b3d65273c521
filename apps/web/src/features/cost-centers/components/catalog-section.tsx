import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton, IonSpinner } from '@ionic/react';
import { CATALOG_LABELS, type CatalogKind, catalogEntryCreateSchema } from '@travesia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { IonToggle } from '../../../components/ionic/ion-toggle';
import { getErrorMessage } from '../../../lib/api-client';
import { useManagedCatalogRequirements, useUpdateCatalogRequirements } from '../api/catalog-requirements';
import { useCatalogEntries } from '../api/list-catalog-entries';
import { useCreateCatalogEntry, useUpdateCatalogEntry } from '../api/save-catalog-entry';

const entryFormSchema = catalogEntryCreateSchema.pick({ code: true, name: true });
type EntryFormInput = z.input<typeof entryFormSchema>;
type EntryFormOutput = z.output<typeof entryFormSchema>;

interface CatalogSectionProps {
  kind: CatalogKind;
  /** The operator's chosen company; undefined for an administrator (their own). */
  companyId: number | undefined;
}

/** Project clients or expense types: the list with its states and a short form to add one. */
export function CatalogSection({ kind, companyId }: CatalogSectionProps) {
  const labels = CATALOG_LABELS[kind];
  const entries = useCatalogEntries(kind, companyId);
  const createEntry = useCreateCatalogEntry(kind);
  const toggleEntry = useUpdateCatalogEntry(kind);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const headingId = `catalog-${kind}-title`;
  const { control, handleSubmit, reset } = useForm<EntryFormInput, unknown, EntryFormOutput>({
    resolver: zodResolver(entryFormSchema),
    defaultValues: { code: '', name: '' },
  });

  function add(entry: EntryFormOutput) {
    setSavedMessage(null);
    createEntry.mutate(
      { ...entry, companyId },
      {
        onSuccess: (saved) => {
          setSavedMessage(`${saved.name} quedó guardado.`);
          reset();
        },
      },
    );
  }

  return (
    <section className="catalog-section" aria-labelledby={headingId} aria-busy={entries.isPending}>
      <h2 id={headingId} className="admin-page__subheading">
        {labels.plural}
      </h2>
      <RequiredAtCheckoutToggle kind={kind} companyId={companyId} />
      {toggleEntry.error && <FormAlert tone="error">{getErrorMessage(toggleEntry.error)}</FormAlert>}
      {entries.isPending ? (
        <p className="admin-page__status" role="status">
          <IonSpinner name="crescent" aria-hidden="true" /> Cargando {labels.plural.toLowerCase()}...
        </p>
      ) : entries.isError ? (
        <FormAlert tone="error">{getErrorMessage(entries.error)}</FormAlert>
      ) : entries.data.length === 0 ? (
        <p className="admin-page__status">Aún no hay {labels.plural.toLowerCase()}.</p>
      ) : (
        <ul className="catalog-section__list" aria-label={labels.plural}>
          {entries.data.map((entry) => (
            <li key={entry.id} className="catalog-section__item">
              <span className="catalog-section__text">
                <span className="cost-center-list__code">{entry.code}</span> {entry.name}
              </span>
              <span
                className={`admin-list__state admin-list__state--${entry.isActive ? 'active' : 'inactive'}`}
              >
                {entry.isActive ? 'Activo' : 'Inactivo'}
              </span>
              <IonButton
                fill="clear"
                size="small"
                color={entry.isActive ? 'danger' : 'primary'}
                disabled={toggleEntry.isPending && toggleEntry.variables?.id === entry.id}
                aria-label={`${entry.isActive ? 'Desactivar' : 'Activar'} ${entry.code}`}
                onClick={() => {
                  setSavedMessage(null);
                  toggleEntry.mutate({ id: entry.id, update: { isActive: !entry.isActive } });
                }}
              >
                {entry.isActive ? 'Desactivar' : 'Activar'}
              </IonButton>
            </li>
          ))}
        </ul>
      )}
      <form
        className="catalog-section__form"
        onSubmit={handleSubmit(add)}
        noValidate
        aria-label={`Agregar ${labels.singular}`}
      >
        {savedMessage && <FormAlert tone="success">{savedMessage}</FormAlert>}
        {createEntry.error && <FormAlert tone="error">{getErrorMessage(createEntry.error)}</FormAlert>}
        <div className="cost-center-form__grid">
          <TextField control={control} name="code" label={`Código del ${labels.singular}`} required />
          <TextField control={control} name="name" label={`Nombre del ${labels.singular}`} required />
        </div>
        <SubmitButton label="Agregar" isPending={createEntry.isPending} />
      </form>
    </section>
  );
}

export const REQUIRED_AT_CHECKOUT_LABELS: Record<CatalogKind, string> = {
  'project-clients': 'Exigir el cliente del proyecto al reservar',
  'expense-types': 'Exigir el tipo de gasto al reservar',
};

/** Whether every new booking of the company must name one of these (while it has any active). */
function RequiredAtCheckoutToggle({ kind, companyId }: CatalogSectionProps) {
  const requirements = useManagedCatalogRequirements(companyId);
  const update = useUpdateCatalogRequirements();
  if (requirements.isPending) return null;
  if (requirements.isError) return <FormAlert tone="error">{getErrorMessage(requirements.error)}</FormAlert>;
  return (
    <>
      {update.error && <FormAlert tone="error">{getErrorMessage(update.error)}</FormAlert>}
      <IonToggle
        className="catalog-section__required"
        checked={requirements.data[kind]}
        disabled={update.isPending}
        justify="space-between"
        onIonChange={(event) => update.mutate({ companyId, [kind]: event.detail.checked })}
      >
        {REQUIRED_AT_CHECKOUT_LABELS[kind]}
      </IonToggle>
      <p className="admin-page__status">
        {requirements.data[kind]
          ? `Cada reserva nueva debe indicar un ${CATALOG_LABELS[kind].singular} activo.`
          : `Al reservar, indicar el ${CATALOG_LABELS[kind].singular} es opcional.`}
      </p>
    </>
  );
}
