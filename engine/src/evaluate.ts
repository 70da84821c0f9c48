import { levelLabel, type Level } from '@creds/contract/level-scale';
import { EngineError } from './errors.js';
import { findCourseCodes } from './level/course-codes.js';
import { credentialInTitle, frameworkLevel, frameworkLevelPatterns, ontarioCredentialLevels, ontarioCredentialPattern, outranks, titleLevelWord, titleYear, creditRecommendationLevels } from './level/credentials.js';
import { detectLanguage } from './language.js';
import { accessibleWording, extractFeatures, featureLabels, lexiconOffset, matchSpans, vocabularyLevel, type FeatureSet } from './level/features.js';
import { defaultModel, expectedLevel, medianLevel, partFor, readByOnlineCoursePart, roundedLevel, scoreFeatures, withinOneLevel, type LevelModel } from './level/model.js';
import { extractSkills } from './skills/extract-skills.js';
import { getDefaultTaxonomy, type Taxonomy } from './taxonomy/taxonomy.js';
import { filtered } from './text/literal-filter.js';
import { analyseText, sentenceAt, spanOf, type AnalysedText } from './text/document.js';
import { blankSections, readDocument, type AdministrativeSection } from './text/sections.js';
import { countWords } from './text/tokenize.js';
import { beginsLongerWord, wordRank } from './text/word-frequency.js';
import type { EvaluationInput, EvaluationResult, LevelSignal, TextSpan } from './types.js';
import { engineRelease } from './version.js';

/** Longest description examined; the rest is ignored (and said so) so time stays bounded. */
export const maxDescriptionChars = 60_000;
/** Longest course name examined. */
export const maxCourseNameChars = 500;
/** Fewer words than this in the description and there is nothing to evaluate. */
export const minDescriptionWords = 8;
// Share of words found in an English word list below which the text is not a description (gibberish, codes).
const minKnownWordShare = 0.5;
// Below this many words a result comes with a reason saying it rests on little evidence.
const shortDescriptionWords = 40;
// Weight of a course number in the course name: the share of the level distribution moved onto the
// number's level (so the expected level moves this far towards it, and the number decides the median).
// Not fitted (no corpus row carries its code in the title); the catalogues' own rule maps numbers to levels.
const ownCourseNumberPull = 0.6;

// Workforce training and certification preparation — a technician or operator programme, a bootcamp,
// an apprenticeship, a course that prepares for a certification or licensing exam — is evaluated at
// most Intermediate: it teaches a trade or a tool to a defined standard, not upper-division or
// graduate study. A fixed rule, not fitted: the fitting corpus holds university and open online
// courses only, so the model has never seen such text (and reads its terse topic lists as graduate).
const workforceLevelCap = 3;
const examWords = '(?:exams?|examinations?|certifications?|credentials?|(?:skills?|road|written|state|national) tests?|licens(?:e|ing|ure)(?: exams?| examinations?)?)';
const workforcePattern = filtered(new RegExp(
  `\\b(?:boot ?camps?|technicians?|externships?|(?:pre-)?apprenticeships?|(?<!\\bnot an? )entry[- ]level|pre-?licens(?:e|ing)|licens(?:e|ing|ure) exams?|(?:state|national) boards?|clock hours|state-approved|aides?|eligib(?:le|ility) (?:to|for) (?:take|sit)|sit for the|operator (?:certification|training)|(?<!\\bcollege[- ])prep\\b|${examWords} (?:prep|preparation|review|training)|prepar(?:es?|ing) (?:[\\w,-]+ ){0,6}?(?:to pass |to sit (?:for )?|for )(?:the )?(?:[\\w+/-]+ ){0,6}?${examWords}|counts? towards? (?:the )?(?:[\\w+/-]+ ){0,5}?(?:credentials?|certifications?|licen[cs]es?|designations?|renewals?)|(?:training|education|hours?) requirements? (?:for|of) (?:the )?(?:[\\w+/-]+ ){0,5}?${examWords}|outreach training|job placement|career changers?|licensing requirements?|apprentices?|journey(?:man|men|worker|workers|level)|(?:enter|join|into|for) the [\\w-]+ trades?|(?:this|our|a|an) (?:[\\w-]+ ){0,2}workshop(?!-)|(?:small[- ])?business owners|\\d{2,4}[- ]hours? (?:[\\w-]+ ){0,2}(?:program|programme|certificate|diploma))\\b`,
  'gi',
));

// An exam named by its acronym ("take the online CSM exam", "pass the CompTIA A+ exam"): case-sensitive,
// so that "take the final exam" of a university course is not one.
const namedExamPattern =
  filtered(/\b(?:(?:[Tt]ake|[Pp]ass|[Ss]it for) the (?:online |official |national |state )?(?:[A-Z][\w+]*[A-Z+][\w+]* ){1,2}(?:exam|examination|test)|[A-Z]{2,}(?:[/-][A-Z0-9]{1,6})?(?: and [A-Z]{2,})? (?:exams?|examinations?|certifications?|credentials?|wallet cards?))\b/g);

/** The span of a match in the description as given (`spanOf` reads the analysed text, whose set-aside parts are blank). */
function givenSpan(description: string, start: number, end: number): TextSpan {
  return { field: 'description', start, end, text: description.slice(start, end) };
}

/**
 * The matches of the patterns in the title and in description sentences that speak of this course (not prerequisites or
 * relations). `description` is the description as analysed or as written, or a part of either.
 */
function* ownMatches(text: AnalysedText, patterns: readonly RegExp[], description = text.description): Generator<{ match: RegExpExecArray; span: TextSpan }> {
  const possible = patterns.filter((pattern) => text.literals.mayMatch(pattern));
  for (const field of ['courseName', 'description'] as const) {
    const source = field === 'courseName' ? text.courseName : description;
    for (const match of possible.flatMap((pattern) => [...source.matchAll(pattern)])) {
      const sentence = field === 'description' ? text.sentences.find((s) => s.start <= match.index && match.index < s.end) : undefined;
      if (sentence && (sentence.role === 'prerequisite' || sentence.role === 'relation')) continue;
      yield { match, span: { field, start: match.index, end: match.index + match[0].length, text: match[0] } };
    }
  }
}

/**
 * Like `ownMatches`, but in the description as written, its header too ("Module code: PSY5012 | Level: 5 (FHEQ)",
 * "Self-paced | Beginner level"), which is set aside for skills — not in its administrative sections: what
 * admission asks, or where graduates go on to, says nothing of the course's own level.
 */
function* statedMatches(text: AnalysedText, patterns: readonly RegExp[], description: string, setAside: readonly AdministrativeSection[]): Generator<{ match: RegExpExecArray; span: TextSpan }> {
  for (const found of ownMatches(text, patterns, description)) {
    if (found.span.field === 'description' && setAside.some((section) => section.start <= found.span.start && found.span.start < section.end)) continue;
    yield found;
  }
}

