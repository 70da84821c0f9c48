import type { ReactNode } from 'react';
import { branding, formatPostalAddress } from '@creds/contract';
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { SiteLink } from '../../lib/site-navigation';
import { AccreditationBadges } from '../../components/brand/accreditation-badges';
import { BrandMark } from '../../components/brand/brand-mark';
import { SocialIcon } from '../../components/brand/social-icon';
import { footerNavigation } from './navigation';

export function SiteFooter() {
  return (
    <footer className="bg-brand-deep text-white">
      <div className="h-1 bg-accent" />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.3fr] lg:px-8">
        <div className="space-y-5">
          <SiteLink to="/" className="inline-flex items-center gap-3 rounded-md">
            <span className="rounded-lg bg-white p-1.5">
              <BrandMark className="size-9" />
            </span>
            <span className="font-serif text-2xl font-bold">{branding.productName}</span>
          </SiteLink>
          <p className="max-w-sm text-sm leading-relaxed text-white/80">{branding.tagline}.</p>
          <AccreditationBadges />
        </div>

        <nav aria-label="Footer" className="grid grid-cols-2 gap-6">
          {footerNavigation.map((group) => (
            <div key={group.heading}>
              <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{group.heading}</h2>
              <ul className="mt-4 space-y-2.5 text-sm">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <SiteLink to={link.to} className="text-white/80 hover:text-white hover:underline">
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <div className="md:col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contact us</h2>
          <address className="mt-4 space-y-3 text-sm not-italic text-white/80">
            <ContactLine icon={<Mail aria-hidden className="size-4" />}>
              <a href={`mailto:${branding.supportEmail}`} className="break-all hover:text-white hover:underline">
                {branding.supportEmail}
              </a>
            </ContactLine>
            <ContactLine icon={<Phone aria-hidden className="size-4" />}>
              <a href={`tel:${branding.phone.replace(/[^+\d]/g, '')}`} className="hover:text-white hover:underline">
                {branding.phone}
              </a>
            </ContactLine>
            <ContactLine icon={<MessageCircle aria-hidden className="size-4" />}>
              <a
                href={branding.messagingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:text-white hover:underline"
              >
                Chat on {branding.messagingLabel}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </ContactLine>
            <ContactLine icon={<MapPin aria-hidden className="size-4" />}>{formatPostalAddress()}</ContactLine>
            <ContactLine icon={<Clock aria-hidden className="size-4" />}>{branding.supportHours}</ContactLine>
          </address>
          <ul aria-label="Social media" className="mt-6 flex gap-3">
            {branding.social.map((network) => (
              <li key={network.name}>
                <a
                  href={network.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${branding.productName} on ${network.name} (opens in a new tab)`}
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent"
                >
                  <SocialIcon name={network.name} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl py-5 pr-24 pl-4 text-xs text-white/70 sm:pl-6 lg:px-8">
          © {new Date().getFullYear()} {branding.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2.5">
      <span className="mt-0.5 shrink-0 text-accent-soft">{icon}</span>
      <span className="min-w-0">{children}</span>
    </p>
  );
}
