import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton, IonSpinner } from '@ionic/react';
import {
  endSentence,
  ROLE_LABELS,
  type TravelGroup,
  type TravelGroupMember,
  type TravelGroupRename,
  travelGroupRenameSchema,
} from '@travesia/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { getErrorMessage } from '../../../lib/api-client';
import { useAssignTravelGroup } from '../api/assign-travel-group';
import { useCreateTravelGroup } from '../api/create-travel-group';
import { useTravelGroupMembers } from '../api/list-travel-group-members';
import { useTravelGroups } from '../api/list-travel-groups';
import { useRenameTravelGroup } from '../api/rename-travel-group';

interface TravelGroupsSectionProps {
  /** The operator names the company; undefined: the administrator's own. */
  companyId: number | undefined;
}

/** Groups of users that policies can be assigned to: create, rename, and who belongs to which. */
export function TravelGroupsSection({ companyId }: TravelGroupsSectionProps) {
  const headingId = useId();
  const groups = useTravelGroups(companyId, { isEnabled: true });
  const members = useTravelGroupMembers(companyId, { isEnabled: true });
  const [renamedGroup, setRenamedGroup] = useState<TravelGroup | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  return (
    <section className="policies__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="policies__subheading">
        Grupos de viaje
      </h2>
      <p className="policies__hint">
        Una política asignada a un grupo reemplaza, para sus miembros, la política de toda la empresa del
        mismo servicio y alcance.
      </p>
      {message && <FormAlert tone="success">{message}</FormAlert>}
      {groups.isPending ? (
        <p className="policies__status" role="status">
          <IonSpinner name="crescent" aria-hidden="true" /> Cargando grupos de viaje...
        </p>
      ) : groups.isError ? (
        <FormAlert tone="error">{getErrorMessage(groups.error)}</FormAlert>
      ) : groups.data.length === 0 ? (
        <p className="policies__status">Tu empresa aún no tiene grupos de viaje.</p>
      ) : (
        <ul className="policies__rows" aria-label="Grupos de viaje">
          {groups.data.map((group) => (
            <li key={group.id} className="policies__row">
              {renamedGroup?.id === group.id ? (
                <GroupNameForm
                  formName={`Cambiar nombre del grupo ${group.name}`}
                  label={`Nuevo nombre para ${group.name}`}
                  defaultName={group.name}
                  submitLabel="Guardar nombre"
                  onCancel={() => setRenamedGroup(null)}
                  onSaved={(saved) => {
                    setRenamedGroup(null);
                    setMessage(endSentence(`El grupo ahora se llama ${saved.name}`));
                  }}
                  groupId={group.id}
                  companyId={companyId}
                />
              ) : (
                <>
                  <span className="policies__row-main">
                    <strong>{group.name}</strong>{' '}
                    <span className="policies__muted">
                      · {group.member_count === 1 ? '1 miembro' : `${group.member_count} miembros`}
                    </span>
                  </span>
                  <IonButton
                    fill="clear"
                    size="small"
                    aria-label={`Cambiar nombre del grupo ${group.name}`}
                    onClick={() => {
                      setMessage(null);
                      setRenamedGroup(group);
                    }}
                  >
                    Cambiar nombre
                  </IonButton>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <GroupNameForm
        formName="Nuevo grupo de viaje"
        label="Nombre del nuevo grupo"
        defaultName=""
        submitLabel="Crear grupo"
        companyId={companyId}
        onSaved={(saved) => setMessage(endSentence(`Se creó el grupo ${saved.name}`))}
      />
      {groups.data && groups.data.length > 0 && <MemberAssignments groups={groups.data} members={members} />}
    </section>
  );
}

interface GroupNameFormProps {
  /** The form's accessible name. */
  formName: string;
  /** The name field's label. */
  label: string;
  defaultName: string;
  submitLabel: string;
  companyId: number | undefined;
  /** Renames this group; absent: creates a new one. */
  groupId?: number;
  onSaved: (group: TravelGroup) => void;
  onCancel?: () => void;
}

function GroupNameForm({
  formName,
  label,
  defaultName,
  submitLabel,
  companyId,
  groupId,
  onSaved,
  onCancel,
}: GroupNameFormProps) {
  const createGroup = useCreateTravelGroup();
  const renameGroup = useRenameTravelGroup();
  const mutation = groupId === undefined ? createGroup : renameGroup;
  const { control, handleSubmit, reset } = useForm<TravelGroupRename>({
    resolver: zodResolver(travelGroupRenameSchema),
    defaultValues: { name: defaultName },
  });

  function submit({ name }: TravelGroupRename) {
    const onSuccess = (group: TravelGroup) => {
      reset({ name: groupId === undefined ? '' : group.name });
      onSaved(group);
    };
    if (groupId === undefined) createGroup.mutate({ name, company_id: companyId }, { onSuccess });
    else renameGroup.mutate({ id: groupId, name }, { onSuccess });
  }

  return (
    <form className="policies__inline-form" onSubmit={handleSubmit(submit)} noValidate aria-label={formName}>
      {mutation.error && <FormAlert tone="error">{getErrorMessage(mutation.error)}</FormAlert>}
      <TextField control={control} name="name" label={label} required />
      <div className="policies__inline-actions">
        <IonButton type="submit" size="small" disabled={mutation.isPending}>
          {submitLabel}
        </IonButton>
        {onCancel && (
          <IonButton type="button" size="small" fill="clear" onClick={onCancel}>
            Cancelar
          </IonButton>
        )}
      </div>
    </form>
  );
}

interface MemberAssignmentsProps {
  groups: readonly TravelGroup[];
  members: ReturnType<typeof useTravelGroupMembers>;
}

/** Each user of the company with a select of the groups; a change is saved at once. */
function MemberAssignments({ groups, members }: MemberAssignmentsProps) {
  const headingId = useId();
  const assign = useAssignTravelGroup();
  const [savedMessage, setSavedMessage] = useState<string | null>(null);

  function change(member: TravelGroupMember, value: string) {
    setSavedMessage(null);
    const travelGroupId = value === '' ? null : Number(value);
    const groupName = groups.find((group) => group.id === travelGroupId)?.name;
    assign.mutate(
      { userId: member.id, travelGroupId },
      {
        onSuccess: () =>
          setSavedMessage(
            groupName
              ? endSentence(`${member.name} ${member.last_name} ahora pertenece al grupo ${groupName}`)
              : `${member.name} ${member.last_name} ya no pertenece a ningún grupo.`,
          ),
      },
    );
  }

  return (
    <div className="policies__members">
      <h3 id={headingId} className="policies__minor-heading">
        Miembros
      </h3>
      {savedMessage && <FormAlert tone="success">{savedMessage}</FormAlert>}
      {assign.error && <FormAlert tone="error">{getErrorMessage(assign.error)}</FormAlert>}
      {members.isPending ? (
        <p className="policies__status" role="status">
          <IonSpinner name="crescent" aria-hidden="true" /> Cargando usuarios...
        </p>
      ) : members.isError ? (
        <FormAlert tone="error">{getErrorMessage(members.error)}</FormAlert>
      ) : (
        <ul className="policies__rows" aria-labelledby={headingId}>
          {members.data.map((member) => {
            const selectId = `member-group-${member.id}`;
            return (
              <li key={member.id} className="policies__row">
                <label className="policies__row-main" htmlFor={selectId}>
                  <strong>
                    {member.name} {member.last_name}
                  </strong>{' '}
                  <span className="policies__muted">
                    · {ROLE_LABELS[member.role]} · {member.email}
                  </span>
                  <span className="visually-hidden"> — grupo de viaje</span>
                </label>
                <select
                  id={selectId}
                  className="native-control policies__member-select"
                  value={member.travel_group_id ?? ''}
                  disabled={assign.isPending && assign.variables?.userId === member.id}
                  onChange={(event) => change(member, event.target.value)}
                >
                  <option value="">Sin grupo</option>
                  {groups.map((group) => (
                    <option key={group.id} value={group.id}>
                      {group.name}
                    </option>
                  ))}
                </select>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
