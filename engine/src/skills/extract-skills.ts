import { descriptionCourseCodes, findCourseCodes } from '../level/course-codes.js';
import { roleOfToken, spanOf, type AnalysedText, type SentenceRole } from '../text/document.js';
import { neverSkillSpans } from '../text/sections.js';
import { boundedMemo } from '../text/bounded-memo.js';
import { filteredByAlternative } from '../text/literal-filter.js';
import { stopWords } from '../text/stop-words.js';
import type { Token } from '../text/tokenize.js';
import { beginsLongerWord, wordRank } from '../text/word-frequency.js';
import type { Taxonomy, AliasMatch } from '../taxonomy/taxonomy.js';
import type { InputField, SkillResult, TextSpan } from '../types.js';

/** At most this many skills are returned. */
export const maxSkills = 12;
/** Fewer taxonomy skills than this and the key-phrase fallback proposes more. */
const fallbackBelow = 3;
const maxEvidence = 5;
// A skill needs a salience of at least 1: one body mention of a phrase or of a specialised word, or
// two mentions of an everyday word ("finance", "marketing"), or one in the title or an outcome.
const minSalience = 1;
// A single-word alias more frequent than this rank in everyday English counts for less.
const everydayWordRank = 8000;
const everydayWordWeight = 0.8;
// A key phrase must hold at least one word rarer than this rank in everyday English.
const keyPhraseRareRank = 4000;
// One word alone (from the title) must be rarer still: "Exoplanets", not "Intermediate" or "Function".
const singleKeyWordRareRank = 12000;

// How much a mention counts, by where it is: the title names what is taught; a prerequisite or an
// audience sentence names what the student must already have, so it counts for nothing.
const roleWeight: Record<SentenceRole, number> = { outcome: 1.5, body: 1, relation: 0, audience: 0, prerequisite: 0 };
const titleWeight = 3;
// A mention in the first sentence usually states the subject of the course.
const firstSentenceBonus = 0.5;

interface Mention {
  field: InputField;
  start: number;
  end: number;
  weight: number;
}

// A mention after "such as", "e.g." or "for example" in the same sentence is an example of where
// something is applied ("industries such as mining"), seldom a skill taught, so it counts half.
const examplePattern = /\b(?:such as|e\.g\.|for example|for instance|examples?:?|ranging from|used in|applications? (?:in|to)|case studies (?:from|in|drawn from))\b/gi;
const exampleWeight = 0.5;

// The examples end where the sentence goes on to say what the course does: "global challenges such as poverty and
// climate change, and discuss how statistics and scientific methods can help" — statistics is taught, not an example.
// Only verbs that are no nouns ("architecture and design" stays one list).
const exampleEnd =
  /;|\b(?:and|then|before|while)\s+(?:(?:we|you|students|learners|participants)\s+(?:will\s+)?)?(?:discuss|explore|examine|learn|analy[sz]e|consider|apply|applies|develop|compare|evaluate|introduce|investigate|assess|understand|describe|explain|teach|look at)(?:e?s)?\b/gi;

// Each sentence's examples, from the cue to their end (offsets in the description), found once per text: a sentence
// is searched once, not once per mention in it (a 60,000-character list on one line has thousands), and only a
// sentence that holds a mention.
const exampleSpans = new WeakMap<AnalysedText, Map<number, { start: number; end: number } | null>>();

function exampleSpan(text: AnalysedText, index: number): { start: number; end: number } | null {
  let spans = exampleSpans.get(text);
  if (!spans) {
    spans = new Map();
    exampleSpans.set(text, spans);
  }
  let span = spans.get(index);
  if (span === undefined) {
    const sentence = text.sentences[index];
    examplePattern.lastIndex = 0;
    const cue = sentence ? examplePattern.exec(sentence.text) : null;
    if (!sentence || !cue) span = null;
    else {
      exampleEnd.lastIndex = cue.index + cue[0].length;
      const end = exampleEnd.exec(sentence.text);
      span = { start: sentence.start + cue.index, end: sentence.start + (end ? end.index : sentence.text.length) };
    }
    spans.set(index, span);
  }
  return span;
}

function inExample(text: AnalysedText, token: Token): boolean {
  const span = exampleSpan(text, token.sentence);
  return span !== null && span.start < token.start && token.start < span.end;
}

function mentionWeight(text: AnalysedText, field: InputField, first: Token, words: number, exactCase: boolean): number {
  // A name written with its own capitals ("React", "Excel") is no everyday word, however common the
  // word; two capitals ("IT", "PR") may still be an acronym of anything.
  const name = exactCase && first.text.length > 2;
  const rank = words === 1 && !name ? (first.rank ?? wordRank(first.singular)) : undefined;
  const everyday = rank !== undefined && rank <= everydayWordRank;
  const specificity = words === 1 ? (everyday ? everydayWordWeight : 1) : 1 + 0.35 * Math.min(3, words - 1);
  if (field === 'courseName') return titleWeight * specificity;
  const role = roleOfToken(text, first);
  const base = roleWeight[role] + (first.sentence === 0 && role !== 'prerequisite' ? firstSentenceBonus : 0);
  return base * specificity * (inExample(text, first) ? exampleWeight : 1);
}

