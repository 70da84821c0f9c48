import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';

type Doc = PDFKit.PDFDocument;

/** The standard PDF fonts the documents are drawn with. */
export type StandardFont = 'Times-Roman' | 'Times-Bold' | 'Times-Italic' | 'Times-BoldItalic' | 'Helvetica' | 'Helvetica-Bold';

// DejaVu's face of each standard font's style: serif for Times, sans for Helvetica. DejaVu draws Latin
// with every accent, Greek, Cyrillic, Armenian and Georgian (the sans faces Hebrew and Arabic too).
const unicodeFaces: Record<StandardFont, string> = {
  'Times-Roman': 'DejaVuSerif',
  'Times-Bold': 'DejaVuSerif-Bold',
  'Times-Italic': 'DejaVuSerif-Italic',
  'Times-BoldItalic': 'DejaVuSerif-BoldItalic',
  Helvetica: 'DejaVuSans',
  'Helvetica-Bold': 'DejaVuSans-Bold',
};

const fontDirectory = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** The faces each document has registered (a document embeds a face once, however often it is used). */
const registeredFaces = new WeakMap<Doc, Set<string>>();

/** Each face read once per process, on first use. */
const loadedFaces = new Map<string, { bytes: Buffer; font: Font }>();

function loadFace(face: string): { bytes: Buffer; font: Font } {
  let loaded = loadedFaces.get(face);
  if (!loaded) {
    const bytes = readFileSync(join(fontDirectory, `${face}.ttf`));
    loaded = { bytes, font: create(bytes) as Font };
    loadedFaces.set(face, loaded);
  }
  return loaded;
}

// WinAnsi's characters outside Latin-1: all the standard PDF fonts can show (no font is embedded).
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const transliterations: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i', ħ: 'h', Ħ: 'H', ŀ: 'l', Ŀ: 'L', ŋ: 'n', Ŋ: 'N' };

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char);
}

/**
 * The text as the standard fonts can draw it: accents outside their character set are dropped (Ő → O),
 * a few letters are transliterated, anything else becomes "?". For the document's metadata and for text
 * that is ours (labels, the address); people's own words go through `useFontFor`.
 */
export function toWinAnsi(text: string): string {
  let result = '';
  for (const char of text.normalize('NFC')) {
    if (isWinAnsi(char)) result += char;
    else if (transliterations[char]) result += transliterations[char];
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      result += base && [...base].every(isWinAnsi) ? base : /\s/.test(char) ? ' ' : '?';
    }
  }
  return result;
}

/**
 * Sets the font `texts` are drawn in and returns the texts to draw. Text the standard font can draw keeps it
 * (nothing is embedded, the look stays); other text — a holder named Łukasz, Ελένη or Иван — is drawn
 * exactly, in the DejaVu face of the same style, embedded as a subset of the glyphs used. A character
 * DejaVu has no glyph for either (Chinese, Japanese, Korean, Indic scripts) falls back as `toWinAnsi` says.
 * The texts share one font, so that a list drawn as one line (the skills) is measured as it is drawn.
 */
export function useFontForAll(doc: Doc, texts: readonly string[], font: StandardFont): string[] {
  const normalized = texts.map((text) => text.normalize('NFC'));
  if (normalized.every((text) => [...text].every(isWinAnsi))) {
    doc.font(font);
    return normalized;
  }
  const face = unicodeFaces[font];
  const loaded = loadFace(face);
  const registered = registeredFaces.get(doc) ?? new Set<string>();
  if (!registered.has(face)) {
    doc.registerFont(face, loaded.bytes);
    registeredFaces.set(doc, registered.add(face));
  }
  doc.font(face);
  const drawable = (char: string) => isWinAnsi(char) || loaded.font.hasGlyphForCodePoint(char.codePointAt(0)!);
  return normalized.map((text) => [...text].map((char) => (drawable(char) ? char : toWinAnsi(char))).join(''));
}

/** `useFontForAll` for one text. */
export function useFontFor(doc: Doc, text: string, font: StandardFont): string {
  return useFontForAll(doc, [text], font)[0]!;
}
