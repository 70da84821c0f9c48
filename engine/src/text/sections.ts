import { PrunedPattern, type Alternative } from './pruned-pattern.js';
import { listItem, stemWord } from './tokenize.js';

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
const numbering = /^\s*(?:(?:section|part)\s+\d+[.:)]?\s+|(?:\d{1,2}(?:\.\d{1,2})*|[IVXivx]{1,5}|[A-Ha-h])[.)]\s+|\d{1,2}(?:\.\d{1,2})+\s+|\d{1,2}\s+(?=\p{Lu}))?/u;
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
  'professionalism', '(?:lab(?:oratory)?|shop|classroom|clinical) safety rules', 'safety rules',
  'admissions?(?: requirements?| criteria)?', 'entrance requirements?', '(?:minimum|entry|entrance|admission) qualifications?', 'enrol(?:l)?ment requirements?', 'immuni[sz]ations?', 'health requirements?', 'clinical (?:compliance|clearance|requirements?)', '(?:field )?(?:externship|practicum|placement|fieldwork) requirements?', '(?:employment|job|hiring) requirements?', 'licensure', 'costs', '(?:estimated )?program(?:me)? costs?', 'what (?:this|the) (?:course|program|programme|workshop|training|module) does(?:n[\'’]t| not) (?:cover|include)', '(?:what is )?not (?:covered|included)', 'out of scope', 'exclusions', 'career (?:paths?|pathways|opportunities|outcomes|prospects)', 'careers?', '(?:employment|job) opportunities', 'where (?:our )?graduates work', 'benefits', 'health and welfare', '(?:member|employee|student) assistance(?: program(?:me)?)?', 'job placement(?: assistance| services)?', 'placement rates?', 'graduate outcomes', '(?:consumer )?disclosures?', 'lodging', 'meals', 'parking', 'directions', 'travel', '(?:generative )?ai tools?', '(?:generative )?artificial intelligence tools?', 'outside sources', 'translation tools', 'translation apps', 'machine translation tools', 'accessible learning', 'grievances?', 'complaints?', 'appeals?', 'closings', 'how you (?:are|will be) (?:evaluated|graded|assessed|marked)', 'background checks?', 'before (?:externship|clinicals?|placement)',
  'about (?:the )?(?:instructors?|trainers?|facilitators?|presenters?|faculty|speakers?|authors?|us|provider|company|organi[sz]ation|academy|college|centre|center|institute|school)', '(?:instructor|trainer|facilitator|presenter|faculty|speaker) (?:bios?|biograph(?:y|ies)|profiles?)', 'biograph(?:y|ies)', 'bios?', 'faculty', 'presenters?', 'speakers?', 'meet (?:the|your) (?:instructors?|trainers?|facilitators?|team)', 'your (?:instructors?|trainers?|facilitators?)',
  'certificates? of (?:completion|attendance|participation)', 'completion requirements', 'content (?:warnings?|notes?|advisory)', 'a note (?:about|on) (?:the )?(?:course )?content', "instructor'?s note(?: on (?:the )?(?:course )?content)?",
  'support', 'student resources', 'resources and support', 'support and resources', 'student support', 'support services', 'success cent(?:er|re)', 'veterans?(?: services)?',
  'syllabus changes', 'changes to (?:the|this) syllabus', 'disclaimer', 'teaching methods', 'instructional methods', 'methods of instruction', 'course format', 'format', 'delivery method',
  // A heading that is only "Policies" ("Course Policies", "Module Policies"); "Public Policy" keeps its subject word.
  'polic(?:y|ies)',
];
// Phrases that are also subjects of their own ("Copyright", "Privacy", "Communication"): administrative
// only beside a word that makes the heading a policy ("Copyright Notice", "Course Communications").
const weakPhrases = ['lab(?:oratory)? safety', 'ai', 'artificial intelligence', 'collaboration', 'copyright', 'intellectual property', 'privacy', 'technology', 'communications?', 'harassment', 'discrimination', 'sexual harassment', 'confidentiality'];
const policyWords = new Set(['course', 'class', 'classroom', 'policy', 'policies', 'statement', 'statements', 'notice', 'requirements', 'guidelines', 'procedures', 'student', 'students', 'our']);
const fillerWords = new Set([
  'course', 'class', 'classroom', 'module', 'program', 'programme', 'statement', 'statements', 'information', 'resources', 'resource', 'services', 'service', 'support', 'supports',
  'and', 'the', 'of', 'on', 'for', 'in', 'to', 'our', 'your', 'my', 'this', 'a', 'an', 'student', 'students', 'university', 'college', 'institutional', 'institute', 'general', 'important', 'other',
  'additional', 'procedures', 'procedure', 'guidelines', 'regarding', 'use', 'notice', 'requirement', 'requirements', 'rules', 'we', 'i', 'am', 'if', 'what', 'how', 'do', 'is', 'are', 'campus', 'school', 'request', 'requests', 'apprentice', 'apprentices', 'member', 'members', 'employee', 'employees', 'participant', 'participants', 'trainee', 'trainees', 'related', 'with', "i'm", 'i’m', 'im', 'get', 'help',
]);
const administrativePattern = new RegExp(`\\b(?:${administrativePhrases.join('|')})\\b`, 'gi');
const weakPattern = new RegExp(`\\b(?:${weakPhrases.join('|')})\\b`, 'gi');

