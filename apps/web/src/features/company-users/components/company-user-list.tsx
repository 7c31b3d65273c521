import { IonButton } from '@ionic/react';
import {
  type CompanyUser,
  canGrantRole,
  grantableRoles,
  isRoleRaise,
  ROLE_LABELS,
  type Role,
  type RoleGrantCompanies,
  SIGN_UP_VIA_LABELS,
} from '@travesia/domain';
import { useState } from 'react';
import { OnDemandAlert } from '../../../components/ionic/ion-alert-on-demand';
import { UserDelegations } from './user-delegations';

/** What a raised role lets the person do, said in the confirmation before it is given. */
const RAISED_ROLE_POWERS: Record<Role, string> = {
  viajero: 'Podrá reservar viajes para sí.',
  aprobador: 'Podrá aprobar o rechazar los viajes de las personas que tenga a cargo.',
  administrador:
    'Podrá administrar los usuarios, los roles, las políticas, los centros de costos y los datos de la empresa.',
  operador: 'Tendrá acceso a todas las empresas cliente de la agencia.',
};

interface RoleChange {
  user: CompanyUser;
  fullName: string;
  role: Role;
}

interface CompanyUserListProps {
  users: readonly CompanyUser[];
  actorRole: Role;
  /** The actor's company and the listed one: operators are made only in the agency's own company. */
  companies: RoleGrantCompanies;
  /** The signed-in administrator: they cannot demote or deactivate themselves. */
  actorEmail: string;
  /** The user whose change is being saved, if any. */
  pendingUserId: number | null;
  onChangeRole: (user: CompanyUser, role: Role) => void;
  onToggleActive: (user: CompanyUser) => void;
  /** The company the operador manages, for the gestor de viajes' cost centers and groups; undefined for an administrator. */
  namedCompanyId: number | undefined;
}

/** One row per user with their role (a picker where the actor may change it), state and actions. */
export function CompanyUserList({
  users,
  actorRole,
  companies,
  actorEmail,
  pendingUserId,
  onChangeRole,
  onToggleActive,
  namedCompanyId,
}: CompanyUserListProps) {
  // One user's delegations open at a time, under their row.
  const [openUserId, setOpenUserId] = useState<number | null>(null);
  const roles = grantableRoles(actorRole, companies);
  // A role that gives more than the person had is asked for first: one change of a select made an administrator.
  const [raise, setRaise] = useState<RoleChange | null>(null);

  function pickRole(change: RoleChange) {
    if (isRoleRaise(change.user.role, change.role)) setRaise(change);
    else onChangeRole(change.user, change.role);
  }

  return (
    <>
      <ul className="admin-list" aria-label="Usuarios de la empresa">
        {users.map((user) => {
          const fullName = `${user.name} ${user.last_name}`.trim();
          const isSelf = user.email === actorEmail;
          const canManage = !isSelf && canGrantRole(actorRole, user.role);
          const isPending = pendingUserId === user.id;
          const roleFieldId = `user-role-${user.id}`;
          return (
            <li key={user.id} className="admin-list__item company-user-list__item">
              <div className="company-user-list__details">
                <h3 className="admin-list__name">
                  {fullName}
                  {isSelf && <span className="company-user-list__self"> (tú)</span>}
                </h3>
                <p className="company-user-list__meta">
                  {user.email} · Documento {user.documento}
                </p>
                <span
                  className={`admin-list__state admin-list__state--${user.is_active ? 'active' : 'inactive'}`}
                >
                  {user.is_active ? 'Activo' : 'Inactivo'}
                </span>
                {user.signup_via && (
                  <span className="admin-list__state company-user-list__state--self-signup">
                    {SIGN_UP_VIA_LABELS[user.signup_via]}
                  </span>
                )}
              </div>
              <div className="company-user-list__actions">
                {canManage ? (
                  <div className="company-user-list__role">
                    <label className="form-field__label" htmlFor={roleFieldId}>
                      Rol
                    </label>
                    <select
                      id={roleFieldId}
                      className="native-control"
                      aria-label={`Rol de ${fullName}`}
                      value={user.role}
                      disabled={isPending}
                      onChange={(event) => pickRole({ user, fullName, role: event.target.value as Role })}
                    >
                      {roles.map((role) => (
                        <option key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </option>
                      ))}
                    </select>
                  </div>
                ) : (
                  <p className="company-user-list__role-text">{ROLE_LABELS[user.role]}</p>
                )}
                {canManage && (
                  <IonButton
                    fill="clear"
                    size="small"
                    color={user.is_active ? 'danger' : 'primary'}
                    disabled={isPending}
                    aria-label={`${user.is_active ? 'Desactivar' : 'Reactivar'} a ${fullName}`}
                    onClick={() => onToggleActive(user)}
                  >
                    {user.is_active ? 'Desactivar' : 'Reactivar'}
                  </IonButton>
                )}
                <IonButton
                  fill="clear"
                  size="small"
                  aria-expanded={openUserId === user.id}
                  aria-label={`Delegaciones de ${fullName}`}
                  onClick={() => setOpenUserId(openUserId === user.id ? null : user.id)}
                >
                  Delegaciones
                </IonButton>
              </div>
              {openUserId === user.id && (
                <UserDelegations user={user} colleagues={users} companyId={namedCompanyId} />
              )}
            </li>
          );
        })}
      </ul>
      <OnDemandAlert
        isOpen={raise !== null}
        header={raise ? `¿Hacer ${ROLE_LABELS[raise.role]} a ${raise.fullName}?` : ''}
        message={raise ? RAISED_ROLE_POWERS[raise.role] : ''}
        buttons={[
          { text: 'Cancelar', role: 'cancel' },
          {
            text: raise ? `Hacer ${ROLE_LABELS[raise.role]}` : 'Confirmar',
            role: 'confirm',
            handler: () => {
              if (raise) onChangeRole(raise.user, raise.role);
            },
          },
        ]}
        onDidDismiss={() => setRaise(null)}
      />
    </>
  );
}