// "Level: Beginner", "Difficulty: Intermediate"; "Beginner level" opening a line or a segment of a header line.
const statedLevelPatterns = [
  filtered(/\b(?:[Ll]evel|[Dd]ifficulty|LEVEL|DIFFICULTY)[ \t]*:[ \t]*([Bb]eginners?|[Ii]ntroductory|[Ii]ntermediate|[Aa]dvanced)\b(?![- ](?:[Ii]ntermediate|[Aa]dvanced))/g),
  // The word first and the look-behind after it, which holds the word again: a pattern that opens with a look-behind
  // is tried at every offset of the text.
  filtered(/([Bb]eginners?|[Ii]ntroductory|[Ii]ntermediate|[Aa]dvanced)(?<=(?:^|[|•·][ \t]*)(?:[Bb]eginners?|[Ii]ntroductory|[Ii]ntermediate|[Aa]dvanced))[- ][Ll]evel\b/gm),
  // The level word alone as a segment of a header line, as course platforms print it: "Beginner  ·  47m  ·  Released …".
  filtered(/(Beginner|Introductory|Intermediate|Advanced)(?<=(?:^|[|•·][ \t]*)(?:Beginner|Introductory|Intermediate|Advanced))(?=[ \t]*[|•·])/gm),
];

/** The level word the provider gives the course ("Beginner level"), where the text states it. */
function statedLevel(text: AnalysedText, description: string, setAside: readonly AdministrativeSection[]): { word: 'introductory' | 'intermediate' | 'advanced'; span: TextSpan } | undefined {
  for (const { match, span } of statedMatches(text, statedLevelPatterns, description, setAside)) {
    const word = (match[1] ?? '').toLowerCase();
    return { word: word === 'intermediate' ? 'intermediate' : word === 'advanced' ? 'advanced' : 'introductory', span };
  }
  return undefined;
}

const frameworkNotOwn = /\b(?:entry|entrance|admissions?|requir\w*|pre-?requisites?|progress\w*|leads? to|go on to|top-up|holders? of|after|following)\b/i;

/**
 * The highest level of a qualifications framework the title or the description states for the course itself:
 * `qualification` says which ("level 5 of the FHEQ (…)", "an Ontario College Diploma").
 */
function statedFrameworkLevel(text: AnalysedText, description: string, setAside: readonly AdministrativeSection[]): { lowest: number; highest: number; qualification: string; level: number; span: TextSpan } | undefined {
  let found: ReturnType<typeof statedFrameworkLevel>;
  for (const { match, span } of statedMatches(text, [...frameworkLevelPatterns, ontarioCredentialPattern], description, setAside)) {
    // A header line is not split into sentences with roles: "Entry requirement: RQF Level 3", "Progression to Level 7 study".
    const lineBefore = (span.field === 'description' ? description : text.courseName).slice(0, span.start).split('\n').at(-1) ?? '';
    if (frameworkNotOwn.test(lineBefore)) continue;
    const ontario = ontarioCredentialLevels[match[1] ?? ''];
    if (ontario) {
      const [lowest, highest] = ontario;
      if (outranks({ lowest, highest }, found)) found = { lowest, highest, qualification: `an ${match[0]}`, level: lowest, span };
      continue;
    }
    const groups = match.slice(1).filter((group): group is string => group !== undefined);
    const level = Number(groups.find((group) => /^\d+$/.test(group)));
    const framework = groups.find((group) => !/^\d+$/.test(group)) ?? '';
    const placed = frameworkLevel(framework, level);
    if (placed && outranks(placed, found)) found = { lowest: placed.lowest, highest: placed.highest, qualification: `level ${level} of ${placed.name}`, level, span };
  }
  return found;
}

/** Where the title or a description sentence (not a prerequisite) calls the course workforce training. */
// A doctoral student's qualifying or comprehensive exams, or a course's final, are no credential.
const academicExam = /\b(?:qualifying|comprehensive|candidacy|preliminary|prelim|final|midterm|doctoral)\s+(?:exams?|examinations?)\b/i;

function workforceSpans(text: AnalysedText): TextSpan[] {
  return [...ownMatches(text, [workforcePattern, namedExamPattern])].map(({ span }) => span).filter((span) => !academicExam.test(span.text));
}

// The course's own length where the text states it ("this 90-minute online course", "a two-day
// workshop", "an eight-hour training"); a day counts 8 hours. Not a weekly schedule ("a three-hour
// lecture each week") nor one of several sessions ("two 3-hour sessions" has no singular noun), nor a part
// of the course ("including the 8 hours of training in tomosynthesis"). The look-behind follows the number and holds it
// again (`\1`): one that opened the pattern would be tried at every offset of the text.
const numberWords: Record<string, number> = { half: 0.5, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };
const unitHours: Record<string, number> = { minute: 1 / 60, min: 1 / 60, hour: 1, hr: 1, day: 8 };
const durationPattern =
  filtered(/\b(\d{1,3}(?:\.\d)?|half|one|two|three|four|five|six|seven|eight|nine|ten|twelve)(?<!(?:\b(?:annual|yearly) |\bincluding (?:the |an? )?)\1)[- ](minute|hour|day)s?(?:[- ]long)? (?:[\w-]+ ){0,2}?(?:course|workshop|training|seminar|webinar|class|program|programme|session|bootcamp|module|project)\b(?! (?:each|every|per|a) (?:week|day)\b)/gi);

const amountWords = String.raw`(\d{1,3}(?:\.\d)?|half|one|two|three|four|five|six|seven|eight|nine|ten|twelve)`;
// Per week, per day, per session: a schedule, not the course's length.
const notPerPeriod = String.raw`(?![^\S\n]*(?:per|a|each|every|\/)[^\S\n]*(?:week|day|month|session|module|lesson|unit|class)\b)`;
// The length as a field ("Duration: 3 hours", "Course length: 2 days") or counted hours of the whole course ("12 CPD
// hours", "20 guided learning hours"); not contact hours, which catalogues count by the week ("3 credits, 4 contact
// hours"), nor a total of credit hours ("may be repeated to a maximum of 16 total hours").
const durationFieldPatterns = [
  // From the colon, so that only colons are tried; the label is checked behind it.
  filtered(new RegExp(String.raw`:(?<=\b(?:[Dd]uration|[Ll]ength|[Cc]ourse length|[Tt]ime to complete|[Tt]otal time|[Ee]stimated time|DURATION|LENGTH)[^\S\n]*:)[^\S\n]*(?:(?:approx(?:imately|\.)?|about|around|ca\.)[^\S\n]+)?${amountWords}[- ]?(minute|hour|day|hr|min)s?\b${notPerPeriod}`, 'dg')),
  filtered(new RegExp(String.raw`\b(\d{1,3}(?:\.\d)?)[- ](?:guided learning|CPD|training|instruction(?:al)?)[- ](hour)s?\b${notPerPeriod}`, 'dg')),
];
// A length standing as a segment of its own where a course page opens ("… online course. 3 hours, 3 CPD points."
// "Self-paced · 90 minutes"), in the title or the first two lines: further down, "3 hours." is a session's. Catalogues
// write credit hours the same way ("ENGL 101. Composition I. 3 Hours."), so a line must name how the course is given,
// and a title must carry no course number.
const durationSegmentPattern = filtered(new RegExp(String.raw`(?:^|[|·•(]|[.;](?=[^\S\n]))[^\S\n]*${amountWords}[- ](minute|hour|day|hr|min)s?(?=[^\S\n]*(?:[,;|·•)]|\.(?:\s|$)|$))`, 'dgim'));
const openingLines = 2;
const openingChars = 400;
const deliveryWords = /\b(?:online|self-paced|e-?learning|on[- ]demand|CPD|webinar|virtual|in[- ]person|instructor[- ]led)\b/i;
const deliveryWindow = 80;