// "customer service in retail and hospital settings", "interpreting in mental health settings": a field
// named as the place where the work is done is not taught.
const settingWords = new Set(['setting', 'settings', 'sector', 'sectors', 'firm', 'firms', 'company', 'companies', 'employer', 'employers', 'shops', 'studios', 'clinics', 'dealerships', 'dealers', 'retailers', 'contractors', 'distributors', 'agencies', 'sites']);
const settingLead = new Set(['in', 'across', 'within', 'throughout', 'for', 'with', 'at', 'on']);
// Where graduates will work is no topic: "employment as combination welders in … structural steel construction".
// Registered by its alternatives: a text is searched only with the ones whose words it holds.
const employmentPattern = filteredByAlternative(
  /\b(?:employment|employed|jobs?|positions?) (?:as|in|with|at)\b|\bcareers? as\b|\bemployers in\b|\b(?:students|graduates|many|alumni) (?:go on to )?work as\b|\b(?:alumni|others|many|most|some|makers|technicians|technologists|operators|workers|holders) (?:now |typically |often |usually )?work (?:in|at|for)\b|\bhired (?:as|by|at)\b|\b(?:prepared|ready|qualified) to work (?:in|as)\b|\bto work as\b|\b(?:previous|past|recent) (?:cohorts|classes) (?:have )?included\b|\btypical employers\b|\bemployers,? (?:such as|include|including|range from)\b|\bin demand (?:at|in|with|among|across)\b|\b(?:continue|go on|progress|transfer) (?:on )?to (?:university |bachelor'?s |further )?(?:degrees?|studies|programs?) in\b|\bgraduates (?:work|find work|are employed)\b|\btransfer to (?:complete|finish)\b|\btransfer (?:to|into) (?:a |an )?(?:four-year|bachelor'?s|university|BBA|BA|BS)\b|\b(?:begin|start|establish|open) (?:a |their |your )?(?:own )?practice (?:in|at|as)\b|\bto work in\b|\bcareers? in\b|\b(?:refer|referring|referral)s? (?:[\w-]+ ){0,3}?(?:to|for)\b/gi,
);
// A field followed by the people in it names them, not a subject: "assembling data science teams".
const peopleWords = new Set(['team', 'teams', 'staff', 'department', 'departments', 'leaders', 'professionals', 'practitioners', 'personnel', 'officers', 'managers', 'coordinators', 'forwarders', 'brokers', 'analysts', 'adjusters', 'agents', 'specialists', 'owners', 'farmers', 'growers', 'entrepreneurs', 'workers']);
// A field followed by a place of its work names the place: "manage the nursing station".
const workPlaces = new Set(['station', 'stations', 'dealers', 'dealerships', 'retailers', 'contractors', 'distributors', 'consultancies']);
// The people a field's name was stemmed from: "retail managers" are no Retail management.
const peopleNouns = /^(?:managers?|engineers?|planners?|developers?|designers?)$/;

// A generic head word after a noun names a kind of its own: "cash management", "airway management",
// "demand management" are no general Management; after an adjective or "and" it is the field
// ("strategic management", "leadership and management"), and the business itself is too.
const genericHeads = new Set(['management']);
const headModifiersOfTheField = new Set(['business', 'organization', 'organisation', 'people', 'team', 'general', 'senior', 'middle', 'top', 'good', 'sound', 'small', 'modern', 'basic', 'new']);
// Endings of adjectives beyond those of `endsLikeAdjective` ("financial", "different", "primary", "applied").
const modifierAdjectiveEnding = /(?:al|ent|ant|ary|ory|ile|ble|ed)$/;
// Care of a patient's condition is no management: "management of acute coronary syndromes".
const clinicalWords = /^(?:patients?|arrest|syndromes?|diseases?|disorders?|conditions?|pain|wounds?|injur(?:y|ies)|symptoms?|infections?|diabetes|asthma|stroke|emergenc(?:y|ies)|trauma|airways?|illness(?:es)?)$/;

/** Whether a one-word generic head ("management") is the head of a compound or of a clinical phrase. */
export function namesCompoundHead(tokens: readonly Token[], match: AliasMatch): boolean {
  const head = tokens[match.first];
  if (!head || match.first !== match.last || !genericHeads.has(head.norm)) return false;
  const before = tokens[match.first - 1];
  if (before && before.sentence === head.sentence && !head.separated && /^[a-z]+$/.test(before.norm) && !stopWords.has(before.norm)) {
    if (!headModifiersOfTheField.has(before.norm) && !endsLikeAdjective(before) && !modifierAdjectiveEnding.test(before.norm)) return true;
  }
  if (tokens[match.first + 1]?.norm !== 'of') return false;
  for (let i = match.first + 2; i <= match.first + 5 && tokens[i]?.sentence === head.sentence; i++) if (clinicalWords.test(tokens[i]?.norm ?? '')) return true;
  return false;
}

// Who a course is for, listed after "for" or "including": "for restaurant managers, chefs and food
// service supervisors", "including physicians, nurses, paramedics". A person-word alias in such a list
// names the audience; the list must name other people too, so "including polymers, ceramics" is a topic.
const audienceListLead = new Set(['for', 'including', 'prepares', 'equips', 'trains']);
const personPlural = /^(?:[a-z]{3,}(?:ers|ors|ists|ians)|chefs|nurses|midwives|aides|cooks|paramedics|staff)$/;
const audienceListPeople = new Set([...peopleWords, 'supervisors', 'physicians', 'nurses', 'paramedics', 'chefs', 'technicians', 'therapists', 'teachers', 'employees', 'clinicians', 'pharmacists', 'dentists', 'consultants', 'partners', 'midwives', 'dietitians']);

// A field named as the students' own, in a clause: "for chemistry and biochemistry majors", "students in
// nursing, allied health and kinesiology programmes", "a requirement for nursing degrees".
const studentsOfField = new Set(['majors', 'minors', 'students', 'programme', 'programmes', 'degree', 'degrees']);
const studentsLead = new Set(['for', 'in', 'to']);

// Inside such a clause only field words and "and"/"or" stand between the lead, the field and the head,
// joined by nothing but spaces and commas, or a hyphen inside a word ("pre-professional programs"):
// "research design: students evaluate …" is no clause.
const listWord = (token: Token | undefined) => token !== undefined && (token.norm === 'and' || token.norm === 'or' || (/^[a-z-]+$/.test(token.norm) && !stopWords.has(token.norm)));
const joinedInClause = (source: string, a: Token | undefined, b: Token | undefined) => a !== undefined && b !== undefined && /^(?:[\s,]*|-)$/.test(source.slice(a.end, b.start));

