import { branding } from '@creds/contract';

type Doc = PDFKit.PDFDocument;

export const inkColors = {
  paper: '#fdfbf5',
  ink: '#172033',
  muted: '#4a5568',
  faint: '#c9ced8',
  white: '#ffffff',
} as const;

/** Points of a star (or, with many points and a small gap, a serrated rosette) centred on (cx, cy), first point up. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, points = 5): [number, number][] {
  const corners: [number, number][] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / points;
    corners.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return corners;
}

/** A row of five stars, `filled` of them in the accent colour, the rest outlined in grey; centred on cx. */
export function drawStars(doc: Doc, cx: number, cy: number, filled: number, size = 9, gap = 8) {
  const count = 5;
  const step = size * 2 + gap;
  const first = cx - ((count - 1) * step) / 2;
  for (let i = 0; i < count; i += 1) {
    doc.polygon(...starPoints(first + i * step, cy, size, size * 0.42));
    if (i < filled) doc.fill(branding.colors.accent);
    else doc.lineWidth(0.9).lineJoin('round').fillAndStroke(inkColors.white, inkColors.faint);
  }
}

/** The framed border: a heavy and a fine rule in the primary colour, a dotted accent rule and corner flourishes. */
export function drawFrame(doc: Doc, width: number, height: number) {
  const { primary, accent } = branding.colors;
  doc.rect(0, 0, width, height).fill(inkColors.paper);
  doc.lineWidth(5).rect(16, 16, width - 32, height - 32).stroke(primary);
  doc.lineWidth(1.2).rect(26, 26, width - 52, height - 52).stroke(primary);
  doc.lineWidth(0.8).dash(1.2, { space: 3.2 }).rect(33, 33, width - 66, height - 66).stroke(accent);
  doc.undash();
  const corners: [number, number, number, number][] = [
    [33, 33, 1, 1],
    [width - 33, 33, -1, 1],
    [33, height - 33, 1, -1],
    [width - 33, height - 33, -1, -1],
  ];
  doc.lineWidth(1.6);
  for (const [x, y, sx, sy] of corners) {
    doc.moveTo(x, y + 46 * sy).quadraticCurveTo(x, y, x + 46 * sx, y).stroke(accent);
    doc.moveTo(x, y + 30 * sy).quadraticCurveTo(x + 4 * sx, y + 4 * sy, x + 30 * sx, y).stroke(accent);
    doc.circle(x + 9 * sx, y + 9 * sy, 2.2).fill(accent);
  }
}

/** A faint guilloche rosette behind the text, as on printed security paper. */
export function drawGuilloche(doc: Doc, cx: number, cy: number, radius: number) {
  doc.save();
  doc.opacity(0.07).lineWidth(0.35);
  const loops = 36;
  for (let i = 0; i < loops; i += 1) {
    doc.save();
    doc.rotate((i * 180) / loops, { origin: [cx, cy] });
    doc.ellipse(cx, cy, radius, radius * 0.42).stroke(branding.colors.primary);
    doc.restore();
  }
  doc.circle(cx, cy, radius * 0.42).stroke(branding.colors.primary);
  doc.restore();
}

/** Text set around a circle of `radius` (characters upright along it, reading clockwise from the top left). */
function drawRingText(doc: Doc, text: string, cx: number, cy: number, radius: number, font: string, color: string) {
  doc.font(font);
  const unitWidth = doc.fontSize(1).widthOfString(text);
  const size = (2 * Math.PI * radius * 0.96) / unitWidth;
  doc.fontSize(size).fillColor(color);
  let angle = -180 + 2;
  for (const char of text) {
    const width = doc.widthOfString(char);
    const sweep = (width / (2 * Math.PI * radius)) * 360;
    doc.save();
    doc.rotate(angle + sweep / 2 + 90, { origin: [cx, cy] });
    doc.text(char, cx - width / 2, cy - radius, { lineBreak: false, baseline: 'middle' });
    doc.restore();
    angle += sweep;
  }
}

/** A ribbon tail hanging from (x, y) at `tilt` degrees from vertical, with a notched end. */
function drawRibbonTail(doc: Doc, x: number, y: number, tilt: number, length: number, width: number, color: string) {
  doc.save();
  doc.rotate(tilt, { origin: [x, y] });
  const half = width / 2;
  doc.polygon([x - half, y], [x + half, y], [x + half, y + length], [x, y + length - width * 0.55], [x - half, y + length]).fill(color);
  doc.restore();
}

/** The provider's seal: ribbon tails, a serrated accent rosette, a ring of lettering, a primary disc with a star and the mark. */
export function drawSeal(doc: Doc, cx: number, cy: number, radius: number) {
  const { primary, accent } = branding.colors;
  drawRibbonTail(doc, cx - radius * 0.28, cy + radius * 0.45, 24, radius * 0.95, radius * 0.42, primary);
  drawRibbonTail(doc, cx + radius * 0.28, cy + radius * 0.45, -24, radius * 0.95, radius * 0.42, accent);
  doc.polygon(...starPoints(cx, cy, radius, radius * 0.93, 36)).fill(accent);
  doc.lineWidth(radius * 0.022).circle(cx, cy, radius * 0.86).stroke(inkColors.white);
  doc.lineWidth(radius * 0.016).circle(cx, cy, radius * 0.58).stroke(inkColors.white);
  const ring = `${branding.productName.toUpperCase()} \u00b7 EVALUATED & ACCREDITED \u00b7 US STANDARDS \u00b7 `;
  drawRingText(doc, ring, cx, cy, radius * 0.72, 'Times-Bold', inkColors.white);
  doc.circle(cx, cy, radius * 0.54).fill(primary);
  doc.polygon(...starPoints(cx, cy - radius * 0.2, radius * 0.17, radius * 0.07)).fill(inkColors.white);
  doc.font('Times-Bold').fontSize(radius * 0.22).fillColor(inkColors.white);
  const mark = branding.certificateMark;
  doc.text(mark, cx - doc.widthOfString(mark, { characterSpacing: radius * 0.03 }) / 2, cy + radius * 0.1, {
    lineBreak: false,
    baseline: 'middle',
    characterSpacing: radius * 0.03,
  });
  doc.font('Helvetica').fontSize(radius * 0.085);
  const certified = 'CERTIFIED';
  doc.text(certified, cx - doc.widthOfString(certified, { characterSpacing: radius * 0.02 }) / 2, cy + radius * 0.3, {
    lineBreak: false,
    baseline: 'middle',
    characterSpacing: radius * 0.02,
  });
}
