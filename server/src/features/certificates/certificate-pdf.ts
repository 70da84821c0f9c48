import { branding, formatPostalAddress, maxPoints } from '@creds/contract';
import type { CertificateData } from './certificate-data.js';
import { drawSeal, drawStars, inkColors } from './certificate-pdf-art.js';
import { centeredLine, centerX, drawVerificationCode, fitSize, labelAndValue, renderCertificateDocument, setStyle, textWidth, type TextStyle } from './certificate-pdf-text.js';
import { useFontForAll } from './pdf-fonts.js';

type Doc = PDFKit.PDFDocument;

const maxSkillLines = 3;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "15 January 2024" from a Date or an ISO date. */
export function formatCertificateDate(date: Date | string): string {
  return dateFormat.format(typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : date);
}

/** Shortens `text` with an ellipsis until it fits `lines` lines of `width` in the current font. */
function clampToLines(doc: Doc, text: string, width: number, lines: number): string {
  const fits = (candidate: string) => doc.heightOfString(candidate, { width, align: 'center' }) <= doc.currentLineHeight(true) * lines + 0.5;
  if (fits(text)) return text;
  let words = text.split(/\s+/);
  while (words.length > 1 && !fits(`${words.join(' ')}…`)) words = words.slice(0, -1);
  return `${words.join(' ')}…`;
}

/** A centred block of up to `lines` lines; returns its height. */
function centeredBlock(doc: Doc, text: string, y: number, style: TextStyle, lines: number): number {
  const clamped = clampToLines(doc, setStyle(doc, style, text), textWidth, lines);
  const height = doc.heightOfString(clamped, { width: textWidth, align: 'center' });
  doc.text(clamped, centerX - textWidth / 2, y, { width: textWidth, align: 'center' });
  return height;
}

/** The skills on at most maxSkillLines lines; those that do not fit are counted ("and 2 more"). */
function skillsLine(doc: Doc, skills: string[]): string {
  const fits = (text: string) => doc.heightOfString(text, { width: textWidth, align: 'center' }) <= doc.currentLineHeight(true) * maxSkillLines + 0.5;
  const separator = '   \u00b7   ';
  for (let shown = skills.length; shown > 0; shown -= 1) {
    const rest = skills.length - shown;
    const text = skills.slice(0, shown).join(separator) + (rest > 0 ? `${separator}and ${rest} more` : '');
    if (fits(text)) return text;
  }
  return clampToLines(doc, skills[0] ?? '', textWidth, maxSkillLines);
}