// Headings of what the course teaches and how it is assessed: they end an administrative section.
const contentHeading =
  /^(?:[\w-]+\s+){0,3}(?:description|overview|summary|objectives?|outcomes?|goals?|aims?|topics?|contents?|outline|schedule|calendar|timetable|agenda|syllabus|curriculum|courses|program(?:me)? of study|course (?:list|sequence)|electives?|competenc(?:y|ies)|modules?|units?|lessons?|sessions?|lectures?|readings?|books?|textbooks?|texts|materials|references|equipment|tools|software|assignments?|assessments?|projects?|labs?|laborator(?:y|ies)|practicum|clinicals?|externship|skills?|prerequisites?|pre-?requisites?|co-?requisites?|who should attend|audience|about|structure|content|what you will learn|key topics|exams?|examinations?|certification|credits?|hours|duration)\b|^(?:week|wk|day|module|unit|session|lesson|lecture|part|chapter|topic|class)\s*\d/i;
// A line of a dated schedule ("Sept 5 – …", "08-28 Mon …", "10/3"): the schedule teaches.
const scheduleLine =
  /^(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?,?\s+)?(?:\d{1,2}[-/]\d{1,2}\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b)/i;
// A bullet, not markdown's bold ("**Accessibility.**").
const bulletStart = /^\s*(?:[-–•·▪◦►●○■□✓]|\*(?!\*))/;
// A bullet opening a label, bold or plain: "* **Accessibility:** …", "- Generative AI: …".
const labelledBullet = new RegExp(String.raw`${bulletStart.source}\s+(?=\*\*[^*\n]{2,60}[:.]\*\*|[\p{Lu}][^:*\n]{1,40}:\s)`, 'u');

function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}

// The title's content words ("with", "the", "for" say nothing of its subject).
function titleStemsOf(courseName: string): Set<string> {
  return new Set(wordsOf(courseName).filter((word) => word.length > 3 && !fillerWords.has(word.toLowerCase())).map((word) => stemWord(word.toLowerCase())));
}

// "About Cedar & Pine Workplace Solutions": a heading about the provider, not about the course.
const aboutProvider = /^about\s+(?!(?:this|the|our|your)\s+(?:course|program|programme|training|workshop|class|module|seminar|certificate|curriculum)\b)(?!(?:the\s+)?(?:course|program|programme|training|workshop|class)\b)/i;

