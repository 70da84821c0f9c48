import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { branding, formatPostalAddress } from '@creds/contract';
import PDFDocument from 'pdfkit';
import { guideHelp, guideSteps, itemsToPrepare, userGuideIntro } from '../../../content/user-guide';
import { stripInlineMarks } from '../lib/inline-marks';

const margin = 60;
const ink = '#172033';
const muted = '#4a5568';

/**
 * Renders the user guide content (content/user-guide.ts) as a Letter-size PDF: a cover band, what to
 * prepare, the numbered steps with their tips and screenshots (from `publicDir`, when captured), and
 * where to get help.
 */
export function renderUserGuidePdf({ publicDir, siteUrl }: { publicDir: string; siteUrl: string }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: margin, bottom: margin + 10, left: margin, right: margin },
    bufferPages: true,
    info: {
      Title: `${branding.productName} user guide`,
      Author: branding.legalName,
      Subject: userGuideIntro.title,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const { primary, accent } = branding.colors;
  const width = doc.page.width - 2 * margin;

  // Cover band
  doc.rect(0, 0, doc.page.width, 190).fill(primary);
  doc.rect(0, 190, doc.page.width, 6).fill(accent);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(11).text(`${branding.productName.toUpperCase()} · USER GUIDE`, margin, 58, { characterSpacing: 2 });
  doc.font('Times-Bold').fontSize(30).text(userGuideIntro.title, margin, 84, { width });
  doc.font('Helvetica').fontSize(12).fillColor('#dbe3f0').text(userGuideIntro.lead, margin, 128, { width });
  doc.y = 230;

  heading(doc, itemsToPrepare.heading, primary);
  body(doc, itemsToPrepare.intro);
  for (const group of itemsToPrepare.groups) {
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).fillColor(primary).text(group.title);
    for (const item of group.items) {
      doc.moveDown(0.2).font('Helvetica').fontSize(11).fillColor(ink).text(`[  ]  ${item}`, { indent: 8 });
    }
  }

  doc.addPage();
  heading(doc, 'Step by step', primary);
  guideSteps.forEach((step, index) => {
    const screenshot = step.screenshot ? join(publicDir, step.screenshot.src) : undefined;
    const hasImage = Boolean(step.screenshot && screenshot && existsSync(screenshot));
    const imageWidth = width - 38;
    const imageHeight = step.screenshot ? (imageWidth * step.screenshot.height) / step.screenshot.width : 0;
    // A step starts a new page rather than leave its screenshot behind.
    if (doc.y + 130 + (hasImage ? imageHeight + 20 : 0) > doc.page.height - margin - 10) doc.addPage();
    doc.moveDown(0.8);
    const top = doc.y;
    doc.circle(margin + 13, top + 10, 13).fill(primary);
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(12).text(String(index + 1), margin, top + 4, { width: 26, align: 'center' });
    doc.fillColor(primary).font('Times-Bold').fontSize(17).text(step.title, margin + 38, top + 1, { width: width - 38 });
    doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor(ink).text(stripInlineMarks(step.text), margin + 38, doc.y, { width: width - 38, lineGap: 2 });
    for (const tip of step.tips ?? []) {
      doc.moveDown(0.3).font('Helvetica-Oblique').fontSize(10).fillColor(muted).text(`Tip: ${tip}`, margin + 38, doc.y, { width: width - 38 });
    }
    if (hasImage && screenshot) {
      const y = doc.y + 8;
      doc.image(screenshot, margin + 38, y, { width: imageWidth });
      doc.rect(margin + 38, y, imageWidth, imageHeight).lineWidth(0.5).stroke('#dfe3ec');
      doc.x = margin;
      doc.y = y + imageHeight + 6;
    }
    doc.x = margin;
  });

  if (doc.y > doc.page.height - 180) doc.addPage();
  doc.moveDown(1.5);
  heading(doc, guideHelp.heading, primary);
  body(doc, guideHelp.text);
  body(doc, `${branding.legalName} · ${formatPostalAddress()} · ${branding.phone}`);

  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index++) {
    doc.switchToPage(pages.start + index);
    // The footer sits in the bottom margin: without this, pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - margin + 14;
    doc.moveTo(margin, y - 6).lineTo(doc.page.width - margin, y - 6).lineWidth(0.5).stroke('#dfe3ec');
    doc.font('Helvetica').fontSize(9).fillColor(muted);
    doc.text(`${branding.productName} user guide · ${siteUrl}/user-guide`, margin, y, { width, lineBreak: false });
    doc.text(`Page ${index + 1} of ${pages.count}`, margin, y, { width, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}

function heading(doc: PDFKit.PDFDocument, text: string, color: string) {
  doc.font('Times-Bold').fontSize(22).fillColor(color).text(text, margin);
  doc.moveDown(0.3);
}

function body(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor(ink).text(stripInlineMarks(text), margin, doc.y, { lineGap: 2 });
}