function namesStudentsField(source: string, tokens: readonly Token[], match: AliasMatch): boolean {
  const last = tokens[match.last];
  if (!last) return false;
  let head = -1;
  for (let i = match.last + 1; i <= match.last + 5 && tokens[i]?.sentence === last.sentence; i++) {
    if (!joinedInClause(source, tokens[i - 1], tokens[i])) return false;
    if (studentsOfField.has(tokens[i]?.norm ?? '')) {
      head = i;
      break;
    }
    if (!listWord(tokens[i])) return false;
  }
  if (head < 0) return studentsBefore(source, tokens, match);
  for (let i = match.first - 1; i >= match.first - 6 && tokens[i]?.sentence === last.sentence; i--) {
    if (!joinedInClause(source, tokens[i], tokens[i + 1])) return false;
    if (studentsLead.has(tokens[i]?.norm ?? '')) return true;
    if (!listWord(tokens[i])) return false;
  }
  return false;
}

/** "students in statistics, economics and engineering", "majors in biology or chemistry": the head before the field. */
function studentsBefore(source: string, tokens: readonly Token[], match: AliasMatch): boolean {
  const first = tokens[match.first];
  for (let i = match.first - 1; i >= match.first - 8 && tokens[i]?.sentence === first?.sentence; i--) {
    if (!joinedInClause(source, tokens[i], tokens[i + 1])) return false;
    if (tokens[i]?.norm === 'in' && studentsOfField.has(tokens[i - 1]?.norm ?? '') && joinedInClause(source, tokens[i - 1], tokens[i])) return true;
    if (!listWord(tokens[i])) return false;
  }
  return false;
}

function inAudienceList(tokens: readonly Token[], match: AliasMatch): boolean {
  const last = tokens[match.last];
  if (!last || !personPlural.test(last.norm)) return false;
  let lead = -1;
  for (let i = match.first - 1; i >= match.first - 10 && tokens[i]?.sentence === last.sentence; i--) {
    if (audienceListLead.has(tokens[i]?.norm ?? '')) {
      lead = i;
      break;
    }
  }
  if (lead < 0) return false;
  for (let i = lead + 1; i <= match.last + 6 && tokens[i]?.sentence === last.sentence; i++) {
    if ((i < match.first || i > match.last) && audienceListPeople.has(tokens[i]?.norm ?? '')) return true;
  }
  return false;
}

function namesSetting(tokens: Token[], match: AliasMatch): boolean {
  const first = tokens[match.first];
  if (!first) return false;
  const sameSentence = (token: Token | undefined): token is Token => token !== undefined && token.sentence === first.sentence;
  let after = false;
  for (let i = match.last + 1; i <= match.last + 4 && sameSentence(tokens[i]); i++) {
    if (settingWords.has((tokens[i] as Token).norm)) {
      after = true;
      break;
    }
  }
  if (!after) return false;
  for (let i = match.first - 1; i >= match.first - 4 && sameSentence(tokens[i]); i--) if (settingLead.has((tokens[i] as Token).norm)) return true;
  return false;
}

// Where the employment cue starts in each sentence (Infinity: none), found once per text.
const employmentCues = new WeakMap<AnalysedText, number[]>();

function afterEmploymentCue(text: AnalysedText, token: Token): boolean {
  let cues = employmentCues.get(text);
  if (!cues) {
    const pattern = text.literals.narrowed(employmentPattern);
    cues = text.sentences.map((sentence) => {
      if (!pattern) return Infinity;
      pattern.lastIndex = 0;
      const cue = pattern.exec(sentence.text);
      return cue === null ? Infinity : sentence.start + cue.index;
    });
    employmentCues.set(text, cues);
  }
  return (cues[token.sentence] ?? Infinity) < token.start;
}

/**
 * A mention of the description that names no taught skill: the setting of the work, where graduates
 * will be employed, what a course does without ("without requiring any coding"), or the people of a
 * field ("data science teams").
 */
function namesNoTopic(text: AnalysedText, tokens: Token[], match: AliasMatch): boolean {
  const first = tokens[match.first];
  if (!first) return true;
  if (namesSetting(tokens, match) || afterEmploymentCue(text, first)) return true;
  if (peopleNouns.test(tokens[match.last]?.norm ?? '')) return true;
  if (namesCompoundHead(tokens, match) || inAudienceList(tokens, match) || namesStudentsField(text.description, tokens, match)) return true;
  const next = tokens[match.last + 1];
  if (next && next.sentence === first.sentence && !next.separated && (peopleWords.has(next.norm) || workPlaces.has(next.norm))) return true;
  for (let i = match.first - 1; i >= match.first - 3 && tokens[i]?.sentence === first.sentence; i--) if (tokens[i]?.norm === 'without') return true;
  return false;
}

function collect(text: AnalysedText, field: InputField, tokens: Token[], matches: AliasMatch[], mentions: Map<string, Mention[]>): void {
  for (const match of matches) {
    const first = tokens[match.first];
    const last = tokens[match.last];
    if (!first || !last) continue;
    if (field === 'description' && namesNoTopic(text, tokens, match)) continue;
    const weight = mentionWeight(text, field, first, match.words, match.exactCase);
    if (weight <= 0) continue;
    const list = mentions.get(match.skill.id) ?? [];
    list.push({ field, start: first.start, end: last.end, weight });
    mentions.set(match.skill.id, list);
  }
}

// Below the first three skills, a single word named once in a line of prose is more often a word in passing
// than a topic ("clients in mental health", "a background in marketing"): in readers' texts (four sets, 1,025
// skills judged) 112 such skills were 48 wrong, 56 near and 8 taught. A phrase of two words or more (unless named
// as an example: "areas such as … human resource management"), a mention in the title, an outcome or the first
// sentence, or a second mention keeps a skill, and so does a mention on a short line — a module or course name in
// a list.
const alwaysListed = 3;
const passingWeight = 1.3;
const listLineWords = 8;

