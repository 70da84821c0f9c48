import type { AnalysedText } from '../text/document.js';

/** A course code such as "CS 421" or "LING_V 520" found in text. */
export interface CourseCode {
  subject: string;
  number: number;
  /** Offsets in the text searched. */
  start: number;
  end: number;
}

// Subject: 2 to 5 capitals, optional campus suffix (UBC writes "COMM_V"); number: 2 to 4 digits, after a space,
// a hyphen ("CHE-803", as many universities outside the US write it) or nothing.
const codePattern = /\b([A-Z]{2,5})(?:_[A-Z])?[ \u00a0-]?(?:[A-Z](?=\d{4}\b))?(\d{2,4})[A-Z]?\b/g;
// Bare numbers continuing a list after a code: "LING_V 520 and 525", "MATH 221, 223".
const continuationPattern = /^(?:\s*(?:,|\/|and|or|&)\s*)(\d{3,4})\b/;
// Capital words that look like subjects but are not ("COVID 19", "PHASE 2"), and the standards,
// regulations and exams a professional course names ("ISO 9001", "ASC 606", "NFPA 70", "EPA 608",
// "IEEE 802", "CFR 1910"): their numbers are no course level.
const notSubjects = new Set([
  'COVID', 'ISO', 'PHASE', 'LEVEL', 'GRADE', 'UNIT', 'PART', 'WEEK', 'YEAR', 'CHAPTER', 'IAI', 'SDG', 'SDGS',
  'ASC', 'IAS', 'IFRS', 'GAAP', 'FASB', 'GASB', 'PCAOB', 'NFPA', 'OSHA', 'IEC', 'ANSI', 'ASTM', 'ASME', 'IEEE', 'NIST', 'CFR',
  'USC', 'EPA', 'NEC', 'IRS', 'FAR', 'DFARS', 'SAE', 'API', 'NEMA', 'HIPAA', 'PCI', 'DSS', 'SOX', 'GDPR', 'UL', 'DOT', 'FAA',
  'FCC', 'FDA', 'CSA', 'RFC', 'TOEFL', 'IELTS', 'GRE', 'GMAT', 'LSAT', 'MCAT', 'SAT', 'ACT', 'PMBOK', 'ITIL', 'COBIT',
  // Certification exams and bodies: "CCNA 200-301", "CIPS Level 4".
  'CCNA', 'CCNP', 'CISSP', 'CISM', 'CISA', 'CIPS', 'CIPP', 'SHRM', 'PMI', 'CFA', 'CMA', 'CPA', 'CFP', 'NCLEX', 'NREMT', 'ASE', 'NATE', 'NCCER',
  // Philippine nursing courses ("NCM 109") are numbered 100 to 120 through all four years of the BSN: no year.
  'NCM',
]);

// A level of courses named without a subject: "one 200-level English course", "400-level credit".
const levelPattern = /\b([1-9]00)[- ]level\b/gi;

// A Quebec CEGEP course: discipline, course and weighting, "201-NYA-05" (Calculus I), "603-101-MQ" (English). CEGEP
// comes between secondary school and university: its courses stand where a US college's first year does (100s). A
// letter in the second or third part keeps dates and telephone numbers out.
const cegepPattern = /\b(\d{3})-[0-9A-Z]{3}-[0-9A-Z]{2}\b/g;
const cegepNumber = 100;

// A number written with a leading zero is a preparatory course ("MTH 0950", "ENG 095"): its level is
// that of a number under 100, not of its digits.
const numberOf = (digits: string) => (digits.startsWith('0') ? Math.min(99, Number(digits)) : Number(digits));

