import { stemWord } from './tokenize.js';

/**
 * A part of an uploaded syllabus or course outline that says how the course is run, not what it
 * teaches: grading, attendance, academic integrity, accommodations, wellness resources, inclusion
 * statements, the instructor's office hours, a refund policy … Its words name no skill and move no
 * level ("Students with Disabilities" is no special-education course, "our mental health" no
 * mental-health course).
 */
export interface AdministrativeSection {
  start: number;
  end: number;
  /** The heading or inline label that opened the section, as written. */
  heading: string;
}

interface Line {
  start: number;
  end: number;
  text: string;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (;;) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    lines.push({ start, end, text: text.slice(start, end) });
    if (newline === -1) return lines;
    start = newline + 1;
  }
}

// What a section heading may carry before its words: "3.", "IV.", "A)", "Section 2:", a bullet is not one.
const numbering = /^\s*(?:(?:section|part)\s+\d+[.:)]?\s+|(?:\d{1,2}(?:\.\d{1,2})*|[IVXivx]{1,5}|[A-Ha-h])[.)]\s+)?/;
// Phrases that make a heading administrative. A heading is administrative when, once these and the
// filler words below are taken out, nothing is left (so "Mental Health Resources" is, and
// "Mental Health Nursing" is not).
const administrativePhrases = [
  // grading and the running of the class
  'grading scale', 'grading policy', 'grading policies', 'grade breakdown', 'grade distribution', 'letter grades?', 'grades?', 'grading', 'marking', 'marks', 'weighting', 'evaluation',
  'attendance', 'absences?', 'participation', 'punctuality', 'tardiness', 'lateness', 'late work', 'late submissions?', 'late assignments?', 'late penalty', 'make-?up (?:work|exams?|tests?|quizzes|policy)', 'missed (?:work|exams?|classes|assignments?|tests?)', 'extensions?', 'deadlines?', 'due dates?', 'incompletes?', 'withdrawals?',
  'classroom (?:conduct|behaviou?r|etiquette|expectations|environment|climate)', 'conduct', 'code of conduct', 'expectations', 'etiquette', 'netiquette', 'civility', 'cell phones?', 'mobile phones?', 'electronic devices?', 'laptops?', 'dress code', 'uniforms?', 'personal appearance', 'mask policy', 'masks?', 'covid(?:-19)?', 'illness', 'sick',
  'copying', 'collaborating', 'collaboration policy', 'academic integrity', 'academic honesty', 'academic dishonesty', 'academic misconduct', 'honou?r code', 'honou?r pledge', 'plagiarism', 'cheating', 'integrity',
  'use of (?:generative )?(?:ai|artificial intelligence)(?: tools)?', '(?:generative )?(?:ai|artificial intelligence)(?:/ml)?(?: tools?| resources?)? (?:use|usage|polic(?:y|ies)|statement|guidelines)', 'generative ai', 'chatgpt',
  // support and statements
  'accommodations?', 'accessibility', 'disability', 'disabilities', 'students with disabilities', 'disability services', 'access(?:ibility)? services', 'ada',
  'mental health', 'wellness', 'well-?being', 'counsel(?:l)?ing', 'caps', 'basic needs', 'food insecurity', 'self-?care', 'health and wellness', 'student health',
  'diversity', 'equity', 'inclusion', 'inclusive (?:classroom|excellence|learning environment|language)', 'inclusivity', 'belonging', 'anti-?racism', 'respect', 'community', 'land acknowledge?ments?', 'territorial acknowledge?ments?', 'acknowledge?ments?',
  'title ix', 'sexual misconduct', 'non-?discrimination', 'mandatory reporting', 'reporting', 'religious observances?', 'religious holidays?', 'holidays',
  'recordings?', 'recording of (?:lectures|classes|class sessions)', 'ferpa',
  'e-?mail', 'contact', 'office hours', 'office', 'instructor', 'instructors', 'teaching assistants?', 'tas?', 'trainers?', 'facilitators?', 'meeting times?', 'class times?', 'meetings', 'location', 'course information', 'contact information', 'general information',
  'canvas', 'moodle', 'blackboard', 'd2l', 'brightspace', 'technology requirements', 'technical requirements', 'technical support', 'tech support', 'help desk', 'computer requirements',
  'emergenc(?:y|ies)(?: procedures| preparedness| evacuation)?', 'inclement weather', 'weather', 'closures?', 'cancellations?', 'refunds?', 'transfers?', 'substitutions?', 'registration', 'fees?', 'payment', 'tuition', 'deposits?',
  'tutoring', 'writing cent(?:er|re)', 'learning cent(?:er|re)', 'library', 'academic support', 'academic advising', 'advising', 'student success', 'campus resources',
  'syllabus changes', 'changes to (?:the|this) syllabus', 'disclaimer', 'teaching methods', 'instructional methods', 'methods of instruction', 'course format', 'format', 'delivery method',
];
// Phrases that are also subjects of their own ("Copyright", "Privacy", "Communication"): administrative
// only beside a word that makes the heading a policy ("Copyright Notice", "Course Communications").
const weakPhrases = ['collaboration', 'copyright', 'intellectual property', 'privacy', 'technology', 'communications?', 'harassment', 'discrimination', 'sexual harassment', 'confidentiality'];
const policyWords = new Set(['course', 'class', 'classroom', 'policy', 'policies', 'statement', 'statements', 'notice', 'requirements', 'guidelines', 'procedures', 'student', 'students', 'our']);
const fillerWords = new Set([
  'course', 'class', 'classroom', 'policy', 'policies', 'statement', 'statements', 'information', 'resources', 'resource', 'services', 'service', 'support', 'supports',
  'and', 'the', 'of', 'on', 'for', 'in', 'to', 'our', 'your', 'my', 'this', 'a', 'an', 'student', 'students', 'university', 'college', 'institutional', 'institute', 'general', 'important', 'other',
  'additional', 'procedures', 'procedure', 'guidelines', 'regarding', 'use', 'notice', 'requirement', 'requirements', 'rules', 'we', 'i', 'am', 'if', 'what', 'how', 'do', 'is', 'are', 'campus', 'request', 'requests', 'related', 'with', 'notice', "i'm", 'i’m', 'im', 'get', 'help',
]);
const administrativePattern = new RegExp(`\\b(?:${administrativePhrases.join('|')})\\b`, 'gi');
const weakPattern = new RegExp(`\\b(?:${weakPhrases.join('|')})\\b`, 'gi');

