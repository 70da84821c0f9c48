import type { CardBrand } from '@creds/contract';
import { CreditCard } from 'lucide-react';

const marks: Partial<Record<CardBrand, { background: string; color: string; text: string }>> = {
  visa: { background: '#1a1f71', color: '#ffffff', text: 'VISA' },
  amex: { background: '#2e77bc', color: '#ffffff', text: 'AMEX' },
  discover: { background: '#ffffff', color: '#e55c20', text: 'DISC' },
  diners: { background: '#0079be', color: '#ffffff', text: 'DC' },
  jcb: { background: '#0b4ea2', color: '#ffffff', text: 'JCB' },
  unionpay: { background: '#d10429', color: '#ffffff', text: 'UP' },
};

/** The brand mark shown inside the card number field, drawn here (no third-party images). */
export function CardBrandIcon({ brand }: { brand: CardBrand }) {
  if (brand === 'mastercard') {
    return (
      <svg aria-hidden viewBox="0 0 32 20" className="h-5 w-8 rounded-[3px] ring-1 ring-line">
        <rect width="32" height="20" fill="#ffffff" />
        <circle cx="13" cy="10" r="6" fill="#eb001b" />
        <circle cx="19" cy="10" r="6" fill="#f79e1b" fillOpacity="0.9" />
      </svg>
    );
  }
  const mark = marks[brand];
  if (!mark) return <CreditCard aria-hidden className="size-5 text-ink-muted" />;
  return (
    <svg aria-hidden viewBox="0 0 32 20" className="h-5 w-8 rounded-[3px] ring-1 ring-line">
      <rect width="32" height="20" fill={mark.background} />
      <text x="16" y="14" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="9" fontWeight="700" fontStyle="italic" fill={mark.color}>
        {mark.text}
      </text>
    </svg>
  );
}