/** Whether a heading's words, numbering stripped, are all administrative (at least one phrase, the rest filler). */
function isAdministrativeHeading(raw: string, titleStems: ReadonlySet<string>): boolean {
  // "TECHNOLOGY REQUIREMENTS (VIRTUAL SESSIONS)": what is in brackets qualifies the heading.
  const heading = raw.replace(/\([^)]*\)/g, ' ').trim();
  if (aboutProvider.test(heading)) return !wordsOf(heading.slice(6)).some((word) => titleStems.has(stemWord(word.toLowerCase())));
  // "Employment Requirements for Brightpath Trainees (New Hires)": whom a policy is for does not change it.
  const forClause = /^(.+?)\s+for\s+.+$/i.exec(heading);
  if (forClause && forClause[1] !== heading && isAdministrativeHeading(forClause[1] ?? '', titleStems)) return true;
  const strong = [...heading.matchAll(administrativePattern)];
  const rest = heading.replace(administrativePattern, ' ');
  const weak = [...rest.matchAll(weakPattern)];
  const remaining = wordsOf(rest.replace(weakPattern, ' ')).map((word) => word.toLowerCase());
  // A weak phrase needs a policy word or a strong phrase beside it ("Academic integrity and AI").
  if (strong.length === 0 && (weak.length === 0 || !remaining.some((word) => policyWords.has(word)))) return false;
  // "Mental Health Resources" in a course called "Mental Health First Aid" is the course's subject; so is a heading
  // "Policy" in a course on public policy, but not the word beside another ("Attendance Policy").
  const phrases = [...strong, ...weak];
  const subjects = phrases.length > 1 ? phrases.filter((match) => !/^polic(?:y|ies)$/i.test(match[0])) : phrases;
  if (subjects.some((match) => wordsOf(match[0]).some((word) => titleStems.has(stemWord(word.toLowerCase()))))) return false;
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
  // A bullet opens no heading, unless it opens with a bold label ("* **Accessibility:** The venue is …").
  const boldLabel = labelledBullet.exec(line);
  if (bulletStart.test(line) && !boldLabel) return undefined;
  // Markdown's marks are no words: "## Grading", "**Accessibility.** Materials are …".
  const body = line.slice(boldLabel?.[0].length ?? 0).replace(/^\s*#{1,6}\s+/, '').replace(/\*\*|__/g, '').replace(numbering, '').trim();
  if (body.length < 2 || !/^[\p{Lu}\p{N}]/u.test(body)) return undefined;
  let text = body;
  let inline = false;
  const colon = /^([^:.!?;]{2,60}):\s*(\S.*)?$/u.exec(body);
  // A run-in heading ends with a full stop or a dash: "Use of generative AI. You may …", "Accessibility - All handouts …"
  const runIn = colon ? null : (/^([^:.!?;]{2,50})\.\s+(\S.*)$/u.exec(body) ?? /^([^:.!?;–—-]{2,50})\s+[-–—]\s+(\S.*)$/u.exec(body));
  if (colon) {
    text = (colon[1] ?? '').trim();
    inline = colon[2] !== undefined;
  } else if (runIn && isAdministrativeHeading(runIn[1] ?? '', titleStems)) {
    return { kind: 'administrative', text: (runIn[1] ?? '').trim(), inline: true };
  } else if (/[.;,]$/.test(body)) {
    return undefined;
  }
  const words = wordsOf(text);
  if (words.length === 0 || words.length > (inline ? 5 : maxHeadingWords)) return undefined;
  if (isAdministrativeHeading(text.replace(/[?]$/, ''), titleStems)) return { kind: 'administrative', text, inline };
  // A labelled bullet is a heading only when it labels a policy ("- Accessibility: …"), never a topic ("- Clinical: …").
  if (boldLabel) return undefined;
  if (contentHeading.test(text)) return { kind: 'content', text, inline };
  return inline ? undefined : { kind: 'other', text, inline };
}

// An administrative heading opens a section only when prose follows it: a heading has sentences under
// it, while a line of a topic list ("Copyright", "Privacy") is followed by more short lines.
const minFollowingWords = 8;

const gradeWeight = /\d\s*(?:%|percent\b|points?\b|pts\b)/i;

function proseFollows(lines: readonly Line[], index: number): boolean {
  for (let next = index + 1; next < lines.length && next <= index + 3; next += 1) {
    const words = wordsOf(lines[next]?.text ?? '').length;
    if (words === 0) continue;
    const following = lines[next]?.text ?? '';
    // A grading table ("Unit tests (9): 40%") counts as what the heading heads, and so does a bulleted
    // list under a heading of two words or more ("Admission Requirements" / "- High school diploma or GED").
    return words >= minFollowingWords || /[.!?:]\s*$/.test(following) || gradeWeight.test(following) || (listItem.test(following) && wordsOf(lines[index]?.text ?? '').length >= 2);
  }
  return false;
}

