import { CreditCard, Gift, LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass, linkAsButton } from '../../../components/ui/button-styles';
import { useEvaluationPrice } from '../api/get-evaluation-price';
import { payLabel } from '../lib/amount';
import { claimLabel } from '../lib/payment-texts';

/**
 * The way from an evaluation to its payment page: "Pay $X.XX" while a price is due, "Claim
 * Certificate" when it is 0 (spec section 2, Equivalence form).
 */
export function PayOrClaimLink({ badgeId, className }: { badgeId: string; className?: string }) {
  const price = useEvaluationPrice();
  const to = `/equivalence/${encodeURIComponent(badgeId)}`;
  const classes = `${buttonClass('accent')} ${className ?? ''}`;
  if (price.isPending) {
    return (
      <span aria-disabled="true" className={`${classes} cursor-wait opacity-70`}>
        <LoaderCircle aria-hidden className="size-4 animate-spin" />
        Loading the price…
      </span>
    );
  }
  if (price.data === 0) {
    return (
      <Link to={to} className={classes} {...linkAsButton}>
        <Gift aria-hidden className="size-4" />
        {claimLabel}
      </Link>
    );
  }
  return (
    <Link to={to} className={classes} {...linkAsButton}>
      <CreditCard aria-hidden className="size-4" />
      {/* Without the price (it failed three times) the payment page still shows the amount. */}
      {price.data === undefined ? 'Continue to payment' : payLabel(price.data)}
    </Link>
  );
}
