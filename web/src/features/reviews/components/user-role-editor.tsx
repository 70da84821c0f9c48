import { roleNames, roles, type Role } from '@creds/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PendingButton } from '../../../components/ui/pending-button';
import { getErrorMessage } from '../../../lib/api-client';
import { setCurrentUser } from '../../../lib/auth';
import { useNotifications } from '../../../lib/notifications';
import { useChangeUserRole } from '../api/change-user-role';
import type { AdminUser } from '../api/get-users';

/** What an admin loses by taking `role` themselves. */
const selfChangeLosses: Record<Exclude<Role, 'admin'>, string> = {
  reviewer: 'You will lose access to the admin pages (users and roles, prices, the audit log); you keep the review queue.',
  user: 'You will lose access to the review console and every admin page.',
};

/**
 * One user's role: pick another and apply it (the server refuses to remove the last admin, and a role
 * someone changed since the page loaded). Changing one's own role asks first, then signs out.
 */
export function UserRoleEditor({ user, isSelf = false }: { user: AdminUser; isSelf?: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showSuccess, showError } = useNotifications();
  const changeRole = useChangeUserRole();
  // null: the user's role as listed (which a refresh may change).
  const [picked, setPicked] = useState<Role | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const role = picked ?? user.role;
  const isChanged = role !== user.role;

  const apply = () => {
    setProblem(null);
    changeRole.mutate(
      { userId: user.id, role, expectedRole: user.role },
      {
        onSuccess: (message) => {
          if (!isSelf) {
            setPicked(null);
            showSuccess(`${message} ${user.username} is now ${roleNames[role].toLowerCase()}.`);
            return;
          }
          // The server ended this session with the others: sign out here too, and say so.
          showSuccess(`Your role is now ${roleNames[role].toLowerCase()} and you have been signed out. Sign in again to continue.`);
          setCurrentUser(queryClient, null);
          void navigate('/login', { replace: true });
        },
        onError: (error) => {
          const text = getErrorMessage(error, 'The role could not be changed.');
          setProblem(text);
          setPicked(null);
          setIsConfirming(false);
          showError(text);
        },
      },
    );
  };

  const applyLabel = (
    <>
      <Check aria-hidden className="size-4" />
      Apply
      <span className="sr-only"> role to {user.username}</span>
    </>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isSelf) setIsConfirming(true);
        else apply();
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
          onChange={(event) => setPicked(event.target.value as Role)}
          aria-describedby={problem ? `${id}-error` : undefined}
          className="rounded-md border border-line bg-white px-2 py-1.5 text-sm text-ink hover:border-brand-muted focus:border-brand"
        >
          {roles.map((value) => (
            <option key={value} value={value}>
              {roleNames[value]}
            </option>
          ))}
        </select>
        {isChanged && isSelf && role !== 'admin' ? (
          <ConfirmDialog
            open={isConfirming}
            onOpenChange={setIsConfirming}
            trigger={
              <PendingButton type="button" isPending={changeRole.isPending} pendingLabel="Saving…" size="sm">
                {applyLabel}
              </PendingButton>
            }
            title={`Make yourself ${roleNames[role].toLowerCase()}?`}
            description={
              <>
                <p>{selfChangeLosses[role]}</p>
                <p className="mt-2">You will be signed out at once and can sign in again as {roleNames[role].toLowerCase()}.</p>
              </>
            }
            confirmLabel={`Make me ${roleNames[role].toLowerCase()}`}
            pendingLabel="Saving…"
            isPending={changeRole.isPending}
            onConfirm={apply}
            tone="accent"
          />
        ) : isChanged ? (
          <PendingButton isPending={changeRole.isPending} pendingLabel="Saving…" size="sm">
            {applyLabel}
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
