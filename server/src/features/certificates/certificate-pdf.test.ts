import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQRPackage from 'jsqr';
import { definePDFJSModule, extractText, getDocumentProxy, getMeta, renderPageAsImage } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCertificateDate, renderCertificatePdf } from './certificate-pdf.js';
import { toWinAnsi } from './pdf-fonts.js';
import { certificateData } from '../../test/certificate-fixtures.js';

// The rendered page is kept for people to look at (e2e/.tmp is ignored by git).
const pagePng = fileURLToPath(new URL('../../../../e2e/.tmp/certificate.png', import.meta.url));

// PDF.js draws the standard fonts (Times, Helvetica) from the font files its package ships.
const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** Renders page 1 with PDF.js on a Skia canvas (both from npm, no system tools) and returns its RGBA pixels. */
async function renderPage(pdf: Buffer, scale: number) {
  const document = await getDocumentProxy(new Uint8Array(pdf), { standardFontDataUrl, useSystemFonts: false });
  const png = Buffer.from(await renderPageAsImage(document, 1, { canvasImport: () => import('@napi-rs/canvas'), scale }));
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return { png, width: image.width, height: image.height, pixels: context.getImageData(0, 0, image.width, image.height).data };
}

async function pageText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

// jsqr is CommonJS: its default export is the package object, whose `default` is the decoder.
const jsQR = jsQRPackage.default;

beforeAll(async () => {
  // unpdf's bundled PDF.js needs Node 22 to render; the legacy build of pdfjs-dist runs on Node 20.
  await definePDFJSModule(() => import('pdfjs-dist/legacy/build/pdf.mjs'));
});

describe('certificate PDF', () => {
  it('is one landscape Letter page carrying the id, the holder, the course and the facts of the certificate', async () => {
    const data = certificateData();
    const pdf = await renderCertificatePdf(data);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pageText(pdf);
    for (const expected of [
      data.certificateId,
      data.holderName,
      data.courseName,
      'Northfield Institute of Technology, United Kingdom',
      'Level 3 — Intermediate',
      '15 January 2024 – 30 June 2024',
      '120 credit hours',
      '12 May 2025',
      'Rating 4 of 5 points',
      'Creds Credential Evaluation Services',
      'Hash tables',
    ]) {
      expect(text).toContain(expected);
    }
    const { info } = await getMeta(new Uint8Array(pdf));
    expect(info.Title).toBe(`Certificate of Evaluation ${data.certificateId}`);
  });

  it('has a QR code that, rendered and scanned, opens the verification with the id and the name', async () => {
    const data = certificateData({ certificateId: '73920145', holderName: 'Grace Brewster Hopper' });
    const pdf = await renderCertificatePdf(data);
    const page = await renderPage(pdf, 2);
    expect([page.width, page.height]).toEqual([1584, 1224]);
    mkdirSync(dirname(pagePng), { recursive: true });
    writeFileSync(pagePng, page.png);
    const code = jsQR(page.pixels, page.width, page.height);
    expect(code?.data).toBe('https://creds.example/validate?certificateId=73920145&name=Grace%20Brewster%20Hopper');
  });

  it('gives the same bytes for the same data (document dates are the issue date)', async () => {
    const [first, second] = await Promise.all([renderCertificatePdf(certificateData()), renderCertificatePdf(certificateData())]);
    expect(first.equals(second)).toBe(true);
  });

  it('keeps long names, a long course, many skills and level 0 on the page', async () => {
    const data = certificateData({
      holderName: 'Maximiliana Alexandrina Wolfeschlegelsteinhausen-Bergerdorff',
      courseName: `Advanced Topics in ${'Distributed Systems Engineering and '.repeat(12)}Practice`,
      skills: Array.from({ length: 20 }, (_, index) => `Skill number ${index + 1} with a long name`),
      level: 0,
      levelLabel: 'Not provided by AI',
      points: 0,
      creditHours: 1,
      instituteName: `The International University of ${'Applied Sciences and Technology '.repeat(5)}`,
      instituteCountry: 'Bosnia and Herzegovina',
    });
    const pdf = await renderCertificatePdf(data);
    const text = await pageText(pdf);
    expect(text).toContain(data.holderName);
    expect(text).toContain('Advanced Topics in Distributed Systems');
    expect(text).toContain('…');
    expect(text).toMatch(/and \d+ more/);
    expect(text).toContain('1 credit hour');
    expect(text).toMatch(/at The International University of Applied Sciences.*…, Bosnia and Herzegovina/);
    const { totalPages } = await extractText(new Uint8Array(pdf));
    expect(totalPages).toBe(1);
  });

  it('draws names in any European script exactly, embedding a font only where the standard fonts cannot draw them', async () => {
    const plain = await renderCertificatePdf(certificateData({ holderName: 'Zoë Ødegård' }));
    expect(await pageText(plain)).toContain('Zoë Ødegård');
    expect(plain.includes('/FontFile2')).toBe(false);

    const data = certificateData({
      holderName: 'Łukasz Ćwikła',
      instituteName: 'Московский государственный университет',
      instituteCountry: 'Ελλάδα',
      skills: ['Hash tables', 'Nguyễn’s method'],
    });
    const pdf = await renderCertificatePdf(data);
    const text = await pageText(pdf);
    for (const expected of ['Łukasz Ćwikła', 'at Московский государственный университет, Ελλάδα', 'Nguyễn’s method', data.certificateId]) {
      expect(text).toContain(expected);
    }
    expect(pdf.includes('/FontFile2')).toBe(true);
    const { info } = await getMeta(new Uint8Array(pdf));
    expect(info.Subject).toBe(`${data.courseName}, Łukasz Ćwikła`);
    // The page still renders: the QR code scans with the exact name.
    const page = await renderPage(pdf, 2);
    expect(jsQR(page.pixels, page.width, page.height)?.data).toBe(data.verifyUrl);
  });

  it('falls back, for scripts its fonts do not carry, to the nearest the standard fonts can draw', async () => {
    expect(toWinAnsi('Zoë Ødegård')).toBe('Zoë Ødegård');
    expect(toWinAnsi('Łukasz Ćwikła Nguyễn')).toBe('Lukasz Cwikla Nguyen');
    expect(toWinAnsi('李 Wei')).toBe('? Wei');
    const pdf = await renderCertificatePdf(certificateData({ holderName: '李 Wei Ørsted' }));
    expect(await pageText(pdf)).toContain('? Wei Ørsted');
  });

  it('writes dates the en-GB long way', () => {
    expect(formatCertificateDate('2024-03-09')).toBe('9 March 2024');
    expect(formatCertificateDate(new Date('2025-12-31T23:30:00Z'))).toBe('31 December 2025');
  });
});
