import { zodResolver } from '@hookform/resolvers/zod';
import {
  grantableRoles,
  ROLE_LABELS,
  type Role,
  type UserInviteRequest,
  userInviteRequestSchema,
} from '@travesia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { getErrorMessage } from '../../../lib/api-client';
import { useInviteUser } from '../api/invite-user';

type InviteFormOutput = z.output<typeof userInviteRequestSchema>;

/** Invites one person by e-mail with a role; they get a link to create their account. */
export function InviteUserForm({
  companyId,
  actorRole,
  actorCompanyId,
}: {
  companyId: number;
  actorRole: Role;
  actorCompanyId: number;
}) {
  const invite = useInviteUser(companyId);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<UserInviteRequest, unknown, InviteFormOutput>({
    resolver: zodResolver(userInviteRequestSchema),
    defaultValues: { email: '', role: 'viajero' },
  });

  return (
    <form
      className="company-users__card"
      onSubmit={handleSubmit((values) => {
        setSentTo(null);
        invite.mutate(values, {
          onSuccess: (invitation) => {
            setSentTo(invitation.email);
            reset();
          },
        });
      })}
      noValidate
      aria-labelledby="invite-user-title"
    >
      <h2 id="invite-user-title" className="admin-page__subheading">
        Invitar por correo
      </h2>
      {sentTo && (
        <FormAlert tone="success">
          Enviamos la invitación a {sentTo}. El enlace vence en 7 días y sirve una sola vez.
        </FormAlert>
      )}
      {invite.error && <FormAlert tone="error">{getErrorMessage(invite.error)}</FormAlert>}
      <TextField
        control={control}
        name="email"
        label="Correo electrónico"
        type="email"
        autocomplete="off"
        required
      />
      <SelectField
        control={control}
        name="role"
        label="Rol"
        options={grantableRoles(actorRole, { actorCompanyId, targetCompanyId: companyId }).map((role) => ({
          value: role,
          label: ROLE_LABELS[role],
        }))}
        required
      />
      <SubmitButton label="Enviar invitación" isPending={invite.isPending} />
    </form>
  );
}
