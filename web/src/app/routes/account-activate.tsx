import { AccountActivation } from '../../features/accounts/components/account-activation';

/** /account-activate (public): the link of the activation e-mail. */
export function AccountActivatePage() {
  return <AccountActivation />;
}