// The text around a match on its own line, within `deliveryWindow` characters.
const near = (source: string, start: number, end: number) => {
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = source.indexOf('\n', end);
  return source.slice(Math.max(lineStart, start - deliveryWindow), Math.min(lineEnd === -1 ? source.length : lineEnd, end + deliveryWindow));
};

/**
 * The shortest length the title or a description sentence (not a prerequisite) gives the course, in hours. A field or
 * a segment of the header is read in the description as written (`written`): the header and a "Format:" line, set
 * aside for skills, are where a course page gives its length.
 */
function statedDuration(text: AnalysedText, written: string): { hours: number; span: TextSpan } | undefined {
  let shortest: { hours: number; span: TextSpan } | undefined;
  const opening = written.slice(0, Math.min(openingChars, written.split('\n', openingLines).join('\n').length));
  const segments = [...ownMatches(text, [durationSegmentPattern], opening)].filter(({ span }) =>
    span.field === 'courseName' ? !findCourseCodes(text.courseName).some((code) => code.number >= 100) : deliveryWords.test(near(opening, span.start, span.end)),
  );
  for (const { match, span } of [...ownMatches(text, [durationPattern]), ...ownMatches(text, durationFieldPatterns, written), ...segments]) {
    const amount = numberWords[(match[1] ?? '').toLowerCase()] ?? Number(match[1]);
    const hours = amount * (unitHours[(match[2] ?? '').toLowerCase()] ?? 1);
    // A field's or a segment's evidence is its length ("2 days"), not the colon or the separator before it.
    const from = match.indices?.[1]?.[0];
    const evidence = from === undefined ? span : { ...span, start: span.start + from - match.index, text: span.text.slice(from - match.index) };
    if (hours > 0 && (!shortest || hours < shortest.hours)) shortest = { hours, span: evidence };
  }
  return shortest;
}