/** A line of a document with the heading it opens, if any. */
interface DocumentLine extends Line {
  heading: Heading | undefined;
}

/** A multi-line document cut into lines, each line's heading read once for every use below. */
interface ParsedDocument {
  lines: DocumentLine[];
}

function parseDocument(description: string, courseName: string): ParsedDocument {
  const titleStems = titleStemsOf(courseName);
  // Written out, not spread: a spread object is many times slower to make on a 30,000-line document.
  return { lines: linesOf(description).map(({ start, end, text }) => ({ start, end, text, heading: headingOf(text, titleStems) })) };
}

/**
 * The administrative sections: each runs from an administrative heading (a line of its own followed
 * by prose, or a label opening a line, "Late work: …") to the next heading of what the course teaches
 * or a dated schedule line; headings it does not know (sub-headings such as "What if I'm sick?") stay
 * inside.
 */
function sectionsIn({ lines }: ParsedDocument, end: number): AdministrativeSection[] {
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
    const { heading } = line;
    if (!heading) return;
    if (heading.kind === 'administrative' && (heading.inline || proseFollows(lines, index))) {
      close(line.start);
      // A label with a value and no sentence ("Format: Instructor-led · 14 contact hours") is a line of its own: the
      // paragraph under it is the course's ("Designed for team leads … Participants learn …").
      if (heading.inline && !/[.!?:;,]$/.test(trimmed)) {
        sections.push({ start: line.start, end: line.end, heading: heading.text });
        return;
      }
      open = { start: line.start, end: line.end, heading: heading.text, inline: heading.inline };
    } else if ((heading.kind === 'content' && !(heading.inline && gradeWeight.test(line.text))) || open?.inline) {
      // A line of a grading table ("Unit tests (9): 40%") stays in its section.
      close(line.start);
    }
  });
  close(end);
  return sections;
}

/** The administrative sections of a multi-line document (see `sectionsIn`); a text on one line has none. */
export function administrativeSections(description: string, courseName = ''): AdministrativeSection[] {
  return description.includes('\n') ? sectionsIn(parseDocument(description, courseName), description.length) : [];
}

