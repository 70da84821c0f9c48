import { roles, type Role } from '@creds/contract';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { PendingButton } from '../../../components/ui/pending-button';
import { getErrorMessage } from '../../../lib/api-client';
import { useNotifications } from '../../../lib/notifications';
import { useChangeUserRole } from '../api/change-user-role';
import type { AdminUser } from '../api/get-users';

export const roleNames: Record<Role, string> = { user: 'User', reviewer: 'Reviewer', admin: 'Admin' };

/** One user's role: pick another and apply it (the server refuses to remove the last admin). */
export function UserRoleEditor({ user }: { user: AdminUser }) {
  const id = useId();
  const { showSuccess, showError } = useNotifications();
  const changeRole = useChangeUserRole();
  const [role, setRole] = useState<Role>(user.role);
  const [problem, setProblem] = useState<string | null>(null);
  const isChanged = role !== user.role;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setProblem(null);
        changeRole.mutate(
          { userId: user.id, role },
          {
            onSuccess: (message) => showSuccess(`${message} ${user.username} is now ${roleNames[role].toLowerCase()}.`),
            onError: (error) => {
              const message = getErrorMessage(error, 'The role could not be changed.');
              setProblem(message);
              setRole(user.role);
              showError(message);
            },
          },
        );
      }}
      className="flex flex-col gap-1"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          Role of {user.username}
        </label>
        <select
          id={id}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          aria-describedby={problem ? `${id}-error` : undefined}
          className="rounded-md border border-line bg-white px-2 py-1.5 text-sm text-ink hover:border-brand-muted focus:border-brand"
        >
          {roles.map((value) => (
            <option key={value} value={value}>
              {roleNames[value]}
            </option>
          ))}
        </select>
        {isChanged ? (
          <PendingButton isPending={changeRole.isPending} pendingLabel="Saving…" size="sm">
            <Check aria-hidden className="size-4" />
            Apply
            <span className="sr-only"> role to {user.username}</span>
          </PendingButton>
        ) : null}
      </div>
      {problem ? (
        <p id={`${id}-error`} role="alert" className="max-w-60 text-xs text-error">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
