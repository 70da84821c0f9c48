import { branding, formatPostalAddress } from '@creds/contract';
import { drawSeal, inkColors } from '../certificates/certificate-pdf-art.js';
import { centeredLine, centerX, drawVerificationCode, fitSize, labelAndValue, renderCertificateDocument, textWidth, type TextStyle } from '../certificates/certificate-pdf-text.js';
import { formatCertificateDate } from '../certificates/certificate-pdf.js';
import { useFontFor, type StandardFont } from '../certificates/pdf-fonts.js';

type Doc = PDFKit.PDFDocument;

/** What an accreditation certificate says; rendered whenever it is downloaded, so a renewal shows at once. */
export interface AccreditationCertificateData {
  certificateId: string;
  name: string;
  country: string;
  startDate: string;
  endDate: string;
  /** The first day of the accreditation (renewals keep it); the certificate's document date. */
  issuedOn: Date;
  /** The public verification page; the QR code opens it. */
  verifyUrl: string;
}

/** A centred line in `font` at `size`, as the accreditation certificate writes them. */
function centered(doc: Doc, text: string, y: number, font: StandardFont, size: number, color: string, spacing = 0) {
  centeredLine(doc, text, y, { font, size, color, spacing });
}

function drawBody(doc: Doc, data: AccreditationCertificateData) {
  const { primary, accent } = branding.colors;
  centered(doc, branding.legalName.toUpperCase(), 52, 'Times-Roman', 11, accent, 3);
  centered(doc, 'CERTIFICATE OF ACCREDITATION', 70, 'Times-Bold', 29, primary, 2.2);
  doc.lineWidth(1.6).moveTo(centerX - 115, 106).lineTo(centerX + 115, 106).stroke(accent);
  centered(doc, 'Institutional accreditation against US standards', 114, 'Helvetica', 8.5, inkColors.muted, 1.6);

  centered(doc, 'This is to certify that', 150, 'Times-Italic', 14, inkColors.muted);
  // One line as large as fits (down to 24 pt); a longer name takes two lines, as large as they fit.
  let nameSize = fitSize(doc, data.name, { font: 'Times-BoldItalic', size: 34, color: primary }, textWidth, 24);
  const name = useFontFor(doc, data.name, 'Times-BoldItalic');
  if (doc.fontSize(nameSize).widthOfString(name) > textWidth) {
    nameSize = 24;
    while (nameSize > 12 && doc.fontSize(nameSize).heightOfString(name, { width: textWidth, align: 'center' }) > doc.currentLineHeight(true) * 2 + 0.5) nameSize -= 0.5;
  }
  doc.fontSize(nameSize).fillColor(primary);
  const nameHeight = doc.heightOfString(name, { width: textWidth, align: 'center' });
  // Centred on the band between "This is to certify that" and the rule under the name.
  doc.text(name, centerX - textWidth / 2, 198 - nameHeight / 2, { width: textWidth, align: 'center' });
  doc.lineWidth(0.8).moveTo(centerX - 190, 224).lineTo(centerX + 190, 224).stroke(inkColors.faint);
  centered(doc, data.country, 232, 'Helvetica', 12, inkColors.ink);

  centered(doc, 'has met the requirements of our accreditation review and is an', 262, 'Helvetica', 10.5, inkColors.muted);
  centered(doc, 'Accredited Institute', 280, 'Times-Bold', 22, inkColors.ink, 0.5);
  centered(doc, 'for the accreditation period', 318, 'Helvetica', 10.5, inkColors.muted);
  centered(doc, `${formatCertificateDate(data.startDate)} \u2013 ${formatCertificateDate(data.endDate)}`, 336, 'Helvetica-Bold', 15, primary);
  centered(doc, 'Accreditation is renewed yearly. Its current state is shown at the address below and in our public list of accredited institutes.', 372, 'Helvetica', 8, inkColors.muted);
}

function drawFooter(doc: Doc, data: AccreditationCertificateData) {
  const top = 458;
  const left = 76;
  const value = (size: number): TextStyle => ({ font: 'Helvetica', size, color: inkColors.ink });
  labelAndValue(doc, 'CERTIFICATE NO.', data.certificateId, left, top, { font: 'Helvetica-Bold', size: 15, color: branding.colors.primary });
  labelAndValue(doc, 'ACCREDITED SINCE', formatCertificateDate(data.issuedOn), left, top + 34, value(10.5));
  const verifyAt = new URL(data.verifyUrl);
  labelAndValue(doc, 'VERIFY AT', `${verifyAt.host}${verifyAt.pathname}`, left, top + 60, value(9.5));

  drawSeal(doc, centerX, 486, 48);

  drawVerificationCode(doc, data.verifyUrl, 'Scan to verify this accreditation');

  const address = `${branding.legalName}   \u00b7   ${formatPostalAddress()}   \u00b7   ${branding.accreditationEmail}`;
  centered(doc, address, 562, 'Helvetica', 6.8, inkColors.muted, 0.3);
}

/**
 * The accreditation certificate as a one-page PDF (US Letter, landscape) in the style of the certificate
 * of evaluation: frame, guilloche, seal and a QR code that opens the verification page.
 */
export function renderAccreditationCertificatePdf(data: AccreditationCertificateData): Promise<Buffer> {
  const meta = { title: `Certificate of Accreditation ${data.certificateId}`, subject: `${data.name}, ${data.country}`, date: data.issuedOn };
  return renderCertificateDocument(meta, (doc) => {
    drawBody(doc, data);
    drawFooter(doc, data);
  });
}
