import {
  accreditationDeclaration,
  applicationDocumentFormats,
  applicationDocuments,
  applicationFields,
  applicationSections,
  branding,
  formatCents,
  formatPostalAddress,
  type ApplicationField,
} from '@creds/contract';
import { inkColors } from '../certificates/certificate-pdf-art.js';
import { renderPdf } from '../certificates/certificate-pdf-text.js';
import { toWinAnsi } from '../certificates/pdf-fonts.js';

type Doc = PDFKit.PDFDocument;

// US Letter, portrait, in points.
const pageWidth = 612;
const pageHeight = 792;
const margin = 54;
const contentWidth = pageWidth - margin * 2;
const bottom = pageHeight - 60;

/** How tall the box for each kind of answer is. */
const boxHeight: Record<ApplicationField['kind'], number> = {
  text: 22,
  email: 22,
  url: 22,
  tel: 22,
  number: 22,
  country: 22,
  select: 16,
  textarea: 58,
};

function ensureRoom(doc: Doc, y: number, needed: number): number {
  if (y + needed <= bottom) return y;
  doc.addPage();
  return margin;
}

function sectionHeading(doc: Doc, title: string, y: number): number {
  y = ensureRoom(doc, y, 60);
  doc.rect(margin, y, contentWidth, 20).fill(branding.colors.primary);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(inkColors.white).text(title.toUpperCase(), margin + 8, y + 6, { lineBreak: false, characterSpacing: 1.2 });
  return y + 30;
}

function checkbox(doc: Doc, x: number, y: number) {
  doc.lineWidth(0.8).rect(x, y, 9, 9).stroke(inkColors.muted);
}

function field(doc: Doc, item: ApplicationField, y: number): number {
  const hintHeight = item.hint ? 11 : 0;
  y = ensureRoom(doc, y, 14 + hintHeight + boxHeight[item.kind] + 10);
  doc.font('Helvetica-Bold').fontSize(9.5).fillColor(inkColors.ink).text(toWinAnsi(item.label), margin, y, { lineBreak: false });
  y += 13;
  if (item.hint) {
    doc.font('Helvetica').fontSize(7.8).fillColor(inkColors.muted).text(toWinAnsi(item.hint), margin, y, { lineBreak: false });
    y += hintHeight;
  }
  if (item.kind === 'select' && item.options) {
    let x = margin;
    doc.font('Helvetica').fontSize(9.5).fillColor(inkColors.ink);
    for (const option of item.options) {
      checkbox(doc, x, y + 1);
      doc.text(option.label, x + 14, y + 1, { lineBreak: false });
      x += 22 + doc.widthOfString(option.label) + 18;
    }
    return y + boxHeight.select + 10;
  }
  doc.lineWidth(0.7).roundedRect(margin, y, contentWidth, boxHeight[item.kind], 3).stroke(inkColors.faint);
  return y + boxHeight[item.kind] + 10;
}

function paragraph(doc: Doc, text: string, y: number, size = 9.5, color: string = inkColors.ink): number {
  doc.font('Helvetica').fontSize(size).fillColor(color);
  const height = doc.heightOfString(toWinAnsi(text), { width: contentWidth });
  y = ensureRoom(doc, y, height + 6);
  doc.text(toWinAnsi(text), margin, y, { width: contentWidth });
  return y + height + 6;
}

/**
 * The printable application form, drawn from the same field list as the online form (contract
 * `applicationFields`), so the two never differ. `feeCents` is today's registration and first-year fee.
 */