function formatHours(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} minutes`;
  return `${Number(hours.toFixed(1))} hour${hours === 1 ? '' : 's'}`;
}

/** Instruction hours cap the level: a very short course cannot reach the upper levels whatever its wording. */
function hoursCap(hours: number): number {
  return hours < 10 ? 2 : hours < 30 ? 3 : 5;
}

// Words that course descriptions use whatever their subject.
const courseWordPattern =
  /\b(?:courses?|class(?:es)?|students?|learners?|participants?|trainees?|learn(?:s|ing)?|teach(?:es|ing)?|topics?|skills?|techniques?|training|programs?|programmes?|modules?|lessons?|lectures?|seminars?|workshops?|curriculum|syllabus|introduc\w*|principles|fundamentals|methods|theory|practice|certificat\w*|exams?|assessments?|labs?|laboratory|projects?|outcomes?|graduates?|analy[sz]es|examines|explores|surveys|emphasi[sz](?:es|ing)|focus(?:es|ing)? on)\b/i;

// A course that asks its participants for years of professional experience, is written for
// experienced practitioners, or earns licensed professionals continuing-education credit builds on
// practice: it is at least Intermediate. Fixed rules, not fitted (the corpus holds two rows with such
// credit and none asking for work experience); the model reads practitioners' wording as marketing.
const practiceFloor = 3;
// A graduate certificate or diploma is graduate-level study, at least Advance; a master's or doctoral degree, a
// graduate or doctoral course or seminar, a residency or a post-master's certificate is Expert, as the catalogues
// place graduate courses (500 and above).
const graduateFloor = 5;
const graduateCertificateFloor = 4;
const graduateCertificate = /\b(?:certificates?|diplomas?|PgDip|PGDip|PgCert|PGCert|PG (?:dip(?:loma)?|cert(?:ificate)?))\b/i;
const postMasters = /\bpost-?master/i;
const bachelorFloor = 4;
// An advanced course — by its title's own word, or a masterclass or advanced course for practitioners — is at least Advance.
const advancedFloor = 4;
const intermediateTitleLevel = 3;
const capstoneTitle = /\bcapstones?\b/i;
const nonMajorsPattern = filtered(/(?<!\bnot (?:open )?(?:to|for) (?:[\w-]+ ){0,2})\b(?:non-?(?:[a-z]+[- ])?majors|non-?science students|non-?scientists)\b/i);
const upperProgrammeAdmission = /\badmission to (?:the |a |an )?(?:[\w-]+ ){0,3}?(?:teacher education|BSN|B\.S\.N\.|honou?rs) (?:program|programme|curriculum)\b/i;
const generalEducationPattern = filtered(/\b(?:[Ff]ulfills|[Ss]atisfies|[Mm]eets) (?:the )?GE (?:(?:Area )?Upper-Division [A-F]\d?|Area UD-?[A-F]\d?|UD-?[A-F]\d?|Areas? [A-F]\d?)\b/);
const standingYearWords = String.raw`(?:freshman|sophomore|junior|senior|upper[- ]division|advanced undergraduate|(?:first|second|third|fourth|final)[- ]year)`;
const standingPattern = filtered(new RegExp(
  String.raw`\b(?:${standingYearWords}(?:,\s*|,?\s+(?:or|and)\s+))*${standingYearWords}(?: students?)? standing\b|\b(?:restricted|limited|open only) to (?:${standingYearWords}(?:,\s*|,?\s+(?:or|and)\s+))*${standingYearWords} (?:students|undergraduates)\b|\bin (?:the|their) (?:junior|senior|third|fourth|final) year\b(?! (?:of|at|in) (?:high|secondary|middle|primary|elementary|school|the school))`,
  'gi',
));
const standingYear = new RegExp(String.raw`\b(freshman|sophomore|junior|senior|upper[- ]division|advanced undergraduate|(?:first|second|third|fourth|final)[- ]year|third|fourth|final)\b`, 'gi');
const standingLevels: Readonly<Record<string, number>> = { freshman: 1, first: 1, sophomore: 2, second: 2, junior: 3, third: 3, 'upper-division': 3, 'upper division': 3, 'advanced undergraduate': 3, senior: 4, fourth: 4, final: 4 };
const capstoneFloor = 3;
// An online course that belongs to a MicroMasters (edX) or MasterTrack (Coursera) programme is one of a series of
// graduate-level courses that count towards a master's degree: open online catalogues grade them Advanced, at least
// Advance here. A fixed rule: the corpus's five such courses are all Advanced, and the model (cross-validated)
// placed them at Novice or Intermediate, as it does most online courses.
const graduateOnlineFloor = 4;
const graduateOnlinePattern = filtered(/\b(?:Micro ?Masters|MasterTrack)\b/gi);

/** The levels a course's own level word puts it at, in its title or its header: introductory 1, intermediate 3, advanced 4 or above. */
function levelWordRange(word: 'introductory' | 'intermediate' | 'advanced'): [number, number] {
  return word === 'advanced' ? [advancedFloor, 5] : word === 'intermediate' ? [intermediateTitleLevel, intermediateTitleLevel] : [1, 1];
}
const advancedPractice = /\b(?:advanced|master ?class)\b/i;
const practiceRules: { id: string; label: string; pattern: RegExp }[] = [
  {
    id: 'professionalExperience',
    label: 'Written for people with professional experience or a licence',
    pattern: filtered(new RegExp(
      String.raw`\b(?:(?:(?:(?:\d{1,2}|one|two|three)(?: to |-| or ))?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|ten|several|a)\+? (?:or more )?years?|(?:[6-9]|1\d|[2-9]\d|six|nine|twelve|eighteen) months?)(?:'|’)? (?:(?:of )?(?:[\w-]+ ){0,3}?(?:experience|practice)|in (?:[\w-]+ ){0,3}?(?:roles?|positions?|practice|the field|the industry|risk|compliance|management))|(?:experience|practice) of (?:at least |a minimum of )?(?:\d{1,2}|one|two|three|four|five|a) (?:or more )?years?|(?:existing|substantial|significant|extensive) (?:[\w-]+ ){0,3}?experience|(?<!\b(?:new|novice|beginning|aspiring|less) (?:and|or|to) )experienced (?:[\w-]+ ){0,2}?(?:professionals|practitioners|managers|staff|engineers|developers|nurses|clinicians|leaders|analysts|supervisors|technicians|teachers|educators|auditors|accountants|attorneys|lawyers|designers|programmers|administrators)|(?:clinical|professional|nursing|teaching) licen[cs]e (?:is )?required|master ?class(?:es)?|\b(?:for|prepares|trains|open to|(?:designed|intended) for|(?:target )?audience:?) (?:currently |already )?(?:registered|licensed|practi[sc]ing) (?:[\w-]+ ){0,3}?(?:technologists|nurses|pharmacists|physicians|therapists|radiographers|engineers|accountants|teachers|paramedics|dentists|hygienists|electricians|plumbers|professionals|practitioners|clinicians|counsell?ors|dietitians|midwives|architects|lawyers|attorneys|surveyors|inspectors))\b`,
      'gi',
    )),
  },
  {
    id: 'degreeRequired',
    label: 'Asks for a completed degree',
    pattern: filtered(/\b(?:(?:requires?|required|must hold|holders? of|applicants with) (?:a |an )?(?:[\w'-]+ ){0,2}?(?:bachelor'?s|baccalaureate|four-year|undergraduate|university) (?:[\w-]+ )?degree|(?:should|must) (?:already )?(?:have|hold) (?:a |an )?(?:[\w'-]+ ){0,2}?degree|(?:a |an )?bachelor'?s degree (?:is |are )?(?:required|or higher))\b/gi),
  },
  {
    id: 'continuingEducation',
    label: 'Earns practising professionals continuing-education credit',
    pattern: filtered(/\b(?:CEUs?|PDHs?|(?:CPE|CME|CLE|CE) (?:credits?|hours|units)|(?:nursing|ANCC|CNE) contact hours?|PDUs?|continuing (?:education|professional education|medical education|legal education|nursing education) (?:credits?|hours|units)|[Cc]ontinuing (?:nursing )?education: (?:[\w-]+ ){0,3}?\d{1,2}(?:\.\d{1,2})? (?:contact |credit )?hours|CPEUs?|(?:licen[cs]e|certification) renewal|recertification|professional development (?:hours|credits|units))\b/g),
  },
];

// Text that opens the course to newcomers overrides those rules: "for non-financial managers", an
// entry-level operator course whose certificate is later renewed with CEUs.
const newcomersPattern =
  filtered(/\b(?:(?<!\bnot an? )entry[- ]level|no (?:prior |previous )?(?:[\w-]+ )?(?:experience|knowledge|background) (?:is )?(?:required|needed|necessary)|level: beginner|beginner[- ]level|non-[a-z]+ (?:managers|professionals|specialists|majors|students)|for beginners|[\w-]+-in-training|grade (?:I|1)\b|first[- ]time (?:supervisors?|managers?|leaders?|team leads?)|newly (?:promoted|appointed|hired)|new (?:supervisors|managers|hires|employees|team leads))/i);

// Experience that lets a student skip the course says nothing of who takes it: "Students who already have
// substantial programming experience may request a challenge exam and proceed directly to COSC 121".
const skipsTheCourse = /\b(?:challenge (?:exam|test|credit)|(?:may|can) (?:skip|bypass|waive|test out)|place out|placement out|exempt(?:ed|ion)? from|proceed directly to|instead take|advanced standing)\b/i;

// A title that calls the course introductory: whatever its participants bring, it starts at the start.
const introductoryTitle = /\b(?:intro(?:duction|ductory)?|beginn(?:er|ers|ing)|basics|101|foundations?|fundamentals|essentials|getting started)\b/i;

// Text that says the course is for beginners ("Stained Glass for Beginners", "Beginner level"), or is written for
// newcomers ("in a non-mathematical and easily accessible way").
const forBeginners = new RegExp(String.raw`\b(?:for (?:absolute |complete |total )?beginners|(?:a |the )?beginner['’]?s['’]? guide|(?:is|as) an (?:introductory|entry-level) (?:course|class|module)|(?:is )?designed to introduce|beginner[- ]level|level: beginner|(?:absolute|complete|total) beginners|no (?:prior|previous) (?:[\w-]+ )?(?:experience|knowledge)|(?:designed |intended |meant )?for anyone(?! (?:with|who (?:has|have|already|holds?)))|open to all|no (?:experience|background)(?: knowledge)? (?:is )?(?:needed|required|necessary)|${accessibleWording})\b`, 'i');
const newcomersWording = new RegExp(String.raw`^(?:${accessibleWording})$`, 'i');

/** Why a split between Beginner and Intermediate starts at Beginner, in the text's own words. */
function beginnersReason(words: string): string {
  if (newcomersWording.test(words)) return `the text says the course is written for newcomers ("${words}")`;
  return /introduc/i.test(words) ? `the text calls the course introductory ("${words}")` : `the text says the course is for beginners ("${words}")`;
}

const secondaryGrade = /\((?:Grades?|Year) (?:9|10|11|12)(?:[–-](?:10|11|12))?\)|\bGrades? (?:9|10|11|12)\b(?![–-](?:\d))|\b(?:senior|junior) high school\b|\bhigh school (?:course|class|subject|credit)\b/i;
const teachingGrades = /\b(?:teach\w*|methods|curriculum|pedagog\w*|instruction|classroom|educators?|teachers?|practicum|student teaching)\b/i;

/** Where the title or the description's first line puts a course in a secondary-school grade. */
function secondarySchoolCourse(text: AnalysedText, written: string): TextSpan | undefined {
  const firstLine = written.slice(0, (written.indexOf('\n') + 1 || written.length + 1) - 1).slice(0, 200);
  for (const [field, source] of [['courseName', text.courseName], ['description', firstLine]] as const) {
    const match = secondaryGrade.exec(source);
    if (match && !teachingGrades.test(`${text.courseName} ${firstLine}`)) return { field, start: match.index, end: match.index + match[0].length, text: match[0] };
  }
  return undefined;
}

/** Moves the probability of the levels below `lowest` onto `lowest`, and of those above `highest` onto `highest`. */
function clampLevel(distribution: readonly number[], lowest: number, highest: number): number[] {
  const clamped = new Array<number>(distribution.length).fill(0);
  distribution.forEach((p, k) => {
    const level = Math.min(highest, Math.max(lowest, k + 1));
    clamped[level - 1] = (clamped[level - 1] ?? 0) + p;
  });
  return clamped;
}

/** Options for `evaluate`; the defaults are the taxonomy and the model shipped with the engine. */
export interface EvaluateOptions {
  taxonomy?: Taxonomy;
  model?: LevelModel;
}

/**
 * Compiles the taxonomy and loads the word list now rather than on the first `evaluate` call (about
 * 20 MB and a few tens of milliseconds, once per process); call it at server start-up.
 */
export function preloadEvaluator(): void {
  getDefaultTaxonomy();
  wordRank('the');
  beginsLongerWord('the', 1);
}

/** The engine's version string: release plus the fitted weights' version. */
export function engineVersionOf(model: LevelModel = defaultModel): string {
  return `${engineRelease}+${model.version}`;
}

/** The version string of the shipped engine and weights. */
export const engineVersion = engineVersionOf();

function wordsIn(text: AnalysedText): number {
  return text.titleTokens.length + text.bodyTokens.length;
}

function notEvaluated(wordCount: number, language: string, model: LevelModel, reasons: string[], skills: EvaluationResult['skills'] = []): EvaluationResult {
  return {
    level: 0,
    levelLabel: levelLabel(0),
    points: 0,
    score: 0,
    skills,
    signals: [],
    reasons,
    language,
    wordCount,
    engineVersion: engineVersionOf(model),
  };
}

/** Hours between two dates, whole days counted inclusively; undefined when either is missing or invalid. */
function courseHoursSpan(start: EvaluationInput['courseStartDate'], end: EvaluationInput['courseEndDate']): number | undefined {
  if (!start || !end) return undefined;
  const from = new Date(start).getTime();
  const to = new Date(end).getTime();
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) return undefined;
  return (to - from) / 3_600_000 + 24;
}

function vocabularyEvidence(features: FeatureSet, lexicon: Readonly<Record<string, number>>, text: AnalysedText, direction: number): TextSpan[] {
  // The five words that pull hardest in the signal's direction, the earlier first among equals.
  const strongest: { weight: number; place: { start: number; end: number; field: 'courseName' | 'description' } }[] = [];
  for (const [stem, place] of features.stems) {
    const offset = lexiconOffset(lexicon, stem);
    if (offset === undefined || offset * direction <= 0) continue;
    const weight = Math.abs(offset);
    if (strongest.length === 5 && weight <= (strongest[4]?.weight ?? 0)) continue;
    const at = strongest.findIndex((other) => other.weight < weight);
    strongest.splice(at === -1 ? strongest.length : at, 0, { weight, place });
    if (strongest.length > 5) strongest.pop();
  }
  return strongest.map(({ place }) => spanOf(text, place.field, place.start, place.end));
}

function round(value: number, digits = 3): number {
  return Number(value.toFixed(digits));
}

function describeSignal(signal: LevelSignal): string {
  const direction = signal.contribution > 0 ? 'raised' : 'lowered';
  const quoted = signal.evidence.slice(0, 3).map((span) => `"${span.text.length > 60 ? `${span.text.slice(0, 57)}…` : span.text}"`);
  return `${signal.label} ${direction} the level by ${Math.abs(signal.contribution).toFixed(2)}${quoted.length > 0 ? ` (${quoted.join(', ')})` : ''}.`;
}

/**
 * Evaluates a course description: the skills it teaches, its level on the spec's scale (0 to 5),
 * rating points, and the signals and reasons behind them. Pure, synchronous and deterministic; it
 * never throws for any strings (only for non-string fields, with `INVALID_INPUT`).
 */
export function evaluate(input: EvaluationInput, options: EvaluateOptions = {}): EvaluationResult {
  if (typeof input !== 'object' || input === null || typeof input.courseName !== 'string' || typeof input.description !== 'string') {
    throw new EngineError('INVALID_INPUT');
  }
  const taxonomy = options.taxonomy ?? getDefaultTaxonomy();
  const model = options.model ?? defaultModel;
  const reasons: string[] = [];
  const courseName = input.courseName.slice(0, maxCourseNameChars);
  const description = input.description.slice(0, maxDescriptionChars);
  if (input.description.length > maxDescriptionChars) {
    reasons.push(`Only the first ${maxDescriptionChars.toLocaleString('en-US')} characters of the description were read.`);
  }
  // An uploaded syllabus says how the course is run as well as what it teaches; its grading, integrity,
  // accommodation and wellness sections are blanked (offsets kept) so that they name no skill and move no level.
  const { sections: setAside, spans: notTeaching, roles } = readDocument(description, courseName);
  const text = analyseText(courseName, blankSections(description, notTeaching), roles, description);
  if (setAside.length > 0) {
    const headings = [...new Set(setAside.map((section) => section.heading))];
    const named = headings.slice(0, 6).map((heading) => `"${heading.length > 60 ? `${heading.slice(0, 57)}…` : heading}"`);
    reasons.push(
      `${setAside.length} section${setAside.length === 1 ? '' : 's'} on how the course is run (${named.join(', ')}${headings.length > 6 ? ' …' : ''}) ${setAside.length === 1 ? 'was' : 'were'} not read for skills or level.`,
    );
  }
  const wordCount = notTeaching.length > 0 ? text.titleTokens.length + countWords(description) : wordsIn(text);

  const { language, isEnglish } = detectLanguage(`${courseName}\n${description}`);
  if (!isEnglish) return notEvaluated(wordCount, language, model, [...reasons, 'Documents must be in English.']);

  const descriptionWords = text.bodyTokens.filter((token) => token.hasLetter);
  if (descriptionWords.length < minDescriptionWords && setAside.length > 0) {
    return notEvaluated(wordCount, language, model, [
      ...reasons,
      'The text holds little besides how the course is run (grading, policies, contacts); add the course description, its learning outcomes or its topics.',
    ]);
  }
  if (descriptionWords.length < minDescriptionWords) {
    return notEvaluated(wordCount, language, model, [
      ...reasons,
      `The description has ${descriptionWords.length} word${descriptionWords.length === 1 ? '' : 's'}; at least ${minDescriptionWords} are needed to judge a course.`,
    ]);
  }
  const known = descriptionWords.filter((token) => token.rank !== undefined).length;
  if (known / descriptionWords.length < minKnownWordShare) {
    return notEvaluated(wordCount, language, model, [...reasons, 'The text does not read as a course description (too few ordinary English words).']);
  }

  const skills = extractSkills(text, taxonomy);
  // A short text that names nothing a course teaches and none of the words a course description uses
  // ("We met and had lunch on a sunny day.") is no course description; a longer one, or one that
  // reads as a course the taxonomy does not cover, still gets a level (the reasons say no skill was found).
  // A course number in the title ("ECON 342 HIST OF ECON THOUGHT", a transcript's line) says it is a course.
  if (skills.length === 0 && descriptionWords.length < shortDescriptionWords && !courseWordPattern.test(`${courseName}\n${description}`) && !findCourseCodes(courseName).some((code) => code.number >= 100)) {
    return notEvaluated(wordCount, language, model, [...reasons, 'The text names no skill or topic that a course teaches, so it cannot be judged as a course description.']);
  }
  const features = extractFeatures(text, skills, description);
  const lexicon = partFor(features.values, model).lexicon;
  features.values['vocabulary.level'] = vocabularyLevel(features.stems.keys(), lexicon);
  const { distribution: modelDistribution, baseline, contributions } = scoreFeatures(features.values, model);

  const signals: LevelSignal[] = contributions.map(({ feature, value, contribution }) => ({
    id: feature,
    label: featureLabels[feature],
    value: round(value),
    contribution: round(contribution),
    evidence: feature === 'vocabulary.level' ? vocabularyEvidence(features, lexicon, text, Math.sign(contribution)) : features.evidence[feature].slice(0, 8),
  }));

  // The fixed rules act on the level distribution; their contribution is the change of its mean.
  let distribution = modelDistribution;
  // Moves the distribution into [lowest, highest] and records the rule as a signal with the change it made.
  const clampBy = (lowest: number, highest: number, signal: Omit<LevelSignal, 'contribution'>) => {
    const before = expectedLevel(distribution);
    distribution = clampLevel(distribution, lowest, highest);
    signals.push({ id: signal.id, label: signal.label, value: signal.value, contribution: round(expectedLevel(distribution) - before), evidence: signal.evidence });
  };
  if (features.ownCourseLevel && features.ownCourseLevel.level >= 1) {
    const own = Math.min(5, features.ownCourseLevel.level);
    const before = expectedLevel(distribution);
    distribution = distribution.map((p, k) => (1 - ownCourseNumberPull) * p + (k + 1 === own ? ownCourseNumberPull : 0));
    signals.push({
      id: 'courseNumber.own',
      label: `The course number ${features.ownCourseLevel.span.field === 'courseName' ? 'in the title' : 'the header gives as its code'} stands for level ${features.ownCourseLevel.level}`,
      value: features.ownCourseLevel.level,
      contribution: round(expectedLevel(distribution) - before),
      evidence: [features.ownCourseLevel.span],
    });
  }

  // Anywhere in the text: "counts towards the MicroMasters credential" places the course as surely as "is part of".
  // Before the title's and the provider's own level words, which say more of one course in such a programme.
  const graduateOnline = features.ownCourseLevel
    ? undefined
    : [...matchSpans(text, 'courseName', text.courseName, graduateOnlinePattern), ...matchSpans(text, 'description', text.description, graduateOnlinePattern)][0];
  if (graduateOnline) {
    clampBy(graduateOnlineFloor, 5, {
      id: 'graduateOnlineProgramme',
      label: `The course belongs to a programme of graduate-level online courses (${graduateOnline.text}), which puts the level at ${graduateOnlineFloor} or above`,
      value: 1,
      evidence: [graduateOnline],
    });
  }

  // The level word a provider gives its own course in the title: "Advanced Financial Modeling" is at least
  // Advance, "Intermediate Japanese I" Intermediate. A fixed rule, not fitted; the course number, where the title
  // has one, says more. It comes before the length caps: a two-hour "advanced" webinar stays short.
  const levelWord = features.ownCourseLevel ? undefined : titleLevelWord(text.courseName);
  if (levelWord) {
    const [lowest, highest] = levelWordRange(levelWord.word);
    clampBy(lowest, highest, {
      id: 'title.levelWord',
      label:
        levelWord.word === 'advanced'
          ? `The title calls the course advanced, which puts the level at ${advancedFloor} or above`
          : `The title calls the course intermediate, which puts the level at ${intermediateTitleLevel}`,
      value: lowest,
      evidence: [spanOf(text, 'courseName', levelWord.start, levelWord.end)],
    });
  }

  // The year of study the title gives the course ("First-Year Japanese", "Third Year Chinese"): the year is the level,
  // as the first digit of a course number is. Without a course number, a level word, or a graduate title or audience.
  const year = features.ownCourseLevel || levelWord || features.graduateOnly || features.graduateTitle ? undefined : titleYear(text.courseName);
  if (year) {
    clampBy(year.level, year.level, {
      id: 'title.yearOfStudy',
      label: `The title places the course in year ${year.level} of study, which puts the level at ${year.level}`,
      value: year.level,
      evidence: [spanOf(text, 'courseName', year.start, year.end)],
    });
  }

  // A course whose only prerequisite is entry to college-level work ("Placement into college-level English") is a
  // first-year course, as a 100-level number says.
  if (!features.ownCourseLevel && !levelWord && !year && features.collegeEntry) {
    clampBy(1, 1, {
      id: 'prerequisite.collegeEntry',
      label: 'The only prerequisite is entry to college-level work, which makes it a first-year course: level 1',
      value: 1,
      evidence: [features.collegeEntry],
    });
  }

  // A course comes after its prerequisites: one whose prerequisite courses are all numbered 300 or above is a
  // 300-level course or above. The lowest counts, since catalogues list alternatives ("one of PHYS 101 … BIOL 300").
  const prerequisiteFloor = features.prerequisiteFloor;
  if (!features.ownCourseLevel && prerequisiteFloor >= 2) {
    clampBy(Math.min(5, prerequisiteFloor), 5, {
      id: 'prerequisite.floor',
      label: `Every prerequisite course named is numbered for level ${prerequisiteFloor} or above, which puts the course at ${prerequisiteFloor} or above`,
      value: prerequisiteFloor,
      evidence: features.evidence['prerequisite.courseLevel'].slice(0, 8),
    });
  }

  // A year of standing the course asks for ("Prerequisite: Third-year standing", "Junior standing recommended",
  // "Restricted to fourth-year students", "Primarily for physics majors in the senior year") is where it stands; of a
  // list ("Freshman, Sophomore, or Junior Standing"), the lowest.
  const standing = features.ownCourseLevel || !text.literals.mayMatch(standingPattern) ? [] : [...description.matchAll(standingPattern)];
  if (standing.length > 0) {
    const floor = Math.min(...standing.map((match) => Math.min(...[...match[0].matchAll(standingYear)].map((year) => standingLevels[(year[1] ?? '').toLowerCase().replace(/[- ]year$/, '')] ?? 1))));
    const evidence = standing.slice(0, 4).map((match) => givenSpan(description, match.index, match.index + match[0].length));
    if (floor >= 2) {
      clampBy(floor, 5, {
        id: 'standing',
        label: `The course asks for year ${floor} standing, which puts the level at ${floor} or above`,
        value: floor,
        evidence,
      });
    } else {
      // Open to first-year students ("Freshman, Sophomore, or Junior Standing Required"): a lower-division course.
      clampBy(1, 2, {
        id: 'standing',
        label: 'The course is open to first-year students, which puts the level at 1 to 2',
        value: floor,
        evidence,
      });
    }
  }

  // Admission to an upper-division professional programme as a prerequisite ("Admission to a qualifying teacher
  // education curriculum", "Admission to the BSN program", "admission to the departmental honors program"): students
  // enter such programmes after their first two years, so the course is third-year or above.
  const programme = features.ownCourseLevel ? null : upperProgrammeAdmission.exec(description);
  if (programme) {
    clampBy(3, 5, {
      id: 'prerequisite.programme',
      label: 'The course asks for admission to an upper-division programme, which puts the level at 3 or above',
      value: 3,
      evidence: [givenSpan(description, programme.index, programme.index + programme[0].length)],
    });
  }

  // A course for students outside the field ("For non-music majors only", "Provides non-science students with …",
  // "Physics for Nonscientists") is a lower-division service course: 1 to 2. Not "not open to non-majors".
  const nonMajors = features.ownCourseLevel || !text.literals.mayMatch(nonMajorsPattern) ? null : nonMajorsPattern.exec(`${text.courseName}\n${description}`);
  if (nonMajors) {
    const end = nonMajors.index + nonMajors[0].length;
    const offset = text.courseName.length + 1;
    clampBy(1, 2, {
      id: 'audience.nonMajors',
      label: 'The course is for students outside its field (non-majors), which puts the level at 1 to 2',
      value: 1,
      evidence: [nonMajors.index < offset ? spanOf(text, 'courseName', nonMajors.index, end) : givenSpan(description, nonMajors.index - offset, end - offset)],
    });
  }

  // The general-education area a course fulfils, as the California State University's catalogues state it: an
  // upper-division area ("Fulfills GE Upper-Division C", "GE Area UD-B") is taken in the third or fourth year, a
  // lettered area of the lower division ("Fulfills GE Area B1") in the first or second.
  const generalEducation = features.ownCourseLevel || !text.literals.mayMatch(generalEducationPattern) ? null : generalEducationPattern.exec(description);
  if (generalEducation) {
    const upper = /upper|UD-?[A-F]/i.test(generalEducation[0]);
    clampBy(upper ? 3 : 1, upper ? 4 : 2, {
      id: 'generalEducation',
      label: upper ? 'The course fulfils an upper-division general-education area, which puts the level at 3 to 4' : 'The course fulfils a lower-division general-education area, which puts the level at 1 to 2',
      value: upper ? 3 : 1,
      evidence: [givenSpan(description, generalEducation.index, generalEducation.index + generalEducation[0].length)],
    });
  }

  // A capstone closes a programme: it applies what the programme's earlier courses taught ("Applied Deep Learning
  // Capstone Project", "Senior Capstone Design"). At least Intermediate, whatever its prose; the course number, where
  // the title has one, says more.
  const capstone = features.ownCourseLevel ? null : capstoneTitle.exec(text.courseName);
  if (capstone) {
    clampBy(capstoneFloor, 5, {
      id: 'title.capstone',
      label: `The title names a capstone, which closes a programme by applying its earlier courses: the level is ${capstoneFloor} or above`,
      value: capstoneFloor,
      evidence: [spanOf(text, 'courseName', capstone.index, capstone.index + capstone[0].length)],
    });
  }

  // The level the provider gives the course in its own words, as course platforms do ("Online course | Self-paced |
  // Beginner level", "Level: Intermediate", "Difficulty: Advanced"), read where the document states it (its header
  // too), as open online course catalogues grade: introductory at 1, intermediate at 3, advanced at 4 or above.
  const providerLevel = levelWord || year || features.ownCourseLevel ? undefined : statedLevel(text, description, setAside);
  if (providerLevel) {
    const [lowest, highest] = levelWordRange(providerLevel.word);
    clampBy(lowest, highest, {
      id: 'statedLevel',
      label: `The text gives the course's level as "${providerLevel.span.text}", which puts the level at ${lowest}${highest > lowest ? ' or above' : ''}`,
      value: lowest,
      evidence: [providerLevel.span],
    });
  }

  // Instruction hours (spec: credit hours are hours, capped by the course dates): a very short
  // course cannot reach the upper levels whatever its wording. A fixed rule, not fitted.
  const hours = input.creditHours ?? undefined;
  if (typeof hours === 'number' && Number.isFinite(hours) && hours > 0) {
    const cap = hoursCap(hours);
    const before = expectedLevel(distribution);
    distribution = clampLevel(distribution, 1, cap);
    const change = expectedLevel(distribution) - before;
    signals.push({
      id: 'creditHours',
      label: change < 0 ? `Only ${hours} instruction hours, which caps the level at ${cap}` : `${hours} instruction hours`,
      value: hours,
      contribution: round(change),
      evidence: [],
    });
  }
  const stated = statedDuration(text, description);
  if (stated && hoursCap(stated.hours) < 5) {
    const cap = hoursCap(stated.hours);
    clampBy(1, cap, {
      id: 'statedDuration',
      label: `The text gives the course's length as ${formatHours(stated.hours)}, which caps the level at ${cap}`,
      value: round(stated.hours),
      evidence: [stated.span],
    });
  }
  // Practice sets a floor that a short length does not lower: a one-day CLE workshop for experienced
  // trial lawyers is no beginners' course. So the floor comes after the length caps.
  // A first-year course is for newcomers too, whatever it says of students who may skip it.
  const titleIntroductory = introductoryTitle.test(text.courseName);
  const forNewcomers = (text.literals.mayMatch(newcomersPattern) && newcomersPattern.test(`${text.courseName}\n${text.description}`)) || titleIntroductory || features.ownCourseLevel?.level === 1;
  let practiceFloorHolds = false;
  for (const rule of forNewcomers ? [] : practiceRules) {
    const spans = [...matchSpans(text, 'courseName', text.courseName, rule.pattern), ...matchSpans(text, 'description', text.description, rule.pattern)].filter(
      (span) => span.field === 'courseName' || !skipsTheCourse.test(sentenceAt(text.sentences, span.start)?.text ?? ''),
    );
    if (spans.length === 0) continue;
    practiceFloorHolds = true;
    clampBy(practiceFloor, 5, { id: rule.id, label: `${rule.label}, which puts the level at ${practiceFloor} or above`, value: spans.length, evidence: spans.slice(0, 8) });
  }

  // An advanced course or a masterclass for practitioners ("Advanced Power System Protection" for protection
  // engineers with experience) goes beyond their practice: at least Advance. A fixed rule (readers' texts: 4 more
  // levels in range; no corpus row changes).
  const advancedTitle = practiceFloorHolds && levelWord?.word !== 'advanced' ? advancedPractice.exec(text.courseName) : null;
  if (advancedTitle) {
    clampBy(advancedFloor, 5, {
      id: 'advancedPractice',
      label: `The title calls a course for practitioners advanced, which puts the level at ${advancedFloor} or above`,
      value: 1,
      evidence: [spanOf(text, 'courseName', advancedTitle.index, advancedTitle.index + advancedTitle[0].length)],
    });
  }

  // A graduate degree or certificate named in the title ("Master of Divinity", "MA Conference Interpreting",
  // "PgDip Forensic Science") is graduate study, at least Advance, whatever the introductory courses its list
  // of modules names. A fixed rule, like the practice floor; no corpus title names an award.
  // A bachelor's degree, four years of study as a whole up to its senior courses, is at least Advance.
  const award = features.graduateTitle
    ? {
        id: 'graduateAward',
        floor: graduateCertificate.test(text.courseName) && !postMasters.test(text.courseName) ? graduateCertificateFloor : graduateFloor,
        span: features.graduateTitle,
        label:
          features.graduateTitle.field === 'courseName'
            ? 'The title names graduate study (a degree, course, certificate, residency or medical clerkship)'
            : "The header names the master's programme the course belongs to",
      }
    : features.bachelorTitle
      ? { id: 'bachelorDegree', floor: bachelorFloor, span: features.bachelorTitle, label: "The title names a bachelor's degree" }
      : undefined;
  if (award) {
    clampBy(award.floor, 5, { id: award.id, label: `${award.label}, which puts the level at ${award.floor}${award.floor < 5 ? ' or above' : ''}`, value: 1, evidence: [award.span] });
  }

  // A university course numbered for the fourth year or graduate study, or open only to graduate students, is
  // no workforce training, even when it names a licensing exam ("CIVE 4120 Foundation Engineering …
  // calculators approved for the FE exam"; a graduate course that "prepares students for Part 2 of the ABR
  // certification"). Nor is an advanced course for practitioners, whose floor the cap would undo.
  // Nor is a bachelor's or graduate degree that prepares for a licence (a BSN "eligible to take the NCLEX-RN").
  const academic = (features.ownCourseLevel?.level ?? 0) >= 4 || features.graduateOnly || advancedTitle !== null || levelWord?.word === 'advanced' || award !== undefined || graduateOnline !== undefined;
  const workforce = academic ? [] : workforceSpans(text);
  if (workforce.length > 0) {
    clampBy(1, workforceLevelCap, {
      id: 'workforceTraining',
      label: `Workforce training or certification preparation, which caps the level at ${workforceLevelCap}`,
      value: workforce.length,
      evidence: workforce.slice(0, 8),
    });
  }
  // A level of a national qualifications framework stated for the course ("FHEQ Level 6", "Level: 5 (FHEQ)", "NQF
  // level 8") places it as evaluators place that level, whatever its module code looks like on the US scale (a UK
  // "PSY5012" is a second-year module, not a graduate course); so does an Ontario college credential ("Ontario College
  // Diploma | 2 years"). Not in prerequisites ("Entry requirement: RQF Level 3").
  const framework = statedFrameworkLevel(text, description, setAside);
  if (framework) {
    const { lowest, highest, qualification, level } = framework;
    clampBy(lowest, highest, {
      id: 'qualificationFramework',
      label: `The text places the course at ${qualification}, which is level ${lowest === highest ? lowest : `${lowest} to ${highest}`}`,
      value: level,
      evidence: [framework.span],
    });
  }
  // An ACE credit recommendation's category (military training on a Joint Services Transcript, courses in the ACE and
  // NCCRS guides) is where the recommending faculty placed the course: upper-division 3 to 4, graduate 4 to 5.
  // Read in the text as given: the recommendation's line is set aside for skills.
  const creditCategory = creditRecommendationLevels(description, text.literals);
  if (creditCategory) {
    const span = givenSpan(description, creditCategory.start, creditCategory.end);
    clampBy(creditCategory.lowest, creditCategory.highest, {
      id: 'creditRecommendation',
      label: `The text gives a credit recommendation in the ${span.text}, which is level ${creditCategory.lowest === creditCategory.highest ? creditCategory.lowest : `${creditCategory.lowest} to ${creditCategory.highest}`}`,
      value: creditCategory.lowest,
      evidence: [span],
    });
  }
  // A course that prepares for a known certification or licence is at that credential's level: a CISSP boot camp
  // or a CFA Level III review is for experienced professionals, a BLS provider course for anyone. Last, so that it
  // settles the level the workforce cap would hold at Intermediate. Not for a numbered course.
  const credential = features.ownCourseLevel ? undefined : credentialInTitle(text.courseName);
  if (credential) {
    const { lowest, highest, name } = credential.credential;
    clampBy(lowest, highest, {
      id: 'credential',
      label: `The title names a credential (${name}) taken at level ${lowest === highest ? lowest : `${lowest} to ${highest}`}`,
      value: lowest,
      evidence: [spanOf(text, 'courseName', credential.start, credential.end)],
    });
  }
  // A high-school course, by the grade its title or first line gives it ("Honors Chemistry (Grade 10)", "Senior High
  // School – Grade 12"), is below the first college year, as evaluators place secondary work; not a course on teaching
  // those grades ("Methods of Teaching Mathematics, Grades 7–12").
  const school = features.ownCourseLevel || credential ? undefined : secondarySchoolCourse(text, description);
  if (school) {
    clampBy(1, 1, { id: 'secondarySchool', label: 'The text places the course in secondary school, which is level 1', value: 1, evidence: [school] });
  }
  const span = courseHoursSpan(input.courseStartDate, input.courseEndDate);
  if (span !== undefined && typeof hours === 'number' && hours > span) {
    reasons.push(`The credit hours (${hours}) exceed the hours between the start and end dates; please check them.`);
  }

  const score = expectedLevel(distribution);
  // Workforce training is text the model never saw: its distribution there is often split between
  // Beginner and Intermediate with next to nothing on Novice, so the median jumps between 1 and 3 on a
  // word. The expected level is steadier; so it is for all text the online-course part reads (`levelOf` in the model).
  const byExpectedLevel = workforce.length > 0 || readByOnlineCoursePart(features.values, model);
  // Elsewhere, where no fixed rule has moved the model's distribution (no course number, stated level, credential,
  // length or practice), the level most likely to lie within one of the truth: split between Beginner and
  // Intermediate, the model answers Novice rather than either. Where a rule has spoken, its evidence decides: the median.
  // A rule that leaves every probability as it was (30 instruction hours cap nothing) has not spoken.
  const modelOnly = distribution.every((p, k) => Math.abs(p - (modelDistribution[k] ?? 0)) < 1e-12);
  const median = medianLevel(distribution);
  const rounded: Level = byExpectedLevel ? roundedLevel(distribution) : modelOnly ? withinOneLevel(distribution) : median;
  // Split between Beginner and Intermediate, the expected level rounds to Novice; a course that calls
  // itself introductory or for beginners, with no prerequisite course and no number above the first
  // year, starts at the start. A fixed rule (readers' texts: 10 more levels in range, none fewer; the
  // corpus, cross-validated through `evaluate`: exact 40.3 → 40.7 %, MAE 0.785 → 0.780).
  const startsAtStart =
    byExpectedLevel &&
    !credential &&
    rounded === 2 &&
    (titleIntroductory || forBeginners.test(text.description)) &&
    (features.ownCourseLevel?.level ?? 1) <= 1 &&
    features.values['prerequisite.courseLevel'] === 0;
  const level: Level = startsAtStart ? 1 : rounded;
  signals.sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution) || a.id.localeCompare(b.id));

  const moving = signals.filter((signal) => Math.abs(signal.contribution) >= 0.05);
  const shares = distribution.map((p, k) => `${k + 1}: ${Math.round(100 * p)} %`).join(', ');
  reasons.unshift(
    `Level ${level} (${levelLabel(level)}): ${startsAtStart ? `the model's expected level, ${score.toFixed(2)}, lies between Beginner and Intermediate (level probabilities ${shares}), and ${titleIntroductory ? 'the title calls the course introductory' : beginnersReason(forBeginners.exec(text.description)?.[0] ?? '')}, so it starts at Beginner` : byExpectedLevel ? `the model's expected level, ${score.toFixed(2)}, rounded (level probabilities ${shares})` : rounded !== median
          ? `the level with the best chance of lying within one of the right level: levels ${Math.max(1, rounded - 1)} to ${Math.min(5, rounded + 1)} hold ${Math.round(100 * distribution.slice(Math.max(0, rounded - 2), rounded + 1).reduce((sum, p) => sum + p, 0))} % of the model's level probabilities (${shares}), whose middle is level ${median}. Expected level ${score.toFixed(2)}`
          : `the middle of the model's level probabilities (${shares}). Expected level ${score.toFixed(2)}`}, against ${baseline.toFixed(2)} for a text without any signal; ${moving.length} signal${moving.length === 1 ? '' : 's'} moved it by 0.05 or more.`,
  );
  reasons.push(...moving.slice(0, 4).map(describeSignal));
  if (descriptionWords.length < shortDescriptionWords) {
    reasons.push(
      `The description is short (${descriptionWords.length} words${setAside.length > 0 ? ' besides the sections on how the course is run' : ''}), so the level rests on little evidence; learning outcomes, topics, prerequisites and assessment give a more reliable result.`,
    );
  }
  if (skills.length === 0) reasons.push('No skill from the taxonomy was found in the text.');
  else if (skills.every((skill) => skill.source === 'keyphrase')) reasons.push('No taxonomy skill fitted; the skills listed are key phrases from the text.');

  return {
    level,
    levelLabel: levelLabel(level),
    points: level,
    score: round(score),
    skills,
    signals,
    reasons,
    language: language === 'und' ? 'und' : 'eng',
    wordCount,
    engineVersion: engineVersionOf(model),
  };
}