// Names of institutions, their units and buildings ("approved by the state Department of Public Health",
// "School of Health and Community Services", "Langford Earth Sciences Building"), and publishers ("Higher Education
// Press", "MIT Press"): they say where, not what.
const institutionName =
  /\b(?:(?:Department|School|Faculty|College|Division|Institute|Centre|Center|Ministry|Office|Board|Bureau|Council|Academy|Society|Association|Federation|Commission|Agency|(?:Graduate|Undergraduate|Doctoral|Honours|Honors) Program(?:me)?)[^\S\n]+(?:of|for|in|on)[^\S\n]+(?:(?:the|and|&)[^\S\n]+)?[A-Z][\w-]*(?:,?[^\S\n]+(?:(?:and|&|of|the|for)[^\S\n]+)?[A-Z][a-z][\w-]*){0,6}|(?!The\b)(?:[A-Z][\w&-]*,?[^\S\n]+(?:(?:and|&)[^\S\n]+)?){1,5}(?:Building|Hall|Campus|Wing|Division|Department|Committee|Commission|Council|Authority|(?<!\b(?:Public|School|Academic|Digital|Research|Special|Law|Medical|Health|Virtual|Online|Local|Community|Branch|Presidential|National|State|County|City) )Librar(?:y|ies)|(?<!\b(?:Printing|Bench|Leg|Shoulder|Military|Overhead|Incline|Hydraulic|Drill|Punch|Heat|Rosin|Wine|Cider|Olive|French) )Press))\b(?!['’])/g;

// Words that look like a skill and never are one: where the first aid kit is, a machine's start-up
// and shut-down, "the art and craft of" lighting design, a phone of the Samsung Galaxy line, and
// programming an infusion pump or a garage-door remote (setting a device up, not writing software).
export const neverSkillAlternatives: readonly Alternative[] = [
  { pattern: String.raw`\b(?:first[- ]aid (?:kits?|stations?|boxes)|eyewash stations?|(?:machine |equipment |plant |system )?start[- ]?ups? (?:and|&|,) shut[- ]?downs?|the art and craft of)\b`, needs: ['aid ', 'eyewash', 'shut', 'art and craft'] },
  // Devices named after a product line or set up by a technician: "Samsung Galaxy", "programming infusion pumps".
  { pattern: String.raw`\b(?:samsung )?galaxy(?= (?:s\d+|note|tab|z|a\d+|phones?|devices?|tablets?)\b)|(?<=\bsamsung )galaxy\b`, needs: ['galaxy'] },
  // A museum's or a radio station's programming is its events, an irrigation controller's its schedule.
  { pattern: String.raw`\b(?:public|educational|museum|recreation(?:al)?|community|radio|television|tv|youth|family) programming\b`, needs: ['programming'] },
  // Figures of the field, not the method; a question of lunch, not of nutrition.
  { pattern: String.raw`\b(?:crash|accident|injury|crime|fatality|traffic|collision|casualty) statistics\b`, needs: ['statistics'] },
  { pattern: String.raw`\b(?:vulnerable sector|criminal record|police) (?:checks?|screening|search(?:es)?)\b`, needs: ['check', 'screening', 'search'] },
  { pattern: String.raw`\b(?:let us know|tell us|inform us|notify us) (?:about|of) (?:any )?dietary (?:restrictions|needs|requirements)\b|\bdietary (?:restrictions|needs) for (?:the )?(?:lunch|lunches|meals|catering|breaks)\b`, needs: ['dietary'] },
  // Investors and gifts of a firm, a pay scale's structure, an entry requirement.
  { pattern: String.raw`\bretail (?:investors?|shareholders?|traders?|clients?)\b|\bgifts?(?:,| and| &) (?:entertainment(?:,| and| &) )?hospitality\b|\bhospitality(?:,| and| &) (?:gifts?|entertainment)\b`, needs: ['retail', 'hospitality'] },
  { pattern: String.raw`(?<=\b(?:salary|pay|wage|compensation|grade|capital|fee|tax|ownership|organi[sz]ational) )structures?(?= design)|\bfirst[- ]aid requirements?\b`, needs: ['structure', 'aid requirement'] },
  // How the class meets ("two hours of supervised laboratory per week", "Lab: Thursday 14:30", "(3 lecture / 2
  // laboratory)", a lab tour), a vaccination asked for, a seafarer's certificate grade, a robot's work cell.
  { pattern: String.raw`\b(?:\d+(?:\.\d+)?|one|two|three|four|five|six)[- ](?:hours?|hrs?\.?)(?: (?:per|a|each) week)?(?: of)? (?:(?:supervised|scheduled|weekly|practical|hands-on) )?(?:lab(?:orator(?:y|ies))?s?|tutorials?|lectures?|studios?|clinical (?:practice|placements?))\b|\b(?:lab(?:oratory)?|lecture|tutorial|studio) hours\b|\b\d+ (?:lecture|lab(?:oratory)?|tutorial|studio)s?\b(?= ?[/,)+]| hours\b| hrs\b)|\blab(?:oratory)? tours?\b`, needs: ['lab', 'tutorial', 'lecture', 'studio', 'clinical'] },
  { pattern: String.raw`(?<=^|\n)[^\S\n]*(?:[\w-]+[^\S\n]+){0,2}?(?:labs?|laborator(?:y|ies)|tutorials?|lectures?|seminars?|recitations?|studios?|discussion(?: sections?)?)\b[^:\n]{0,20}:[^\n]{0,40}?(?:(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b|\d{1,2}(?::\d{2})?[^\S\n]*(?:a\.?m\.?|p\.?m\.?)|\d{1,2}:\d{2})[^\n]*`, needs: ['lab', 'tutorial', 'lecture', 'seminar', 'recitation', 'studio', 'discussion'] },
  { pattern: String.raw`\bpricing (?:on|upon) request\b|\b(?:group|on-site|onsite|volume|corporate) pricing\b|\b(?:sinking (?:and|vs\.?|versus|or) sourcing|sourcing (?:and|vs\.?|versus|or) sinking)\b|\b(?:students?|participants|learners|trainees|you) (?:will )?(?:work|are placed|are grouped) in (?:small )?(?:teams|groups|pairs)\b|\b(?:lab|project) teams of (?:two|three|four|five|\d)\b`, needs: ['pricing', 'sinking', 'teams', 'groups', 'pairs'] },
  { pattern: String.raw`\bangular (?:kinematics|kinetics|velocity|acceleration|displacement|motion|frequency|resolution|distance|position|impulse|speed)\b|\b(?:(?:one-third|1\/3|third)[- ])?octave[- ]bands?\b|\b(?:one-third|1\/3)[- ]octave\b`, needs: ['angular', 'octave'] },
  { pattern: String.raw`\bskilled nursing (?:facilit(?:y|ies)|settings?|homes?|units?)\b|\b(?:neural|channel|source|sparse|predictive|population|rate|temporal|colou?r|error[- ]correcting|convolutional|turbo|polar|huffman|entropy|line)[- ]coding\b|\b(?:aerobic|anaerobic|bioenergetic|metabolic|glycolytic|phosphagen|oxidative) energy systems?\b|\benergy systems? demands?\b|\b(?:work|employment|credit|driving|service|maintenance|version|browser|purchase|order|transaction|price|response|time|load|stress|strain|displacement|pressure|temperature)[- ]histor(?:y|ies)\b`, needs: ['skilled nursing', 'coding', 'energy system', 'histor'] },
  // What the text says it leaves out in brackets ("crane hand signals (no crane operation)"), a grade, the people served.
  { pattern: String.raw`\(no [^()\n]{1,60}\)|\bcomposite (?:grade|score|mark)s?\b|\blimited english proficiency\b|\b(?:associate|bachelor|master)(?:'s|’s)? of arts\b|\b(?:nccer |national |state |common )?core curriculum\b`, needs: ['(no ', 'composite', 'limited english', 'of arts', 'core curriculum'] },
  { pattern: String.raw`\bproof of (?:an? |current |recent )?(?:[\w-]+ ){0,2}(?:vaccinations?|immuni[sz]ations?|vaccines?)\b|\((?:management|operational|support) level\)|\b(?:robot(?:ic)?|work|manufacturing|assembly|machining|welding|production|material-handling|prison|jail|holding) cells?\b`, needs: ['proof of', ' level)', 'cell'] },
  { pattern: String.raw`(?<=\b(?:chlorine|chemical|coagulant|fluoride|polymer|alum) )dosages?\b|\b(?:jones|mueller|lambda) calculus\b|\b[ABC] ?\/ ?[ABC] languages?\b`, needs: ['dosage', 'calculus', 'language'] },
  // The American Welding Society's codes and certifications ("AWS D1.1", "AWS Certified Welder") are no cloud.
  { pattern: String.raw`\bAWS (?:D\d+\.\d+|B2\.1|QC\d+|CWI|CWE|SENSE|certified welders?|welding)\b|\bamerican welding society\b`, needs: ['aws ', 'american welding'] },
  { pattern: String.raw`\bprogramm(?:ing|e|es|ed)(?= (?:(?:the|an?|their|new|customers?'?|clients?'?) )?(?:(?:infusion|iv|insulin|feeding|pca) )?(?:pumps?|remotes?|keypads?|key ?fobs?|transmitters?|thermostats?|radios?|transponders?|hearing aids?|pacemakers?|openers?|garage door openers?|timers?|(?:sprinkler |irrigation )?controllers?|clocks?)\b)`, needs: ['programm'] },
];
const neverSkills = new PrunedPattern(neverSkillAlternatives, 'gi');

// Labels of the course's logistics ("Program hours: 560 total (… 80 energized laboratory …)", "Campus: …
// Imaging Lab B-7"). Some are read as such wherever they stand, some only in the document's header.
const logisticsLabels = [
  'instructors?', 'tutors?', 'professors?', 'lecturers?', 'trainers?', 'facilitators?', 'presenters?', 'teaching assistants?', 'e-?mail', 'phone', 'tel', 'fax',
  'office hours', 'student hours', 'location', 'campus', 'room', 'classroom', 'meeting times?', 'times?', 'days', 'dates', 'term', 'semester', 'crn',
  'cohort', 'course site', 'course website', 'website', 'prepared by', 'revised', 'effective', 'version', 'program hours',
];
const labelPattern = (labels: readonly string[], gap: number) => new RegExp(`^\\s*(?:[\\w-]+\\s+){0,2}(?:${labels.join('|')})\\b[^:]{0,${gap}}:`, 'i');
const logisticsLabel = labelPattern([...logisticsLabels, 'coordinators?', 'class times?', 'class schedule', 'price', 'cost', 'fees?', 'tuition', 'registration fee'], 20);
const maxLogisticsWords = 40;
// A credit recommendation (ACE, NCCRS, a Joint Services Transcript) says how much college credit the course is worth
// and in which subjects, however long its line: no topic of the course ("baccalaureate degree category").
const creditRecommendationLabel = /^\s*(?:ACE |NCCRS )?credit recommendations?\b[^:]{0,20}:/i;

// The header of a document, before its first content heading: the instructor, contacts, times, rooms,
// the institution, the course's code and credits, the degree programme it serves ("Program: Bachelor's in Civil
// Engineering" names no subject the course teaches). A line there is header when it carries such a label or such marks.
const headerLabel = labelPattern(
  [
    ...logisticsLabels, 'faculty', '(?:program |course )?coordinators?', 'tas?', 'office', 'class(?:es)?', 'lectures?', 'labs?', 'lab sessions', 'computer lab sessions', 'meetings', 'session', 'section', 'group', 'format', 'delivery(?: method)?', 'mode', 'web', 'contact', 'schedule',
    'code', 'programs?', 'programmes?', 'degree', 'major', 'period', 'workload', 'credits?', 'credit value', 'ects', 'department', 'school',
  ],
  30,
);
const headerMarks =
  /(?:\||@|\b\d{1,2}:\d{2}\b|\b\d{1,2}\s?(?:a\.?m\.?|p\.?m\.?)(?![\w])|\b(?:room|rm\.?|suite)\s+[\w-]*\d|\b(?:university|college|institute|school|academy|department|faculty|division|campus|training cent(?:er|re)|llc|inc\.?|ltd\.?)\b|\b(?:in partnership with|in collaboration with|sponsored by|presented by|offered by|hosted by|delivered by)\b)/i;
const maxHeaderLines = 40;
const maxHeaderLineWords = 20;

function headerSpans({ lines }: ParsedDocument): AdministrativeSection[] {
  const labelled = lines.filter((line) => (logisticsLabel.test(line.text) && wordsOf(line.text).length <= maxLogisticsWords) || creditRecommendationLabel.test(line.text));
  // A labelled line ("Session dates: …", "Total contact hours: 21.5") belongs to the header; a heading of its own ends it.
  // Without such a heading, the block of lines before the first blank line ("Code: MAT1101   Program: …").
  const firstContent = lines.findIndex((line, index) => index < maxHeaderLines && line.heading?.kind === 'content' && !line.heading.inline);
  const firstBlank = lines.findIndex((line, index) => index < maxHeaderLines && line.text.trim() === '');
  const headerEnd = firstContent >= 0 ? firstContent : Math.max(0, firstBlank);
  const header = lines.slice(0, headerEnd).filter((line) => {
    const words = wordsOf(line.text).length;
    return words > 0 && (headerLabel.test(line.text) || (words <= maxHeaderLineWords && headerMarks.test(line.text)));
  });
  return [...labelled, ...header].map((line) => ({ start: line.start, end: line.end, heading: 'header' }));
}

/** A part of a document whose sentences all play one role: who the course is for, or what it asks beforehand. */
export interface RoleSection {
  start: number;
  end: number;
  role: 'audience' | 'prerequisite';
}

const audienceHeading =
  /^(?:[\w-]+\s+){0,2}(?:who should (?:attend|enrol+|take (?:this|the) (?:course|program|programme|training)|apply|register)|(?:target|intended) audiences?|audiences?(?: profile)?|who (?:is )?this (?:course|program|programme|training|workshop) is for|who it is for|ideal (?:candidates?|participants?))\b/i;
const prerequisiteHeading =
  /^(?:[\w-]+\s+){0,2}(?:pre-?requisites?|co-?requisites?|entry requirements|recommended (?:background|preparation)|before you (?:begin|start|enrol+|register))\b/i;

/**
 * The sections under an audience heading ("Who should attend", "Target audience") or a prerequisite
 * heading ("Prerequisites & Preparation"): each runs to the next heading. Their lists name the
 * participants' jobs and what they must already know ("Personnel assigned to EOC sections (Operations,
 * Planning, Logistics, Finance)"), which the sentences alone do not say.
 */
function rolesIn({ lines }: ParsedDocument, end: number): RoleSection[] {
  const sections: RoleSection[] = [];
  let open: RoleSection | undefined;
  for (const { heading, start, end: lineEnd } of lines) {
    if (!heading || heading.inline) continue;
    if (open) sections.push({ ...open, end: start });
    const role = audienceHeading.test(heading.text) ? 'audience' : prerequisiteHeading.test(heading.text) ? 'prerequisite' : undefined;
    open = role ? { start, end: lineEnd, role } : undefined;
  }
  if (open) sections.push({ ...open, end });
  return sections;
}

/** The audience and prerequisite sections of a multi-line document (see `rolesIn`). */
export function roleSections(description: string, courseName = ''): RoleSection[] {
  return description.includes('\n') ? rolesIn(parseDocument(description, courseName), description.length) : [];
}

/** How a document is read before its words are: what to blank, and which sections take one sentence role. */
export interface DocumentReading {
  /** The administrative sections, for the reasons. */
  sections: AdministrativeSection[];
  /**
   * Everything that does not say what the course teaches: in a document of several lines its
   * administrative sections, its header lines and logistics labels, names of institutions and
   * buildings; in any text the phrases that never name a skill. Sorted and without overlaps, ready
   * for `blankSections`.
   */
  spans: AdministrativeSection[];
  roles: RoleSection[];
}

const structuralHeading =
  /^(?:(?:the|our|program(?:me)?|course|degree|diploma|certificate)\s+)?(?:curriculum|practicum|internships?|laborator(?:y|ies)|labs?|(?:field|clinical) placements?|teaching)\s*(?:\([^()]{0,40}\))?\s*:?\s*$/i;

/** Reads a document's structure once: its sections, what to blank and the sections' sentence roles. */
/** The phrases of a text that name no skill whatever their words ("first-aid kit", "retail investors"), as spans. */
export function neverSkillSpans(text: string): AdministrativeSection[] {
  const pattern = neverSkills.forText(text.toLowerCase());
  if (!pattern) return [];
  return [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length, heading: 'phrase' }));
}

export function readDocument(description: string, courseName = ''): DocumentReading {
  const never = neverSkillSpans(description);
  // Otherwise a text on one line — a catalogue description, every corpus row — is read whole, as the level model was fitted.
  if (!description.includes('\n')) return { sections: [], spans: never, roles: [] };
  const document = parseDocument(description, courseName);
  const sections = sectionsIn(document, description.length);
  const names = [...description.matchAll(institutionName)].map((match) => ({ start: match.index, end: match.index + match[0].length, heading: 'name' }));
  // A heading that only names a part of the document ("Curriculum", "Practicum", "Labs") names no skill.
  const structural = document.lines.filter((line) => structuralHeading.test(line.text.replace(numbering, ''))).map((line) => ({ start: line.start, end: line.end, heading: 'heading' }));
  const all = [...sections, ...headerSpans(document), ...names, ...never, ...structural].sort((a, b) => a.start - b.start || b.end - a.end);
  const spans: AdministrativeSection[] = [];
  for (const span of all) {
    const last = spans.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else spans.push({ ...span });
  }
  return { sections, spans, roles: rolesIn(document, description.length) };
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