export function renderApplicationFormPdf(input: { publicUrl: string; feeCents: number; renewalCents: number }): Promise<Buffer> {
  const date = new Date(Date.UTC(2025, 0, 1));
  const info = { Title: 'Application for Accreditation', Author: toWinAnsi(branding.legalName), Creator: branding.productName, CreationDate: date, ModDate: date };
  return renderPdf({ size: 'LETTER', margin: 0, bufferPages: true, info }, (doc) => {
    const { primary, accent } = branding.colors;
    doc.rect(0, 0, pageWidth, 84).fill(primary);
    doc.rect(0, 84, pageWidth, 4).fill(accent);
    doc.font('Times-Bold').fontSize(22).fillColor(inkColors.white).text(toWinAnsi(branding.productName), margin, 24, { lineBreak: false });
    doc.font('Helvetica').fontSize(8).fillColor('#c9d3e6').text(toWinAnsi(branding.tagline.toUpperCase()), margin, 52, { lineBreak: false, characterSpacing: 0.8 });

    let y = 112;
    doc.font('Times-Bold').fontSize(20).fillColor(primary).text('Application for Accreditation', margin, y, { lineBreak: false });
    y += 32;
    const applyUrl = `${input.publicUrl.replace(/\/+$/, '')}/accreditation/apply`;
    y = paragraph(
      doc,
      `Apply online at ${applyUrl}: it is the quickest way, and you can follow the review there. To apply on paper, fill in this form in English, ` +
        `sign it and e-mail it with the documents listed below to ${branding.accreditationEmail}.`,
      y,
    );
    y = paragraph(
      doc,
      `Fees: ${formatCents(input.feeCents)} for registration and the first year, then ${formatCents(input.renewalCents)} for each renewal, rising by the annual increase each further year. Review takes about one week, sometimes a second week when we need more information.`,
      y,
      8.5,
      inkColors.muted,
    );
    y += 6;

    for (const section of applicationSections) {
      y = sectionHeading(doc, section.title, y);
      if (section.id === 'documents') {
        y = paragraph(doc, `Attach each document as ${applicationDocumentFormats}.`, y, 8.5, inkColors.muted);
        for (const document of applicationDocuments) {
          y = ensureRoom(doc, y, 30);
          checkbox(doc, margin, y + 1);
          doc.font('Helvetica-Bold').fontSize(9.5).fillColor(inkColors.ink).text(document.label, margin + 16, y, { lineBreak: false });
          doc.font('Helvetica').fontSize(7.8).fillColor(inkColors.muted).text(toWinAnsi(document.hint), margin + 16, y + 13, { width: contentWidth - 16 });
          y += 32;
        }
      } else if (section.id === 'declaration') {
        y = ensureRoom(doc, y, 110);
        checkbox(doc, margin, y + 1);
        doc.font('Helvetica').fontSize(9.5).fillColor(inkColors.ink);
        const height = doc.heightOfString(toWinAnsi(accreditationDeclaration), { width: contentWidth - 16 });
        doc.text(toWinAnsi(accreditationDeclaration), margin + 16, y, { width: contentWidth - 16 });
        y += height + 36;
        doc.lineWidth(0.7).moveTo(margin, y).lineTo(margin + 250, y).stroke(inkColors.muted);
        doc.moveTo(margin + 300, y).lineTo(margin + contentWidth, y).stroke(inkColors.muted);
        doc.font('Helvetica').fontSize(7.8).fillColor(inkColors.muted);
        doc.text('Name and signature of the contact person', margin, y + 4, { lineBreak: false });
        doc.text('Date', margin + 300, y + 4, { lineBreak: false });
        y += 24;
      } else {
        for (const item of applicationFields.filter((candidate) => candidate.section === section.id)) y = field(doc, item, y);
      }
      y += 4;
    }

    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      doc.switchToPage(index);
      const footer = toWinAnsi(`${branding.legalName} \u00b7 ${formatPostalAddress()} \u00b7 ${branding.accreditationEmail}`);
      doc.font('Helvetica').fontSize(7).fillColor(inkColors.muted);
      doc.text(footer, margin, pageHeight - 40, { width: contentWidth - 60, lineBreak: false });
      const pageLabel = `Page ${index - range.start + 1} of ${range.count}`;
      doc.text(pageLabel, pageWidth - margin - doc.widthOfString(pageLabel), pageHeight - 40, { lineBreak: false });
    }
  });
}
