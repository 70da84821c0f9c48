import { branding } from '@creds/contract';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { drawFrame, drawGuilloche, inkColors } from './certificate-pdf-art.js';
import { toWinAnsi, useFontFor, type StandardFont } from './pdf-fonts.js';

type Doc = PDFKit.PDFDocument;

// The certificates' page: US Letter, landscape, in points.
export const pageWidth = 792;
export const pageHeight = 612;
export const centerX = pageWidth / 2;
export const textWidth = 560;

/**
 * Draws a whole PDF document with `draw` and resolves with its bytes; a failure while drawing rejects.
 * Used by the certificates and the printable application form.
 */
export function renderPdf(options: PDFKit.PDFDocumentOptions, draw: (doc: Doc) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

/**
 * A one-page certificate (US Letter, landscape): frame and guilloche, then `draw`. The document dates are
 * `date`, so the same data gives the same bytes.
 */
export function renderCertificateDocument(meta: { title: string; subject: string; keywords?: string; date: Date }, draw: (doc: Doc) => void): Promise<Buffer> {
  const info = {
    Title: toWinAnsi(meta.title),
    Author: toWinAnsi(branding.legalName),
    Subject: meta.subject,
    Creator: branding.productName,
    ...(meta.keywords ? { Keywords: toWinAnsi(meta.keywords) } : {}),
    CreationDate: meta.date,
    ModDate: meta.date,
  };
  return renderPdf({ size: 'LETTER', layout: 'landscape', margin: 0, info }, (doc) => {
    drawFrame(doc, pageWidth, pageHeight);
    drawGuilloche(doc, centerX, 300, 170);
    draw(doc);
  });
}

export interface TextStyle {
  font: StandardFont;
  size: number;
  color: string;
  spacing?: number;
}

/** Sets the style for `text` and returns the text to draw (see useFontFor). */
export function setStyle(doc: Doc, style: TextStyle, text: string): string {
  doc.fontSize(style.size).fillColor(style.color);
  return useFontFor(doc, text, style.font);
}

/** One centred line at `y` (its top). */
export function centeredLine(doc: Doc, text: string, y: number, style: TextStyle) {
  const drawn = setStyle(doc, style, text);
  const characterSpacing = style.spacing ?? 0;
  const width = doc.widthOfString(drawn, { characterSpacing });
  doc.text(drawn, centerX - width / 2, y, { lineBreak: false, characterSpacing });
}

/** The largest size from `style.size` down to `minSize` at which `text` fits `width` on one line. */
export function fitSize(doc: Doc, text: string, style: TextStyle, width: number, minSize: number): number {
  const drawn = useFontFor(doc, text, style.font);
  let size = style.size;
  while (size > minSize && doc.fontSize(size).widthOfString(drawn, { characterSpacing: style.spacing ?? 0 }) > width) size -= 0.5;
  return size;
}

/** A small spaced label in the accent colour, with its value under it. */
export function labelAndValue(doc: Doc, label: string, value: string, x: number, y: number, valueStyle: TextStyle) {
  doc.text(setStyle(doc, { font: 'Helvetica-Bold', size: 6.8, color: branding.colors.accent }, label), x, y, { lineBreak: false, characterSpacing: 1.2 });
  doc.text(setStyle(doc, valueStyle, value), x, y + 9, { lineBreak: false });
}

/** The QR code as vector modules on a white square with its quiet zone; `size` is the square's side. */
function drawQrCode(doc: Doc, url: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quietZone = 2;
  const module = size / (modules.size + quietZone * 2);
  doc.rect(x, y, size, size).fill(inkColors.white);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) {
        // A hair of overlap keeps viewers from drawing seams between neighbouring modules.
        doc.rect(x + (column + quietZone) * module, y + (row + quietZone) * module, module + 0.05, module + 0.05);
      }
    }
  }
  doc.fill(inkColors.ink);
}

/** The footer's QR code at the right, linked to `url`, with `caption` centred under it. */
export function drawVerificationCode(doc: Doc, url: string, caption: string) {
  const qrSize = 86;
  const qrX = pageWidth - 76 - qrSize;
  const qrY = 450;
  drawQrCode(doc, url, qrX, qrY, qrSize);
  doc.link(qrX, qrY, qrSize, qrSize, url);
  const drawn = setStyle(doc, { font: 'Helvetica', size: 7.2, color: inkColors.muted }, caption);
  doc.text(drawn, qrX + qrSize / 2 - doc.widthOfString(drawn) / 2, qrY + qrSize + 5, { lineBreak: false });
}
