import { accountMessages } from '@creds/contract';
import { History, RefreshCw, ShieldCheck, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { Tabs } from 'radix-ui';
import { buttonClass } from '../../components/ui/button-styles';
import { DocumentTitle } from '../../components/ui/document-title';
import { FormAlert } from '../../components/ui/form-alert';
import { Spinner } from '../../components/ui/spinner';
import { useProfile } from '../../features/accounts/api/get-profile';
import { AccountSummary } from '../../features/accounts/components/account-summary';
import { ChangePasswordForm } from '../../features/accounts/components/change-password-form';
import { CreditsHistory } from '../../features/accounts/components/credits-history';
import { ProfileForm } from '../../features/accounts/components/profile-form';
import { useEndSessionWhenExpired } from '../../features/accounts/lib/use-end-session-when-expired';
import { getErrorMessage } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/auth';

const tabs = [
  { value: 'profile', label: 'Profile Information', icon: UserRound },
  { value: 'security', label: 'Security', icon: ShieldCheck },
  { value: 'credits', label: 'Credits History', icon: History },
] as const;

const triggerClass =
  'flex min-h-12 flex-1 items-center justify-center gap-2 border-b-2 border-transparent px-2 py-3 text-center text-sm font-semibold text-ink-muted transition-colors hover:text-brand data-[state=active]:border-accent data-[state=active]:text-brand focus-visible:outline-offset-[-3px] sm:px-4 sm:text-base';

/** /settings (signed-in only): the profile, the password and the credits (spec section 2). */
export function SettingsPage() {
  const user = useCurrentUser();
  const profile = useProfile();
  const endSessionWhenExpired = useEndSessionWhenExpired();

  useEffect(() => {
    if (profile.isError) endSessionWhenExpired(profile.error);
  }, [profile.isError, profile.error, endSessionWhenExpired]);

  return (
    <div className="bg-surface px-4 py-8 sm:px-6 sm:py-12">
      <DocumentTitle>Settings</DocumentTitle>
      <div className="mx-auto max-w-5xl space-y-6">
        <AccountSummary
          username={profile.data?.username ?? user?.username ?? ''}
          email={profile.data?.email ?? user?.email ?? ''}
          role={profile.data?.role ?? user?.role}
        />
        <Tabs.Root defaultValue="profile" className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-line">
          <Tabs.List aria-label="Account settings" className="flex border-b border-line px-2 sm:px-4">
            {tabs.map(({ value, label, icon: Icon }) => (
              <Tabs.Trigger key={value} value={value} className={triggerClass}>
                <Icon aria-hidden className="hidden size-4 shrink-0 sm:block" />
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="profile" className="p-5 focus-visible:outline-offset-[-3px] sm:p-8">
            <ProfilePanel query={profile} />
          </Tabs.Content>
          <Tabs.Content value="security" className="p-5 focus-visible:outline-offset-[-3px] sm:p-8">
            <ChangePasswordForm />
          </Tabs.Content>
          <Tabs.Content value="credits" className="p-5 focus-visible:outline-offset-[-3px] sm:p-8">
            <CreditsHistory />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </div>
  );
}

function ProfilePanel({ query }: { query: ReturnType<typeof useProfile> }) {
  if (query.isPending) return <Spinner label="Loading your profile" />;
  if (query.isError) {
    return (
      <div className="space-y-4">
        {/* A load that got no answer is a failed fetch, not a form that could not be sent. */}
        <FormAlert>{getErrorMessage(query.error, accountMessages.profileFetchFailed)}</FormAlert>
        <button type="button" onClick={() => void query.refetch()} className={buttonClass('outline', 'sm')}>
          <RefreshCw aria-hidden className="size-4" />
          Try again
        </button>
      </div>
    );
  }
  return <ProfileForm profile={query.data} />;
}