function drawBody(doc: Doc, data: CertificateData) {
  const { primary, accent } = branding.colors;
  centeredLine(doc, branding.legalName.toUpperCase(), 52, { font: 'Times-Roman', size: 11, color: accent, spacing: 3 });
  centeredLine(doc, 'CERTIFICATE OF EVALUATION', 70, { font: 'Times-Bold', size: 31, color: primary, spacing: 2.5 });
  doc.lineWidth(1.6).moveTo(centerX - 115, 108).lineTo(centerX + 115, 108).stroke(accent);
  centeredLine(doc, `Evaluated and Accredited ${branding.certificateMark} Certificate`, 116, {
    font: 'Helvetica',
    size: 8.5,
    color: inkColors.muted,
    spacing: 1.6,
  });

  centeredLine(doc, 'This is to certify that', 146, { font: 'Times-Italic', size: 14, color: inkColors.muted });
  const name = data.holderName;
  const nameStyle: TextStyle = { font: 'Times-BoldItalic', size: 36, color: primary };
  nameStyle.size = fitSize(doc, name, nameStyle, textWidth, 18);
  centeredBlock(doc, name, 170 + (36 - nameStyle.size) * 0.5, nameStyle, 1);
  doc.lineWidth(0.8).moveTo(centerX - 190, 214).lineTo(centerX + 190, 214).stroke(inkColors.faint);

  centeredLine(doc, 'has completed the course', 224, { font: 'Helvetica', size: 10.5, color: inkColors.muted });
  const course = data.courseName;
  const courseStyle: TextStyle = { font: 'Times-Bold', size: 21, color: inkColors.ink };
  courseStyle.size = fitSize(doc, course, courseStyle, textWidth, 16);
  let y = 241;
  y += centeredBlock(doc, course, y, courseStyle, 2) + 5;
  const instituteStyle: TextStyle = { font: 'Helvetica', size: 11, color: inkColors.ink };
  const country = data.instituteCountry;
  let instituteWords = data.instituteName.split(/\s+/);
  let institute = `at ${instituteWords.join(' ')}, ${country}`;
  instituteStyle.size = fitSize(doc, institute, instituteStyle, textWidth, 8.5);
  // Too long even in small type: the institute's name is shortened, never the country.
  while (instituteWords.length > 1 && doc.widthOfString(institute) > textWidth) {
    instituteWords = instituteWords.slice(0, -1);
    institute = `at ${instituteWords.join(' ')}…, ${country}`;
  }
  centeredLine(doc, institute, y + (11 - instituteStyle.size) / 2, instituteStyle);
  y += 17;
  const period = `${formatCertificateDate(data.courseStartDate)} \u2013 ${formatCertificateDate(data.courseEndDate)}`;
  const hours = `${data.creditHours} credit ${data.creditHours === 1 ? 'hour' : 'hours'}`;
  centeredLine(doc, `${period}   \u00b7   ${hours}`, y, { font: 'Helvetica', size: 10, color: inkColors.muted });
  y += 24;

  centeredLine(doc, `Evaluated at Level ${data.level} \u2014 ${data.levelLabel}`, y, { font: 'Helvetica-Bold', size: 14, color: primary });
  y += 30;
  const points = Math.max(0, Math.min(maxPoints, Math.round(data.points)));
  drawStars(doc, centerX, y, points);
  y += 13;
  centeredLine(doc, `Rating ${points} of ${maxPoints} points`, y, { font: 'Helvetica', size: 7.5, color: inkColors.muted, spacing: 0.6 });
  y += 18;

  if (data.skills.length > 0) {
    centeredLine(doc, 'SKILLS ASSESSED', y, { font: 'Helvetica-Bold', size: 7.5, color: accent, spacing: 2 });
    doc.fontSize(9.5).fillColor(inkColors.ink);
    // No-break spaces keep each skill on one line; lines break only between skills.
    const skills = skillsLine(doc, useFontForAll(doc, data.skills, 'Helvetica').map((skill) => skill.replace(/ /g, '\u00a0')));
    doc.text(skills, centerX - textWidth / 2, y + 12, { width: textWidth, align: 'center', lineGap: 1.5 });
  }
}

function drawFooter(doc: Doc, data: CertificateData) {
  const { primary } = branding.colors;
  const top = 458;
  const left = 76;
  labelAndValue(doc, 'CERTIFICATE ID', data.certificateId, left, top, { font: 'Helvetica-Bold', size: 15, color: primary });
  labelAndValue(doc, 'ISSUED ON', formatCertificateDate(data.issuedOn), left, top + 34, { font: 'Helvetica', size: 10.5, color: inkColors.ink });
  const verifyAt = new URL(data.verifyUrl);
  labelAndValue(doc, 'VERIFY AT', `${verifyAt.host}${verifyAt.pathname}`, left, top + 60, { font: 'Helvetica', size: 10.5, color: inkColors.ink });

  drawSeal(doc, centerX, 486, 48);

  drawVerificationCode(doc, data.verifyUrl, 'Scan to verify this certificate');

  const address = `${branding.legalName}   \u00b7   ${formatPostalAddress()}   \u00b7   ${branding.supportEmail}`;
  centeredLine(doc, address, 562, { font: 'Helvetica', size: 6.8, color: inkColors.muted, spacing: 0.3 });
}

/**
 * The certificate of evaluation as a one-page PDF (US Letter, landscape), drawn with the standard PDF fonts
 * (DejaVu, embedded, for names they cannot draw: pdf-fonts.ts) and vector art only, with a QR code that opens
 * `data.verifyUrl`. The same data gives the same bytes: the document dates are the issue date.
 */
export function renderCertificatePdf(data: CertificateData): Promise<Buffer> {
  const meta = {
    title: `Certificate of Evaluation ${data.certificateId}`,
    subject: `${data.courseName}, ${data.holderName}`,
    keywords: `certificate, evaluation, ${branding.certificateMark}, ${data.certificateId}`,
    date: data.issuedOn,
  };
  return renderCertificateDocument(meta, (doc) => {
    drawBody(doc, data);
    drawFooter(doc, data);
  });
}