/** Finds course codes in text, including bare numbers that continue a list of codes and "300-level" courses. */
export function findCourseCodes(text: string): CourseCode[] {
  const codes: CourseCode[] = [];
  levelPattern.lastIndex = 0;
  for (let match = levelPattern.exec(text); match; match = levelPattern.exec(text)) {
    // Written "500 Level", as Nigerian and Ghanaian universities name their years, it is the fifth year of a five-year
    // bachelor's degree (engineering, pharmacy), not graduate study: such years count as the final, fourth one.
    const number = /^\d00 Level$/.test(match[0]) ? Math.min(400, Number(match[1])) : Number(match[1]);
    codes.push({ subject: '', number, start: match.index, end: match.index + match[0].length });
  }
  const cegep: CourseCode[] = [];
  cegepPattern.lastIndex = 0;
  for (let match = cegepPattern.exec(text); match; match = cegepPattern.exec(text)) {
    if (/[A-Z]/.test(match[0])) cegep.push({ subject: match[1] ?? '', number: cegepNumber, start: match.index, end: match.index + match[0].length });
  }
  codePattern.lastIndex = 0;
  for (let match = codePattern.exec(text); match; match = codePattern.exec(text)) {
    const subject = match[1] ?? '';
    if (notSubjects.has(subject)) continue;
    // "NYA-05" inside "201-NYA-05" is no code of its own.
    if (cegep.some((code) => code.start <= match.index && match.index < code.end)) continue;
    codes.push({ subject, number: numberOf(match[2] ?? ''), start: match.index, end: match.index + match[0].length });
    let tail = match.index + match[0].length;
    for (let next = continuationPattern.exec(text.slice(tail)); next; next = continuationPattern.exec(text.slice(tail))) {
      const digits = next[1] ?? '';
      const start = tail + next[0].length - digits.length;
      codes.push({ subject, number: numberOf(digits), start, end: start + digits.length });
      tail += next[0].length;
    }
  }
  codes.push(...cegep);
  return codes;
}

/**
 * The level a course number stands for on the North American convention: 100s → 1 … 400s → 4,
 * 500 and above (graduate) → 5; four-digit numbers by their thousands; two-digit numbers and 0xx are
 * school or preparatory courses → 0.
 */
export function courseNumberLevel(number: number): number {
  if (number < 100) return 0;
  const leading = number >= 1000 ? Math.floor(number / 1000) : Math.floor(number / 100);
  return Math.min(5, Math.max(0, leading));
}

// The description's codes, found once per analysed text: the skills (a code's subject names no skill) and the
// level features (prerequisite and related course numbers) both read them.
const descriptionCodes = new WeakMap<AnalysedText, CourseCode[]>();

/** The course codes of a text's description (see `findCourseCodes`), found once per text. */
export function descriptionCourseCodes(text: AnalysedText): readonly CourseCode[] {
  let codes = descriptionCodes.get(text);
  if (!codes) {
    codes = [...findCourseCodes(text.description), ...namedSubjectCodes(text)].sort((a, b) => a.start - b.start);
    descriptionCodes.set(text, codes);
  }
  return codes;
}

// Many catalogues name a prerequisite by its subject in ordinary letters ("Prerequisite: Math 221 and Physics 212",
// "Comp Sci 1570 with a grade of C"): read in prerequisite and relation sentences only, for subjects taught under
// their own names, so "Room 204" or "Figure 101" elsewhere is no course.
const namedSubjectPattern =
  /\b(Math|Mathematics|Physics|Phys|Chemistry|Chem|Biology|Biol|English|Engl|Economics|Econ|Psychology|Psych|History|Statistics|Stat|Comp Sci|Computer Science|Accounting|Finance|Spanish|French|German|Philosophy|Sociology|Engineering|Nursing|Music|Geology|Geography|Astronomy|Business|Management|Marketing|Writing|Communication|Anthropology|Kinesiology) (\d{3,4})\b(?! (?:hours|words|pages|students|points|words))/g;

function namedSubjectCodes(text: AnalysedText): CourseCode[] {
  const codes: CourseCode[] = [];
  namedSubjectPattern.lastIndex = 0;
  for (let match = namedSubjectPattern.exec(text.description); match; match = namedSubjectPattern.exec(text.description)) {
    const at = match.index;
    const sentence = text.sentences.find((candidate) => candidate.start <= at && at < candidate.end);
    if (!sentence || (sentence.role !== 'prerequisite' && sentence.role !== 'relation')) continue;
    codes.push({ subject: (match[1] ?? '').toUpperCase(), number: numberOf(match[2] ?? ''), start: at, end: at + match[0].length });
  }
  return codes;
}
