import { branding } from '@creds/contract';
import { brandMarkDataUrl } from '../components/brand/brand-mark';

/**
 * Applies `branding` to the document before the first render: the brand colours behind the Tailwind
 * theme tokens (see index.css), the title, the browser theme colour and the favicon.
 */
export function applyBrandTheme(doc: Document = document): void {
  const root = doc.documentElement;
  root.style.setProperty('--brand-primary', branding.colors.primary);
  root.style.setProperty('--brand-accent', branding.colors.accent);
  doc.title = `${branding.productName} | ${branding.tagline}`;
  upsertHeadElement(doc, 'meta[name="theme-color"]', 'meta', { name: 'theme-color', content: branding.colors.primary });
  upsertHeadElement(doc, 'link[rel="icon"]', 'link', { rel: 'icon', type: 'image/svg+xml', href: brandMarkDataUrl });
}

function upsertHeadElement(doc: Document, selector: string, tag: string, attributes: Record<string, string>): void {
  const element = doc.head.querySelector(selector) ?? doc.head.appendChild(doc.createElement(tag));
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}
