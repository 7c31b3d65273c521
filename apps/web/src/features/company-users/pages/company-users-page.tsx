import '../../../components/admin-page/admin-page.css';
import '../company-users.css';
import { IonSpinner } from '@ionic/react';
import { type CompanyUser, canActAcrossCompanies, ROLE_LABELS, type Role } from '@travesia/domain';
import { useState } from 'react';
import { CompanyPicker } from '../../../components/company-picker/company-picker';
import { FormAlert } from '../../../components/form/form-alert';
import { OnDemandAlert } from '../../../components/ionic/ion-alert-on-demand';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useManagedCompany } from '../../../lib/company/use-managed-company';
import { useChangeUser } from '../api/change-user';
import { useCompanyUsers } from '../api/list-company-users';
import { CompanyLogoSection } from '../components/company-logo-section';
import { CompanyUserList } from '../components/company-user-list';
import { InvitationCodeSection } from '../components/invitation-code-section';
import { InviteUserForm } from '../components/invite-user-form';
import { PendingInvitations } from '../components/pending-invitations';
import { SignUpApprovals } from '../components/sign-up-approvals';
import { SignUpSettingsSection } from '../components/sign-up-settings-section';
import { UserCsvImport } from '../components/user-csv-import';

/** /company-users: the administrator's users, roles and invitations. */
export function CompanyUsersPage() {
  const { user } = useAuth();
  const company = useManagedCompany();
  const companyId = company.companyId;

  return (
    <PageLayout title="Usuarios">
      <h1 className="admin-page__heading">Usuarios de la empresa</h1>
      {user && (
        <>
          {company.isOperator && <CompanyPicker companyId={companyId} onChange={company.selectCompany} />}
          {companyId !== null && <SignUpApprovals companyId={companyId} key={companyId} />}
          {companyId !== null && (
            <div className="admin-page" key={companyId}>
              <CompanyUsersSection
                companyId={companyId}
                actorRole={user.role}
                actorCompanyId={user.company.id}
                actorEmail={user.email}
              />
              <div className="company-users__side">
                <InviteUserForm
                  companyId={companyId}
                  actorRole={user.role}
                  actorCompanyId={user.company.id}
                />
                <PendingInvitations companyId={companyId} />
                <SignUpSettingsSection companyId={companyId} />
                <InvitationCodeSection companyId={companyId} />
                <CompanyLogoSection companyId={companyId} />
                <UserCsvImport companyId={companyId} actorRole={user.role} actorCompanyId={user.company.id} />
              </div>
            </div>
          )}
        </>
      )}
    </PageLayout>
  );
}

interface CompanyUsersSectionProps {
  companyId: number;
  actorRole: Role;
  actorCompanyId: number;
  actorEmail: string;
}

function CompanyUsersSection({ companyId, actorRole, actorCompanyId, actorEmail }: CompanyUsersSectionProps) {
  const users = useCompanyUsers(companyId);
  const changeUser = useChangeUser();
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const [confirmedUser, setConfirmedUser] = useState<CompanyUser | null>(null);
  const [isOnlySelfSignUps, setOnlySelfSignUps] = useState(false);
  const nameOf = (user: CompanyUser) => `${user.name} ${user.last_name}`.trim();

  function changeRole(user: CompanyUser, role: Role) {
    setSavedMessage(null);
    changeUser.mutate(
      { userId: user.id, change: { role } },
      { onSuccess: () => setSavedMessage(`${nameOf(user)} ahora es ${ROLE_LABELS[role]}.`) },
    );
  }

  function setActive(user: CompanyUser, isActive: boolean) {
    setSavedMessage(null);
    changeUser.mutate(
      { userId: user.id, change: { isActive } },
      {
        onSuccess: () =>
          setSavedMessage(
            isActive
              ? `${nameOf(user)} puede volver a iniciar sesión.`
              : `${nameOf(user)} quedó desactivado y se cerraron sus sesiones.`,
          ),
      },
    );
  }

  return (
    <section aria-labelledby="company-users-title" aria-busy={users.isPending}>
      <h2 id="company-users-title" className="admin-page__subheading">
        Usuarios
      </h2>
      {savedMessage && <FormAlert tone="success">{savedMessage}</FormAlert>}
      {changeUser.error && <FormAlert tone="error">{getErrorMessage(changeUser.error)}</FormAlert>}
      {users.isPending ? (
        <p className="admin-page__status" role="status">
          <IonSpinner name="crescent" aria-hidden="true" /> Cargando usuarios...
        </p>
      ) : users.isError ? (
        <FormAlert tone="error">{getErrorMessage(users.error)}</FormAlert>
      ) : users.data.length === 0 ? (
        <p className="admin-page__status">La empresa aún no tiene usuarios.</p>
      ) : (
        <>
          <label className="company-users__filter">
            <input
              type="checkbox"
              checked={isOnlySelfSignUps}
              onChange={(event) => setOnlySelfSignUps(event.target.checked)}
            />
            <span>Solo quienes se registraron por su cuenta</span>
          </label>
          <CompanyUserList
            users={users.data.filter(
              // Those awaiting approval are listed apart (SignUpApprovals) until an administrator decides.
              (user) => !user.awaiting_approval && (!isOnlySelfSignUps || user.signup_via !== null),
            )}
            actorRole={actorRole}
            companies={{ actorCompanyId, targetCompanyId: companyId }}
            actorEmail={actorEmail}
            pendingUserId={changeUser.isPending ? (changeUser.variables?.userId ?? null) : null}
            onChangeRole={changeRole}
            onToggleActive={(user) => (user.is_active ? setConfirmedUser(user) : setActive(user, true))}
            namedCompanyId={canActAcrossCompanies(actorRole) ? companyId : undefined}
          />
        </>
      )}
      <OnDemandAlert
        isOpen={confirmedUser !== null}
        header="Desactivar usuario"
        message={
          confirmedUser
            ? `${nameOf(confirmedUser)} no podrá iniciar sesión y se cerrarán sus sesiones abiertas. Podrás reactivarlo después.`
            : ''
        }
        buttons={[
          { text: 'Cancelar', role: 'cancel' },
          {
            text: 'Desactivar',
            role: 'destructive',
            handler: () => {
              if (confirmedUser) setActive(confirmedUser, false);
            },
          },
        ]}
        onDidDismiss={() => setConfirmedUser(null)}
      />
    </section>
  );
}
