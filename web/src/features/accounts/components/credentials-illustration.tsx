/**
 * The side image of the sign-in and register pages: a certificate of evaluation with its seal, a
 * verified shield and a graduation cap, drawn in the brand colours (no external assets).
 */
export function CredentialsIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 340" aria-hidden focusable="false" className={className}>
      {/* Backdrop */}
      <circle cx="200" cy="170" r="150" className="fill-white/5" />
      <circle cx="200" cy="170" r="112" className="fill-white/5" />
      <g className="fill-white/25">
        <circle cx="46" cy="58" r="3" />
        <circle cx="64" cy="40" r="2" />
        <circle cx="352" cy="78" r="3" />
        <circle cx="336" cy="290" r="2.5" />
        <circle cx="58" cy="276" r="2" />
        <circle cx="372" cy="214" r="2" />
      </g>

      {/* Certificate, a second sheet behind it */}
      <rect x="104" y="78" width="212" height="160" rx="10" transform="rotate(-6 210 158)" className="fill-white/20" />
      <g>
        <rect x="92" y="70" width="216" height="164" rx="10" className="fill-white" />
        <rect x="102" y="80" width="196" height="144" rx="6" fill="none" strokeWidth="2" className="stroke-brand/20" />
        <rect x="102" y="80" width="196" height="14" rx="6" className="fill-brand" />
        <rect x="102" y="88" width="196" height="6" className="fill-brand" />
        <rect x="150" y="108" width="100" height="9" rx="4.5" className="fill-brand" />
        <rect x="170" y="124" width="60" height="5" rx="2.5" className="fill-accent" />
        <g className="fill-brand/25">
          <rect x="122" y="142" width="156" height="5" rx="2.5" />
          <rect x="122" y="154" width="140" height="5" rx="2.5" />
          <rect x="122" y="166" width="148" height="5" rx="2.5" />
        </g>
        {/* Signature */}
        <path d="M122 204c8-10 14-10 16-2s8 6 12-2 8-6 10 0 6 4 10-2" fill="none" strokeWidth="2.5" strokeLinecap="round" className="stroke-brand" />
        <rect x="120" y="212" width="64" height="2" rx="1" className="fill-brand/30" />
        {/* Seal with ribbons */}
        <path d="M252 210 242 244l12-6 8 11 6-34Z" className="fill-accent" />
        <path d="M270 210l10 34-12-6-8 11-6-34Z" className="fill-accent" />
        <circle cx="261" cy="200" r="24" className="fill-accent" />
        <circle cx="261" cy="200" r="18" fill="none" strokeWidth="2" strokeDasharray="3 3" className="stroke-white/70" />
        <path d="m261 188 3.5 7.2 7.9 1.1-5.7 5.6 1.3 7.9-7-3.7-7 3.7 1.3-7.9-5.7-5.6 7.9-1.1Z" className="fill-white" />
      </g>

      {/* Verified shield */}
      <g transform="translate(44 150)">
        <path d="M40 0 78 13v30c0 25-16 43-38 51C18 86 2 68 2 43V13Z" className="fill-white" />
        <path d="M40 8 70 18v25c0 20-12 34-30 41C22 77 10 63 10 43V18Z" className="fill-brand" />
        <path d="m25 45 10 10 20-21" fill="none" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" className="stroke-white" />
      </g>

      {/* Graduation cap */}
      <g transform="translate(282 22)">
        <path d="M48 4 96 24 48 44 0 24Z" className="fill-white" />
        <path d="M22 34v16c0 8 12 14 26 14s26-6 26-14V34L48 45Z" className="fill-white/85" />
        <path d="M48 24 86 30v22" fill="none" strokeWidth="3" strokeLinecap="round" className="stroke-accent" />
        <circle cx="86" cy="56" r="5" className="fill-accent" />
      </g>
    </svg>
  );
}