// Headings of what the course teaches and how it is assessed: they end an administrative section.
const contentHeading =
  /^(?:(?:course|program|programme|training|catalog(?:ue)?|module|unit|workshop|class)\s+)?(?:description|overview|summary|objectives?|outcomes?|goals?|aims?|topics?|contents?|outline|schedule|calendar|timetable|agenda|syllabus|curriculum|competenc(?:y|ies)|modules?|units?|lessons?|sessions?|lectures?|readings?|books?|textbooks?|texts|materials|resources|references|equipment|tools|assignments?|assessments?|projects?|labs?|laborator(?:y|ies)|practicum|clinicals?|externship|skills?|prerequisites?|pre-?requisites?|co-?requisites?|who should attend|audience|about|learning|structure|content|what you will learn|key topics|exams?|examinations?|certification|credits?|hours|duration)\b|^(?:week|wk|day|module|unit|session|lesson|lecture|part|chapter|topic|class)\s*\d/i;
// A line of a dated schedule ("Sept 5 – …", "08-28 Mon …", "10/3"): the schedule teaches.
const scheduleLine =
  /^(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?,?\s+)?(?:\d{1,2}[-/.]\d{1,2}\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b)/i;
const bulletStart = /^\s*[-–*•·▪◦►●○■□✓]/;

function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}

/** Whether a heading's words, numbering stripped, are all administrative (at least one phrase, the rest filler). */
function isAdministrativeHeading(heading: string, titleStems: ReadonlySet<string>): boolean {
  const strong = [...heading.matchAll(administrativePattern)];
  const rest = heading.replace(administrativePattern, ' ');
  const weak = [...rest.matchAll(weakPattern)];
  const remaining = wordsOf(rest.replace(weakPattern, ' ')).map((word) => word.toLowerCase());
  if (strong.length === 0 && (weak.length === 0 || !remaining.some((word) => policyWords.has(word)))) return false;
  // "Mental Health Resources" in a course called "Mental Health First Aid" is the course's subject.
  if ([...strong, ...weak].some((match) => wordsOf(match[0]).some((word) => titleStems.has(stemWord(word.toLowerCase()))))) return false;
  return remaining.every((word) => fillerWords.has(word));
}