/** Whether a skill rests on one plain mention of a single word (not in the title, an outcome or the first sentence) inside a longer line of the description. */
function passingMention(text: AnalysedText, list: readonly Mention[]): boolean {
  const [only] = list;
  if (list.length !== 1 || !only || only.field !== 'description' || only.weight >= passingWeight) return false;
  const source = text.description;
  if (inlineListItem(text, only)) return false;
  const lineStart = source.lastIndexOf('\n', only.start - 1) + 1;
  const next = source.indexOf('\n', only.end);
  const lineEnd = next === -1 ? source.length : next;
  // Counting stops at the first word past the limit: a long text on one line is not read once per skill.
  const word = /\p{L}[\p{L}\p{N}'’-]*/gu;
  word.lastIndex = lineStart;
  let words = 0;
  for (let match = word.exec(source); match && match.index < lineEnd; match = word.exec(source)) {
    words += 1;
    if (words > listLineWords) return true;
  }
  return false;
}

// An item of a list of topics the sentence gives ("… compliance, business continuity, cryptography, access control,
// …", "(including statistics, dimensionality reduction, …)"): a topic, however long the line. In the corpus rows with
// source skills, 2 more of 51 found; in the 1,294 texts of the checks, 74 skills more, about 7 in 10 of them taught
// (the rest near the subject, as "macromolecules" in an anatomy course, or not: "dining philosophers").
const listItemWords = 1;
const listSeparators = 4;
function inlineListItem(text: AnalysedText, mention: Mention): boolean {
  // In what the course teaches: not a prerequisite's or an audience's list, nor examples ("areas such as …").
  const token = text.bodyTokens.find((candidate) => candidate.start === mention.start);
  if (!token || inExample(text, token)) return false;
  const role = roleOfToken(text, token);
  if (role !== 'body' && role !== 'outcome') return false;
  const source = text.description;
  const before = source.slice(Math.max(0, mention.start - 60), mention.start);
  const after = source.slice(mention.end, mention.end + 60);
  const left = /[,;:(]([^,;:(.!?\n]*)$/.exec(before);
  const right = /^([^,;).!?\n]*)[,;)]/.exec(after);
  if (!left || !right) return false;
  const words = (part: string) => part.split(/\s+/).filter((word) => word !== '' && !/^(?:and|or|including)$/i.test(word)).length;
  if (words(left[1] ?? '') > listItemWords || words(right[1] ?? '') > listItemWords) return false;
  const sentenceStart = Math.max(source.lastIndexOf('.', mention.start), source.lastIndexOf('\n', mention.start));
  const sentenceEnd = [source.indexOf('.', mention.end), source.indexOf('\n', mention.end)].filter((i) => i >= 0).reduce((a, b) => Math.min(a, b), source.length);
  return (source.slice(sentenceStart + 1, sentenceEnd).match(/[,;]/g) ?? []).length >= listSeparators;
}

/** Salience: the best mention counts fully, each further mention half as much as the one before. */
function salience(mentions: Mention[]): number {
  const sorted = [...mentions].sort((a, b) => b.weight - a.weight);
  return sorted.reduce((sum, mention, i) => sum + mention.weight / 2 ** i, 0);
}

// Words that start or end no key phrase: course boilerplate and generic nouns.
const phraseStopWords = new Set([
  ...stopWords,
  'course', 'courses', 'student', 'students', 'content', 'diploma', 'diplomas', 'certificate', 'certificates', 'introduction', 'intro', 'topics', 'topic', 'emphasis', 'study', 'studies',
  'including', 'includes', 'various', 'selected', 'special', 'advanced', 'basic', 'principles', 'fundamentals', 'concepts',
  // Level words as catalogue titles cut them short ("Adv Leisure Research Methods", "Intermed Accounting").
  'adv', 'intermed', 'intermediate', 'elem', 'elementary', 'beg', 'beginning', 'fund', 'princ',
  'methods', 'applications', 'issues', 'aspects', 'overview', 'focus', 'approach', 'approaches', 'learn', 'learning',
  'understanding', 'knowledge', 'skills', 'will', 'use', 'using', 'used', 'new', 'major', 'key', 'current', 'modern',
  'contemporary', 'general', 'part', 'parts', 'seminar', 'theory', 'examples', 'example', 'context', 'contexts', 'role',
  'roles', 'related', 'different', 'other', 'such', 'like', 'first', 'second', 'ii', 'iii', 'iv', 'i', 'work', 'analysis',
  'instructor', 'permission', 'consent', 'department', 'faculty', 'credit', 'credits', 'hours', 'week', 'weeks', 'module',
  'modules', 'lecture', 'lectures', 'assignments', 'project', 'projects', 'effective', 'strategies', 'typical', 'impact',
  'review', 'elements', 'systems', 'introductory', 'global', 'applied', 'integrated', 'several', 'overall', 'emerging', 'offered', 'required', 'requirement', 'program', 'programme', 'programs', 'programmes', 'year', 'term', 'class',
  'non', 'majors', 'advisor', 'undergraduate', 'graduate', 'interdisciplinary', 'learner', 'learners', 'participant', 'participants',
  'manager', 'managers', 'practitioner', 'practitioners', 'consultant', 'consultants', 'tester', 'blank', 'download', 'downloads', 'coordinator', 'coordinators', 'accurate', 'operational', 'exercises', 'salesperson', 'salespeople', 'initial', 'licence', 'license', 'licences', 'licenses', 'versus', 'vs', 'installation', 'reduction', 'terminology', 'departmental', 'miner', 'miners', 'doctoral', 'audience', 'audiences', 'ideal', 'journeyman', 'journeymen', 'workshop', 'workshops', 'toolkit', 'sequence', 'sequences', 'interactive', 'video', 'videos',
  'fee', 'fees', 'additional', 'campus', 'faculties', 'college', 'colleges', 'lists', 'times', 'throughout', 'multiple',
  'certification', 'certificate', 'intermediate', 'elementary', 'beginner', 'beginners', 'beginning', 'foundation', 'foundations', 'seminars', 'implementation',
  'apprenticeship', 'prep', 'associate', 'online', 'test', 'tests', 'readings', 'level', 'levels',
  'apprentice', 'apprentices', 'analyst', 'analysts', 'administrator', 'administrators', 'instruction', 'classroom', 'midterm',
  'midterms', 'exam', 'exams', 'texts', 'primary', 'define', 'realistic', 'cutaway', 'bootcamp', 'bootcamps', 'aide', 'aides',
  'webinar', 'webinars', 'pharmacist', 'pharmacists', 'lieutenant', 'lieutenants', 'sergeant', 'sergeants', 'candidate', 'candidates',
  'vol', 'undergraduates', 'professor', 'multi', 'optional', 'tutorials', 'significant', 'viable', 'capability', 'enrolment', 'enrollment',
  'essentials', 'basics', 'credential', 'credentials', 'expectations', 'larger', 'smaller', 'greater', 'wider', 'formats', 'format',
  'assistance', 'specifications', 'tutorial', 'coursework', 'previous', 'prior', 'technician', 'technicians',
  'monday', 'mondays', 'tuesday', 'tuesdays', 'wednesday', 'wednesdays', 'thursday', 'thursdays', 'friday', 'fridays',
  'saturday', 'saturdays', 'sunday', 'sundays', 'january', 'february', 'april', 'june', 'july', 'august', 'september',
  'october', 'november', 'december', 'weekday', 'weekdays', 'weekend', 'weekends', 'evening', 'evenings', 'consecutive',
  'nearby', 'portal', 'portals', 'laboratories', 'labs', 'submission', 'submissions', 'masterclass', 'masterclasses', 'launchpad', 'panel', 'panels', 'session', 'sessions', 'virtual', 'capstone', 'proven', 'practical', 'powerful', 'residential', 'commercial', 'employment', 'task', 'tasks', 'examination', 'examinations', 'casebook', 'simulator', 'simulators', 'socratic', 'trainees', 'trainee', 'professionals',
]);

// An acronym ("HIST" of a course code, "CSM", "CDL") says nothing to a reader as a skill of its own.
// Trades named by a word in -ing, which is otherwise taken for a verb.
const ingNouns = new Set(['flooring', 'roofing', 'grooming', 'tiling', 'landscaping', 'bookkeeping', 'housekeeping', 'locksmithing', 'upholstering', 'drafting', 'surveying', 'machining', 'plastering', 'glazing', 'framing', 'cabling', 'siding', 'drywalling', 'welding', 'plumbing', 'butchering', 'beekeeping', 'dispatching', 'bartending', 'catering', 'tailoring']);

function phraseWord(token: Token): boolean {
  if (/^\p{Lu}{2,6}s?$/u.test(token.text)) return false;
  if (!/^[a-z][a-z-]*$/.test(token.norm) || /\p{Ll}\p{Lu}/u.test(token.text) || token.norm.length <= 2 || phraseStopWords.has(token.norm)) return false;
  return !/(?:ed|ly|ing)$/.test(token.norm) || ingNouns.has(token.norm);
}

// Whether a word as written can be part of a key phrase, remembered: it depends on the written word alone.
const isPhraseWord = boundedMemo(50_000, phraseWord, (token: Token) => token.text);

// Stems of verbs that open a sentence about the course ("Explores …", "Evaluate …"); never a phrase start.
const verbStems = new Set(['explor', 'evalu', 'examin', 'introduc', 'provid', 'develop', 'discuss', 'focus', 'cover', 'address', 'investig', 'analyz', 'analys', 'describ', 'explain', 'consid', 'emphas', 'present', 'review', 'compar', 'assess', 'understand', 'appli', 'emphasiz', 'surveys', 'survei', 'teach', 'combin', 'build', 'offer',
  'pose', 'confer', 'accompani', 'resolv', 'face', 'promot', 'gain', 'acquir', 'enhanc', 'improv', 'strengthen', 'prepar', 'equip', 'enabl', 'help',
  'receiv', 'observ', 'combin', 'practic', 'complet', 'creat', 'write', 'read', 'learn', 'work', 'autom', 'configur',
  'illustr', 'depend', 'identifi', 'recogn', 'demonstr', 'interpret', 'requir', 'involv', 'includ', 'highlight', 'obtain', 'assembl',
  'reassembl', 'disassembl', 'correl', 'formul', 'summar', 'summaris']);

// What graduates receive ("Graduates receive direct entry interviews with the district council") is no topic.
const graduatesReceive = /^\s*graduates (?:receive|earn|get|are (?:eligible|guaranteed|offered))\b/i;

// Prefixes written as words before a hyphen ("Pre-Licensing"), which end no phrase.
const prefixWords = new Set(['pre', 'post', 'non', 'anti', 'co', 'sub', 'inter', 'multi', 'semi', 'self']);

// Verb forms whose stem is also a noun's ("simulate" / "simulation"), so they are named in full.
const verbForms = new Set(['ensure', 'meets', 'lowers', 'raises', 'concern', 'concerns', 'communicate', 'communicates', 'earn', 'earns', 'lend', 'lends', 'conduct', 'conducts', 'make', 'makes', 'keep', 'keeps', 'edit', 'edits', 'generate', 'generates', 'recruit', 'recruits', 'affect', 'affects', 'differentiate', 'differentiates', 'backfire', 'backfires', 'connect', 'connects', 'differ', 'differs', 'simulate', 'simulates', 'emphasize', 'emphasizes', 'emphasise', 'emphasises', 'ensures', 'allows', 'supports', 'guides', 'walks', 'rounds', 'help', 'helps', 'practise', 'practises', 'tailor', 'tailors', 'cover', 'covers', 'encourage', 'encourages', 'calculate', 'calculates', 'locate', 'locates', 'reconstruct', 'reconstructs', 'clarify', 'clarifies', 'preserve', 'preserves', 'gather', 'gathers', 'weigh', 'weighs', 'engage', 'engages', 'protect', 'protects', 'schedule', 'schedules', 'increase', 'increases', 'require', 'requires', 'perform', 'performs']);

// A noun made from a verb ("investigation", "development") shares its stem but is no verb.
const verbalNoun = /(?:tion|sion|ment|ance|ence)s?$/;

function isVerb(token: Token): boolean {
  return (verbStems.has(token.stem) && !verbalNoun.test(token.norm)) || verbForms.has(token.norm);
}

// A phrase ends in its noun: a last word shaped like an adjective ("larger economic", "multi dimensional") ends none.
const adjectiveEnding = /(?:ical|ional|etal|ic|ive|ous|ful)$/;
const nounsLikeAdjectives = new Set(['music', 'logic', 'clinic', 'arithmetic', 'rhetoric', 'fabric', 'traffic', 'mosaic', 'epidemic', 'pandemic', 'plastic', 'republic', 'critic', 'ethic', 'tactic', 'metric', 'graphic', 'mechanic', 'topic', 'relative', 'objective', 'narrative', 'initiative', 'executive', 'detective', 'archive', 'incentive', 'alternative', 'perspective', 'derivative', 'directive', 'representative', 'explosive', 'adhesive', 'sedative', 'additive', 'locomotive']);

function endsLikeAdjective(token: Token): boolean {
  return adjectiveEnding.test(token.norm) && !nounsLikeAdjectives.has(token.singular) && !nounsLikeAdjectives.has(token.norm);
}

/**
 * A word cut short, as catalogues abbreviate titles: not itself in the word list, and either without a
 * vowel ("Schls", "Mfg") or the beginning of a longer word that is ("Descrip" for "description", "Arrang"), or
 * that the description spells out ("Cybersec" beside "cybersecurity").
 */
function isCutShort(token: Token, bodyWords: ReadonlySet<string>): boolean {
  if (token.rank !== undefined || token.norm.length < 3 || !/^[a-z]+$/.test(token.norm)) return false;
  if (!/[aeiouy]/.test(token.norm)) return true;
  if (token.norm.length < 4) return false;
  if (beginsLongerWord(token.norm, 2)) return true;
  for (const word of bodyWords) if (word.length >= token.norm.length + 2 && word.startsWith(token.norm)) return true;
  return false;
}

function isRare(token: Token, rareRank: number): boolean {
  const rank = token.rank ?? wordRank(token.singular);
  return rank === undefined || rank > rareRank;
}

function isSpecific(token: Token): boolean {
  return isRare(token, keyPhraseRareRank);
}

/**
 * Proposes key phrases (runs of one to three content words inside one clause) when the taxonomy
 * found too little, preferring phrases in the title and in topic lists, never in prerequisites.
 */
function keyPhrases(text: AnalysedText, taken: Set<string>, wanted: number, covered: (field: InputField, start: number) => boolean): SkillResult[] {
  const candidates = new Map<string, { name: string; weight: number; spans: TextSpan[] }>();
  // The description's words, for telling a title's abbreviations from words of its own (built once, when needed).
  let body: Set<string> | undefined;
  const bodyWords = () => (body ??= new Set(text.bodyTokens.map((token) => token.norm)));
  const scan = (field: InputField, tokens: Token[]) => {
    const source = field === 'courseName' ? text.courseName : text.description;
    let run: Token[] = [];
    const flush = () => {
      // Everyday words at either end add nothing ("way electoral rules" → "electoral rules").
      // Nor does the tail of a hyphenated compound ("large-scale storage" → not "scale storage").
      const trimStart = (words: Token[]) => {
        while (words.length > 0 && words[0] && (!isSpecific(words[0]) || isVerb(words[0]) || words[0].joined)) words.shift();
      };
      // A verb inside the run ends the subject before it: "study planners help candidates" → "candidates".
      const verbAt = run.findLastIndex((token) => isVerb(token));
      if (verbAt >= 0) run = run.slice(verbAt + 1);
      trimStart(run);
      while (run.length > 0 && run[run.length - 1] && (!isSpecific(run[run.length - 1] as Token) || isVerb(run[run.length - 1] as Token) || prefixWords.has((run[run.length - 1] as Token).norm) || (run.length > 1 && endsLikeAdjective(run[run.length - 1] as Token)))) run.pop();
      // The last three words, which may begin with a verb ("experiments emphasize quantitative technique").
      const phrase = run.slice(-3);
      trimStart(phrase);
      run = [];
      if (phrase.length === 0) return;
      const firstToken = phrase[0];
      const lastToken = phrase[phrase.length - 1];
      if (!firstToken || !lastToken) return;
      if (phrase.length === 1 && field === 'description') return;
      if (!phrase.some(isSpecific)) return;
      if (phrase.length === 1 && (!isRare(firstToken, singleKeyWordRareRank) || firstToken.norm.length < 5)) return;
      // An adjective alone names no skill: "Hepatic and Gastrointestinal Pathology" gives no "Hepatic".
      if (phrase.length === 1 && endsLikeAdjective(firstToken)) return;
      // Nor does a word cut short in a catalogue's title ("Archival Arrang and Descrip", "Leading Learning-Centrd Schls").
      if (field === 'courseName' && phrase.some((token) => isCutShort(token, bodyWords()))) return;
      // A possessive inside the phrase is a name and a fragment of what follows it ("Kant's critique of …", "Kripke's causal theory").
      if (phrase.slice(0, -1).some((token) => /['’]s$/i.test(token.text))) return;
      // Capitalised words in the body are names of people and places ("Anant Agarwal", "Urbana-Champaign").
      if (field === 'description' && phrase.every((token) => /^\p{Lu}/u.test(token.text))) return;
      const key = phrase.map((t) => t.stem).join(' ');
      if (taken.has(key)) return;
      const role = field === 'courseName' ? 'body' : roleOfToken(text, firstToken);
      if (role === 'prerequisite' || role === 'audience' || role === 'relation') return;
      if (field === 'description' && (graduatesReceive.test(text.sentences[firstToken.sentence]?.text ?? '') || afterEmploymentCue(text, firstToken))) return;
      const weight = (field === 'courseName' ? titleWeight : 1) * (1 + 0.3 * (phrase.length - 1));
      const entry = candidates.get(key) ?? { name: phrase.map((t) => t.norm).join(' '), weight: 0, spans: [] };
      entry.weight += weight;
      if (entry.spans.length < maxEvidence) entry.spans.push(spanOf(text, field, firstToken.start, lastToken.end));
      candidates.set(key, entry);
    };
    let previous: Token | undefined;
    // In the title, who the course is for ("… for Entrepreneurs and Creatives") is no skill.
    const audienceFrom = field === 'courseName' ? (tokens.find((token) => token.norm === 'for')?.start ?? Infinity) : Infinity;
    for (const token of tokens) {
      if (token.start > audienceFrom) break;
      // A phrase is words separated by spaces or hyphens only: a comma, a bracket or a line break ends it.
      const sameClause =
        previous !== undefined &&
        previous.sentence === token.sentence &&
        ((token.start === previous.end + 1 && source.charCodeAt(previous.end) === 32) || /^(?:[^\S\n]+|-)$/.test(source.slice(previous.end, token.start)));
      const free = isPhraseWord(token) && !covered(field, token.start);
      if (!sameClause || !free) flush();
      if (free) run.push(token);
      previous = token;
    }
    flush();
  };
  scan('courseName', text.titleTokens);
  scan('description', text.bodyTokens);
  const kept: string[][] = [];
  return [...candidates.entries()]
    .filter(([, entry]) => entry.weight >= 1)
    .sort((a, b) => b[1].weight - a[1].weight || a[0].localeCompare(b[0]))
    .filter(([, entry]) => {
      // One phrase written twice, its last word shortened: "voltage drop calcs", "voltage drop calculations".
      const words = entry.name.split(' ');
      if (kept.some((other) => sameButAbbreviated(other, words))) return false;
      kept.push(words);
      return true;
    })
    .slice(0, wanted)
    .map(([key, entry]) => ({
      id: `keyphrase:${key.replace(/\s+/g, '-')}`,
      name: entry.name.replace(/^\w/, (c) => c.toUpperCase()),
      category: 'Other',
      source: 'keyphrase' as const,
      score: Number(Math.min(1, entry.weight / 6).toFixed(3)),
      evidence: entry.spans,
    }));
}

/** Two phrases with the same words but the last, whose last words start alike ("calcs", "calculations"). */
function sameButAbbreviated(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length || a.length < 2) return false;
  const lastA = a[a.length - 1] ?? '';
  const lastB = b[b.length - 1] ?? '';
  return a.slice(0, -1).every((word, i) => word === b[i]) && lastA.length >= 4 && lastB.length >= 4 && lastA.slice(0, 4) === lastB.slice(0, 4);
}

// After a language name (or "Lab"), these words leave it a noun: "Spanish II", "Spanish for Nurses",
// "Spanish Conversation", "Lab Analysis in Archaeology".
const afterNoun = /^(?:\d+[a-z]?|i|ii|iii|iv|v|vi|for|language|languages|and|conversation|grammar|composition|level|course|abroad|analysis|methods|techniques|skills|work|practice)$/;

/**
 * Drops the matches of context aliases ("climate", "art", "law") whose context the text lacks:
 * "the organisational climate" of a management course is not climate science, "Ohm's law" in a
 * physics course is not law. The context is an ordinary alias (or a context word the title accepts) of a
 * skill of the same category or, for a skill with `contextSkills`, of one of those skills; a context word
 * accepted that way gives no context in turn. A mention of one of the `contextSkills` that itself waits
 * for context counts only in the same sentence ("Practical Spanish, with listening and speaking"), so
 * "Lab days" and a "processing plant" in two sentences of a meat-cutting course do not accept each
 * other. In the title such a word counts unless
 * "of" follows it ("The Art of Negotiation"); a `contextSkills` word only where it is a noun. Once the
 * title names a skill, its mentions in the body count too.
 */
function withContext(titleTokens: readonly Token[], bodyTokens: readonly Token[], titleMatches: AliasMatch[], bodyMatches: AliasMatch[]): { title: AliasMatch[]; body: AliasMatch[] } {
  // Where each match is: the title, or a sentence of the description.
  const placeOf = new Map<AliasMatch, number>([...titleMatches.map((match) => [match, -1] as const), ...bodyMatches.map((match) => [match, bodyTokens[match.first]?.sentence ?? -2] as const)]);
  const namedIn = new Set([...placeOf].map(([match, place]) => `${place} ${match.skill.id}`));
  const inTitle = (match: AliasMatch) => {
    const next = titleTokens[match.last + 1]?.norm;
    return match.skill.contextSkills ? next === undefined || afterNoun.test(next) : next !== 'of';
  };
  // The anchors: ordinary aliases, and context words the title itself accepts. Only they give context,
  // so one accepted context word does not carry in the next ("laboratory", then "plant", then "animal").
  const anchors = [...titleMatches.filter((match) => !match.needsContext || inTitle(match)), ...bodyMatches.filter((match) => !match.needsContext)];
  const categories = new Set(anchors.map((match) => match.skill.category));
  const skills = new Set(anchors.map((match) => match.skill.id));
  const kept = new Set<AliasMatch>(anchors);
  for (const match of [...titleMatches, ...bodyMatches]) {
    if (kept.has(match)) continue;
    const context = match.skill.contextSkills;
    const fits = context
      ? context.some((id) => skills.has(id) || namedIn.has(`${placeOf.get(match)} ${id}`)) || skills.has(match.skill.id)
      : categories.has(match.skill.category) || skills.has(match.skill.id);
    if (fits) kept.add(match);
  }
  return { title: titleMatches.filter((match) => kept.has(match)), body: bodyMatches.filter((match) => kept.has(match)) };
}

// Subjects of a course code that settle a title word two fields share: "Composition I" under ENGL, WRIT or RHET is the
// first-year writing course (Academic writing), under MUS the composer's craft.
const subjectReadings: readonly { subject: RegExp; from: string; to: string }[] = [
  { subject: /^(?:ENGL?|ENC|ENGW|WRI?T|WRTG|RHET|WRD)$/i, from: 'arts.music-composition', to: 'languages.academic-writing' },
];

// Fields named in a title that settle another title phrase: clinical practice in teacher education is student teaching.
const titleReadings: readonly { title: RegExp; from: string; to: string }[] = [
  { title: /\b(?:(?:secondary|elementary|primary|early childhood|special|middle (?:school|grades)|teacher|music|art|physical) education|student teaching|teachers?|classroom)\b/i, from: 'health-and-medicine.clinical-medicine', to: 'education.teaching' },
];

/** Whether a title match has a word inside one of the title's never-skill phrases. */
function inNeverPhrase(tokens: readonly Token[], match: AliasMatch, spans: readonly { start: number; end: number }[]): boolean {
  return spans.some((span) => tokens.slice(match.first, match.last + 1).some((token) => token.start < span.end && token.end > span.start));
}

/** The skills a course teaches, best first, each with the spans of the input it came from. */
export function extractSkills(text: AnalysedText, taxonomy: Taxonomy): SkillResult[] {
  const mentions = new Map<string, Mention[]>();
  // The subject of a course code opening the title names no skill: "ART 230 Intermediate Painting".
  const leadingCode = findCourseCodes(text.courseName).find((code) => text.courseName.slice(0, code.start).trim() === '');
  // The title's phrases that name no skill, as the description's are blanked ("Salary Structure Design").
  const titleNever = neverSkillSpans(text.courseName);
  const titleCandidates = taxonomy
    .match(text.titleTokens)
    .filter(
      (match) =>
        (!leadingCode || (text.titleTokens[match.first]?.start ?? 0) >= leadingCode.end) &&
        !namesCompoundHead(text.titleTokens, match) &&
        !inNeverPhrase(text.titleTokens, match, titleNever),
    );
  // The subject of that code says what an ambiguous title word means: "ENGL 1301 Composition I" is writing; so does
  // the field the title names: "Clinical Practice and Seminar in Secondary Education" is student teaching.
  const readings = [
    ...(leadingCode ? subjectReadings.filter((reading) => reading.subject.test(leadingCode.subject)) : []),
    ...titleReadings.filter((reading) => reading.title.test(text.courseName)),
  ];
  for (const reading of readings) {
    const meant = taxonomy.getSkill(reading.to);
    if (!meant) continue;
    for (const [i, match] of titleCandidates.entries()) {
      if (match.skill.id === reading.from) titleCandidates[i] = { ...match, skill: meant, needsContext: false };
    }
  }
  // Nor does the subject of a course code in the body: "CPR 1210 Programming in C", "ART 230".
  const bodyCodes = descriptionCourseCodes(text).filter((code) => code.subject !== '');
  const bodyCandidates = taxonomy.match(text.bodyTokens).filter((match) => {
    const first = text.bodyTokens[match.first];
    return !first || !bodyCodes.some((code) => first.start >= code.start && first.start < code.start + code.subject.length);
  });
  const { title: titleMatches, body: bodyMatches } = withContext(text.titleTokens, text.bodyTokens, titleCandidates, bodyCandidates);
  collect(text, 'courseName', text.titleTokens, titleMatches, mentions);
  collect(text, 'description', text.bodyTokens, bodyMatches, mentions);

  const ranked = [...mentions.entries()]
    .map(([id, list]) => ({ id, list, salience: salience(list) }))
    .filter((entry) => entry.salience >= minSalience)
    .sort((a, b) => b.salience - a.salience || a.id.localeCompare(b.id))
    .filter((entry, rank) => rank < alwaysListed || !passingMention(text, entry.list))
    .slice(0, maxSkills);

  const skills: SkillResult[] = ranked.flatMap(({ id, list, salience: value }) => {
    const skill = taxonomy.getSkill(id);
    if (!skill) return [];
    const evidence = [...list]
      .sort((a, b) => b.weight - a.weight || a.start - b.start)
      .slice(0, maxEvidence)
      .map((mention) => spanOf(text, mention.field, mention.start, mention.end));
    return [{ id, name: skill.name, category: skill.category, source: 'taxonomy' as const, score: Number(Math.min(1, value / 6).toFixed(3)), evidence }];
  });

  if (skills.length < fallbackBelow) {
    // Where the taxonomy matched: the starts of the words its matches span, in each field.
    const coveredStarts = { courseName: new Set<number>(), description: new Set<number>() };
    for (const [field, tokens, matches] of [['courseName', text.titleTokens, titleMatches], ['description', text.bodyTokens, bodyMatches]] as const) {
      for (const match of matches) for (let i = match.first; i <= match.last; i += 1) coveredStarts[field].add(tokens[i]?.start ?? -1);
    }
    const covered = (field: InputField, start: number) => coveredStarts[field].has(start);
    const taken = new Set(skills.map((skill) => skill.name.toLowerCase()));
    skills.push(...keyPhrases(text, taken, Math.min(maxSkills, 5) - skills.length, covered));
  }
  return skills;
}
