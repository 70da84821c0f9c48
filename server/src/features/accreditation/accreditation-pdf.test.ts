import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applicationDocuments, applicationFields, accreditationDeclaration } from '@creds/contract';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQRPackage from 'jsqr';
import { definePDFJSModule, extractText, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAccreditationCertificatePdf, type AccreditationCertificateData } from './accreditation-certificate-pdf.js';
import { renderApplicationFormPdf } from './application-form-pdf.js';

// The rendered pages are kept for people to look at (e2e/.tmp is ignored by git).
const outputDir = fileURLToPath(new URL('../../../../e2e/.tmp/', import.meta.url));
const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
const jsQR = jsQRPackage.default;

async function renderPage(pdf: Buffer, page: number, scale: number) {
  const document = await getDocumentProxy(new Uint8Array(pdf), { standardFontDataUrl, useSystemFonts: false });
  const png = Buffer.from(await renderPageAsImage(document, page, { canvasImport: () => import('@napi-rs/canvas'), scale }));
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return { png, width: image.width, height: image.height, pixels: context.getImageData(0, 0, image.width, image.height).data };
}

async function pdfText(pdf: Buffer): Promise<{ text: string; totalPages: number }> {
  const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), totalPages };
}

beforeAll(async () => {
  // unpdf's bundled PDF.js needs Node 22 to render; the legacy build of pdfjs-dist runs on Node 20.
  await definePDFJSModule(() => import('pdfjs-dist/legacy/build/pdf.mjs'));
  mkdirSync(outputDir, { recursive: true });
});

const certificate: AccreditationCertificateData = {
  certificateId: 'AC-73920145',
  name: 'Summit Vocational Institute of Technology',
  country: 'Canada',
  startDate: '2026-01-01',
  endDate: '2027-01-01',
  issuedOn: new Date('2026-01-01T00:00:00Z'),
  verifyUrl: 'https://creds.example/accreditation/verify/AC-73920145',
};

describe('the accreditation certificate PDF', () => {
  it('is one landscape page with the institute, the period in en-GB dates and the number, and a QR code that opens verification', async () => {
    const pdf = await renderAccreditationCertificatePdf(certificate);
    const { text, totalPages } = await pdfText(pdf);
    expect(totalPages).toBe(1);
    for (const expected of ['CERTIFICATE OF ACCREDITATION', certificate.name, 'Canada', '1 January 2026 – 1 January 2027', 'AC-73920145', 'Accredited Institute']) {
      expect(text).toContain(expected);
    }
    const page = await renderPage(pdf, 1, 2);
    expect([page.width, page.height]).toEqual([1584, 1224]);
    writeFileSync(`${outputDir}accreditation-certificate.png`, page.png);
    expect(jsQR(page.pixels, page.width, page.height)?.data).toBe(certificate.verifyUrl);
  });

  it('keeps a very long name on the page', async () => {
    const name = `The International Polytechnic Institute of ${'Applied Sciences and Vocational Technology '.repeat(3)}`.trim();
    const pdf = await renderAccreditationCertificatePdf({ ...certificate, name });
    const { text, totalPages } = await pdfText(pdf);
    expect(totalPages).toBe(1);
    expect(text).toContain('The International Polytechnic Institute');
    writeFileSync(`${outputDir}accreditation-certificate-long-name.png`, (await renderPage(pdf, 1, 1)).png);
  });
});

describe('the printable application form', () => {
  it('asks for every field, document and the declaration of the online form, with the current fees', async () => {
    const pdf = await renderApplicationFormPdf({ publicUrl: 'https://creds.example', feeCents: 19_900, renewalCents: 14_900 });
    const { text, totalPages } = await pdfText(pdf);
    for (const field of applicationFields) expect(text).toContain(field.label);
    for (const document of applicationDocuments) expect(text).toContain(document.label);
    expect(text).toContain(accreditationDeclaration.slice(0, 60));
    expect(text).toContain('$199.00 for registration and the first year');
    expect(text).toContain('https://creds.example/accreditation/apply');
    expect(text).toContain(`Page ${totalPages} of ${totalPages}`);
    for (let page = 1; page <= totalPages; page++) writeFileSync(`${outputDir}accreditation-form-${page}.png`, (await renderPage(pdf, page, 1.5)).png);
  });
});
