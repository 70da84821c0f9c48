import { branding } from '@creds/contract';
import { Download, Scale } from 'lucide-react';
import { brandAssets, brandingIntro, brandingMeta, colourNames, legalNote } from '../../content/branding-page';
import { PageHero } from '../../features/public-site/components/page-hero';
import { PageMeta } from '../../features/public-site/components/page-meta';
import { logoSvg, sealSvg, svgDataUrl } from '../../features/public-site/lib/brand-assets';

/** Previews drawn in the page; the downloads are the same drawings written by the build. */
const previews = {
  logo: svgDataUrl(logoSvg()),
  seal: svgDataUrl(sealSvg()),
  qrCode: brandAssets.qrCode.path,
} as const;

function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}`;
}

/** /branding: logo, seal, QR code, the two colours and the legal note; each asset downloadable. */
export function BrandingPage() {
  return (
    <>
      <PageMeta {...brandingMeta} canonicalPath="/branding" />
      <PageHero eyebrow={brandingIntro.eyebrow} title={brandingIntro.title} lead={brandingIntro.lead} />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <section aria-labelledby="assets-title">
          <h2 id="assets-title" className="font-serif text-3xl font-bold text-brand">
            Logo, seal and QR code
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {(Object.keys(brandAssets) as (keyof typeof brandAssets)[]).map((key) => {
              const asset = brandAssets[key];
              const fileName = asset.path.split('/').at(-1)!;
              return (
                <li key={key} className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-xs">
                  <div className="flex h-56 items-center justify-center bg-surface p-8">
                    <img
                      src={previews[key]}
                      alt={`${branding.productName} ${asset.title}`}
                      width={key === 'logo' ? 440 : 200}
                      height={key === 'logo' ? 112 : 200}
                      className="max-h-full w-auto max-w-full"
                    />
                  </div>
                  <div className="flex flex-1 flex-col p-6">
                    <h3 className="font-serif text-xl font-bold text-brand">{asset.title}</h3>
                    <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{asset.text}</p>
                    <a
                      href={asset.path}
                      download={fileName}
                      className="mt-5 inline-flex items-center gap-2 self-start rounded-md border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-brand-soft"
                    >
                      <Download aria-hidden className="size-4" />
                      {asset.downloadLabel}
                    </a>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="colours-title">
          <h2 id="colours-title" className="font-serif text-3xl font-bold text-brand">
            Brand colours
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {(['primary', 'accent'] as const).map((key) => {
              const hex = branding.colors[key];
              return (
                <li key={key} className="overflow-hidden rounded-2xl border border-line bg-white shadow-xs">
                  <div className="flex h-36 items-end p-6 text-white" style={{ backgroundColor: hex }}>
                    <span className="font-serif text-2xl font-bold">{colourNames[key].name}</span>
                  </div>
                  <dl className="grid grid-cols-2 gap-4 p-6 text-sm">
                    <div>
                      <dt className="text-ink-muted">HEX</dt>
                      <dd className="mt-1 font-mono text-base font-semibold text-ink">{hex.toUpperCase()}</dd>
                    </div>
                    <div>
                      <dt className="text-ink-muted">RGB</dt>
                      <dd className="mt-1 font-mono text-base font-semibold text-ink">{hexToRgb(hex)}</dd>
                    </div>
                    <div className="col-span-2">
                      <dt className="sr-only">Use</dt>
                      <dd className="text-ink-muted">{colourNames[key].use}</dd>
                    </div>
                  </dl>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="legal-title" className="flex gap-4 rounded-2xl border-l-4 border-accent bg-accent-soft p-6 sm:p-8">
          <Scale aria-hidden className="mt-1 size-7 shrink-0 text-accent-dark" />
          <div>
            <h2 id="legal-title" className="font-serif text-2xl font-bold text-brand">
              {legalNote.heading}
            </h2>
            <p className="mt-3 max-w-4xl leading-relaxed text-ink">{legalNote.text}</p>
          </div>
        </section>
      </div>
    </>
  );
}