type HeadingKind = 'administrative' | 'content' | 'other';

interface Heading {
  kind: HeadingKind;
  /** The heading's words (without numbering or colon). */
  text: string;
  /** True when text of the section follows on the heading's own line ("Attendance: Students must …"). */
  inline: boolean;
}

const maxHeadingWords = 8;

/** The heading a line opens with, if it opens with one: a short line of its own, or a short label before a colon. */
function headingOf(line: string, titleStems: ReadonlySet<string>): Heading | undefined {
  if (bulletStart.test(line)) return undefined;
  const body = line.replace(numbering, '').trim();
  if (body.length < 2 || !/^[\p{Lu}\p{N}]/u.test(body)) return undefined;
  let text = body;
  let inline = false;
  const colon = /^([^:.!?;]{2,60}):\s*(\S.*)?$/u.exec(body);
  if (colon) {
    text = (colon[1] ?? '').trim();
    inline = colon[2] !== undefined;
  } else if (/[.;,]$/.test(body)) {
    return undefined;
  }
  const words = wordsOf(text);
  if (words.length === 0 || words.length > (inline ? 5 : maxHeadingWords)) return undefined;
  if (contentHeading.test(text)) return { kind: 'content', text, inline };
  if (isAdministrativeHeading(text.replace(/[?]$/, ''), titleStems)) return { kind: 'administrative', text, inline };
  return inline ? undefined : { kind: 'other', text, inline };
}

// An administrative heading opens a section only when prose follows it: a heading has sentences under
// it, while a line of a topic list ("Copyright", "Privacy") is followed by more short lines.
const minFollowingWords = 8;

function proseFollows(lines: readonly Line[], index: number): boolean {
  for (let next = index + 1; next < lines.length && next <= index + 3; next += 1) {
    const words = wordsOf(lines[next]?.text ?? '').length;
    if (words === 0) continue;
    return words >= minFollowingWords || /[.!?:]\s*$/.test(lines[next]?.text ?? '');
  }
  return false;
}

/**
 * The administrative sections of a multi-line document: each runs from an administrative heading
 * (a line of its own followed by prose, or a label opening a line, "Late work: …") to the next
 * heading of what the course teaches or a dated schedule line; headings it does not know (sub-headings
 * such as "What if I'm sick?") stay inside. A text on one line has none.
 */
export function administrativeSections(description: string, courseName = ''): AdministrativeSection[] {
  if (!description.includes('\n')) return [];
  const titleStems = new Set(wordsOf(courseName).map((word) => stemWord(word.toLowerCase())));
  const lines = linesOf(description);
  const sections: AdministrativeSection[] = [];
  let open: (AdministrativeSection & { inline: boolean }) | undefined;
  const close = (at: number) => {
    if (open && at > open.start) sections.push({ start: open.start, end: at, heading: open.heading });
    open = undefined;
  };
  lines.forEach((line, index) => {
    const trimmed = line.text.trim();
    if (trimmed === '') {
      // A labelled paragraph ("Office hours: …") ends with its paragraph.
      if (open?.inline) close(line.start);
      return;
    }
    if (scheduleLine.test(trimmed)) {
      close(line.start);
      return;
    }
    const heading = headingOf(line.text, titleStems);
    if (!heading) return;
    if (heading.kind === 'administrative' && (heading.inline || proseFollows(lines, index))) {
      close(line.start);
      open = { start: line.start, end: line.end, heading: heading.text, inline: heading.inline };
    } else if (heading.kind === 'content' || open?.inline) {
      close(line.start);
    }
  });
  close(description.length);
  return sections;
}

/** The text with the sections' characters blanked (newlines kept), so offsets stay those of the input. */
export function blankSections(text: string, sections: readonly AdministrativeSection[]): string {
  if (sections.length === 0) return text;
  let result = '';
  let from = 0;
  for (const section of sections) {
    result += text.slice(from, section.start) + text.slice(section.start, section.end).replace(/[^\n]/g, ' ');
    from = section.end;
  }
  return result + text.slice(from);
}
