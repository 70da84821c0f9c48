import { courseNumberLevel, descriptionCourseCodes, findCourseCodes } from './course-codes.js';
import { roleOfToken, sentenceAt, spanOf, type AnalysedText } from '../text/document.js';
import { filtered } from '../text/literal-filter.js';
import { stopWords } from '../text/stop-words.js';
import { listMarker } from '../text/tokenize.js';
import type { SkillResult, TextSpan } from '../types.js';

/**
 * The measured inputs of the level model. Each is a number whose contribution is weight × value;
 * most are 0 when the signal is absent, so an absent signal never moves the level.
 */
export const featureNames = [
  'cue.introductory',
  'cue.basic',
  'cue.noPriorKnowledge',
  'cue.intermediate',
  'cue.advanced',
  'cue.research',
  'cue.topics',
  'cue.professional',
  'cue.mathematical',
  'title.introductory',
  'title.advanced',
  'title.sequel',
  'audience.graduate',
  'audience.yearOfStudy',
  'prerequisite.present',
  'prerequisite.courseLevel',
  'relation.courseLevel',
  'bloom.level',
  'bloom.higherOrderShare',
  'style.length',
  'style.secondPerson',
  'style.rareWords',
  'style.wordLength',
  'style.topicList',
  'vocabulary.level',
  'subject.quantitative',
  'style.onlineCourse',
  'prerequisite.count',
  'audience.restricted',
  'title.firstInSequence',
  'prerequisite.graduateCourse',
] as const;

export type FeatureName = (typeof featureNames)[number];

/** Human-readable description of each feature, used in the result's signals. */
export const featureLabels: Record<FeatureName, string> = {
  'cue.introductory': 'Introductory wording ("introduction", "introductory", "overview")',
  'cue.basic': 'Basic or foundational wording ("basic", "fundamentals", "elementary")',
  'cue.noPriorKnowledge': 'Open to beginners ("no prior experience", "open to all", "non-majors")',
  'cue.intermediate': 'Intermediate wording ("intermediate", "builds on", "continuation")',
  'cue.advanced': 'Advanced wording ("advanced", "in-depth", "rigorous")',
  'cue.research': 'Research-level wording ("seminar", "thesis", "current research", "literature")',
  'cue.topics': 'Selected or special topics',
  'cue.professional': 'Aimed at practitioners or professionals',
  'cue.mathematical': 'Mathematical or formal content (equations, algorithms, proofs, calculus)',
  'title.introductory': 'The title says the course is introductory',
  'title.advanced': 'The title says the course is advanced, a seminar or special topics',
  'title.sequel': 'The title marks a later course in a sequence (II, III, 2)',
  'audience.graduate': 'For graduate, professional or doctoral students',
  'audience.yearOfStudy': 'Year of study named (first-year … fourth-year, graduate)',
  'prerequisite.present': 'The course has prerequisites',
  'prerequisite.courseLevel': 'Level of the prerequisite course numbers',
  'relation.courseLevel': 'Level of equivalent or preceding courses named (credit exclusions, "continuation of")',
  'bloom.level': "Average Bloom's-taxonomy level of the action verbs",
  'bloom.higherOrderShare': "Share of higher-order Bloom's verbs (analyse, evaluate, design, create)",
  'style.length': 'Length of the description',
  'style.secondPerson': 'Addresses the reader ("you", "we") like an open online course',
  'style.rareWords': 'Share of specialised vocabulary (words rare in everyday English)',
  'style.wordLength': 'Average word length',
  'style.topicList': 'Written as a dense list of topics',
  'vocabulary.level': 'Words typical of higher- or lower-level courses in the fitting corpus',
  'subject.quantitative': 'Share of skills in mathematical, computing, science and engineering fields',
  'style.onlineCourse': 'Written like an open online course (long, addresses "you" and "learners"; never a graduate-only course)',
  'prerequisite.count': 'Number of prerequisite courses named',
  'audience.restricted': 'Enrolment restricted or by consent ("restricted to", "consent of instructor")',
  'title.firstInSequence': 'The title marks the first course of a sequence (I, 1)',
  'prerequisite.graduateCourse': 'A prerequisite is a graduate course (numbered 500 or above)',
};

// Taxonomy categories whose courses build on mathematics.
const quantitativeCategories = new Set(['Computing', 'Data and AI', 'Mathematics and Statistics', 'Chemistry', 'Physics and Astronomy', 'Engineering']);
// Skills filed under engineering that build on no mathematics: workplace safety (PPE, OSHA, fall protection).
const notQuantitative = new Set(['engineering.safety-engineering']);

export interface FeatureSet {
  values: Record<FeatureName, number>;
  /** Distinct content-word stems with their first token, for the vocabulary feature. */
  stems: Map<string, { start: number; end: number; field: 'courseName' | 'description' }>;
  evidence: Record<FeatureName, TextSpan[]>;
  /** Course-number level of a code in the course name itself, if any. */
  ownCourseLevel?: { level: number; span: TextSpan };
  /** The title or the text says the course is for graduate students only ("graduate standing", "Graduate Seminar in …"). */
  graduateOnly: boolean;
  /** The words of the title that name a graduate award or graduate study ("Master of Divinity", "PgDip", "Graduate Certificate"), if any. */
  graduateTitle?: TextSpan;
  /** The words opening the title that name a bachelor's degree ("Bachelor of Sport Management", "BSc (Hons) …"), if any. */
  bachelorTitle?: TextSpan;
  /**
   * A prerequisite that asks only for entry to college-level work ("Placement into college-level English", "completion
   * of developmental reading"), with no prerequisite course of the first year or above: the course is a first-year one.
   */
  collegeEntry?: TextSpan;
  /**
   * The lowest level among the prerequisite courses named (0 without any): a course comes after all of them. Not read
   * for codes written as British and European modules are ("PSY4001", a first-year module there: four digits run on
   * to the letters, where US catalogues put a space).
   */
  prerequisiteFloor: number;
}

interface Cue {
  feature: FeatureName;
  pattern: RegExp;
}

// Each cue counts once per occurrence; patterns are whole-word and case-insensitive.
// Medical residents (a graduate audience), not the residents of a nursing home or of a city.
const medicalResidents = String.raw`(?<!(?:home|care|facility|community|local|city|state|hall) )residents(?! of)`;

/**
 * Wording that says a course is taught so that anyone can follow it ("in a non-mathematical and easily accessible
 * way"), as a regular-expression source: a cue for newcomers here, and in `evaluate` a course that starts at Beginner.
 * Not "non-technical skills", a subject of its own.
 */
export const accessibleWording = String.raw`non-(?:mathematical|technical)(?! skills)|(?:easily|highly|very|widely) accessible (?:way|manner)`;

const bodyCues: Cue[] = [
  { feature: 'cue.introductory', pattern: filtered(/\b(?:intro(?:duction|ductory|duces?)?|overview|(?<!\b(?:upper[- ](?:level|division)|advanced|graduate|senior[- ]level) )survey of|first course|primer|getting started)\b/gi) },
  { feature: 'cue.basic', pattern: filtered(/\b(?:basics?|fundamentals|fundamental (?:concepts?|principles?|skills?|knowledge|ideas|techniques|tools)|(?<!\b(?:shallow|deep|pile|spread|mat|raft|building|concrete) )foundations?(?! (?:engineering|design|settlement|analysis|systems))|foundational|elementary|essentials?|beginn(?:er|ers)|(?<!\bthe )beginning(?! (?:in|on|at|with|from|to|of|early|assignments?|work|each|every|next|this|the)\b)|everyday|simple|rudiments)\b/gi) },
  {
    feature: 'cue.noPriorKnowledge',
    pattern: filtered(new RegExp(String.raw`\b(?:no (?:prior|previous) (?:[\w-]+ ){0,2}(?:experience|knowledge|background|study)|no (?:experience|background) (?:is )?(?:needed|required|necessary)|(?:need|require)s? no (?:prior |previous )?(?:experience|knowledge|background)|(?:for|to) (?:those|people|anyone|students|learners|individuals) (?:who are )?(?:completely |entirely )?new to|first[- ]time learners|(?:do not|don't) need (?:any )?(?:prior )?(?:experience|knowledge)|open to all|all students|non-?majors?|non-[a-z]+ (?:majors|students)|general education|anyone|no background|regardless of (?:prior )?experience|for beginners|non-specialists?|non-?scientists|non-?engineers|${accessibleWording}|accessible introduction|(?:course|content|material|it) is (?:designed to be |meant to be )?accessible to (?:all|everyone|anyone|non-specialists)|this course is for you|(?:from|of) any (?:discipline|background)|IAI Code|placement (?:test|score|exam)|no prerequisites?)\b`, 'gi')),
  },
  { feature: 'cue.intermediate', pattern: filtered(/\b(?:intermediate|builds? (?:up)?on|continuation|continues|second course|prior knowledge of|familiarity with|expands? (?:up)?on|further (?:study|development))\b/gi) },
  { feature: 'cue.advanced', pattern: filtered(/\b(?:advanced|in-depth|in depth|rigorous|sophisticated|cutting[- ]edge|state[- ]of[- ]the[- ]art|complex problems|specialized|specialised)\b/gi) },
  {
    feature: 'cue.research',
    pattern: filtered(/\b(?:seminars?|thesis|dissertation|current (?:research|literature|issues|developments|thought)|recent (?:advances|developments|research|literature|thought)|research literature|primary literature|original research|independent (?:study|research)|research projects?|scholarship|theoretical|theories|critical (?:review|examination)|methodolog(?:y|ies|ical)|case studies|(?<!\b(?:map|blueprint|print|meter|chart|dial|gauge|sight|music|plan|schematic|label|instrument) )readings?(?! (?:a|an|the|of (?:a|an|the) (?:[\w-]+ )?(?:ticket|label|map|meter|gauge|drawing|plan|schematic))\b))\b/gi),
  },
  { feature: 'cue.topics', pattern: filtered(/\b(?:selected topics|special topics|topics (?:may|will) vary|varies? by (?:term|section|offering)|content varies|umbrella course|may be repeated)\b/gi) },
  {
    feature: 'cue.mathematical',
    pattern: filtered(/\b(?<!\bnon-)(?:calculus|equations?|algorithms?|theorems?|proofs?|probabilit(?:y|ies|istic)|statistical|stochastic|linear algebra|matri(?:x|ces)|differential|integrals?(?! (?:part|parts|component|components|colou?r|role|member))|derivatives?|eigen\w*|(?<!search engine )optimi[sz]ation|quantitative|computational|numerical|formal(?:ism)?|mathematical|programming|(?<!\b(?:study|logic|business|role|care|service|delivery|operating|revenue|pricing|practice|teaching|live|figure|fashion) )models?|modell?ing)\b/gi),
  },
  { feature: 'cue.professional', pattern: filtered(new RegExp(String.raw`\b(?:professionals|practitioners|practicing|practising|professional practice|in the field|workplace|industry experts|${medicalResidents}|clinicians)\b`, 'gi')) },
];

const titleCues: Cue[] = [
  { feature: 'title.introductory', pattern: filtered(/\b(?:intro(?:duction|ductory)?|fundamentals?|basics?|elementary|beginn(?:er|ers|ing)|(?<!\b(?:shallow|deep|pile|spread|mat|raft|building|concrete) )foundations?(?! (?:engineering|design|settlement|analysis|systems))|principles|survey|essentials|101|first[- ]year|for beginners|getting started)\b/gi) },
  { feature: 'title.advanced', pattern: filtered(/\b(?:advanced|seminar|topics|graduate|research|theor(?:y|ies)|special|studies in|problems in|current|issues in|thesis|doctoral)\b/gi) },
  // A number after an acronym or a product is a version, not a sequel ("ITIL 4", "WCAG 2.2", "Python 3"),
  // and "IV" before therapy, insertion, fluids … is intravenous ("IV Therapy Certification").
  { feature: 'title.sequel', pattern: filtered(/(?:\b(?<!\b(?:NC|Level|Grade|Class|Form|Year|Semester|Standard|Phase|Stage|Tier|Certificate) )(?:II|III|IV(?! (?:[Tt]herap|[Ii]nsert|[Ff]luid|[Ll]ine|[Aa]ccess|[Ss]tart|[Mm]edic|[Aa]dmin|[Ii]nfus|[Pp]ush|[Tt]eam|[Cc]athet|[Cc]ertif|[Ss]olution|[Dd]rip|[Pp]ump|[Ss]ite|[Nn]urs|[Ss]kill|[Cc]are))\b)|(?<!\b(?:[A-Z]{2,}|Python|Angular|Vue|Web|Industry|Excel|Java|Swift|Unity|Bootstrap|Revit|Analytics|Level|Grade|Class|Form|Year|Semester|Standard|Phase|Stage|Tier) )(?<![\d.])\b[2-4]\b(?![\d.])(?![\s-]*(?:PDHs?|CEUs?|CE|CPE|CLE|[Hh]ours?|[Cc]redits?|[Uu]nits?|[Yy]ears?|[Mm]onths?|[Ww]eeks?|[Dd]ays?|[Ss]emesters?|[Tt]erms?)\b)|\bpart (?:two|three|2|3)\b)/g) },
];

// The schools a student enters after a bachelor's degree, named after a year of study ("second-year medical students").
const professionalSchool = String.raw`(?:law|J\.?D\.?|medical|medicine|dental|dentistry|veterinary|pharmacy|M\.?D\.?|D\.?D\.?S\.?|D\.?M\.?D\.?|D\.?V\.?M\.?|Pharm\.?D\.?)`;
// Nor is the first year of a graduate programme ("first-year MFA candidates", "first-year graduate students") a freshman's.
const notProfessionalYear = String.raw`(?![- ](?:${professionalSchool}|lawyers?|graduate|MFA|MBA|MA|MS|MSc|MPH|MSW|PhD|Ph\.D\.|doctoral|master'?s)\b)`;

// Year of study and audience, with the level each stands for.
const yearPatterns: { pattern: RegExp; level: number }[] = [
  { pattern: filtered(new RegExp(String.raw`\b(?:first|1st)[- ]year\b${notProfessionalYear}(?![- ]apprentices?)|\bfreshm[ae]n\b|\bhigh[- ]school students\b|\blower[- ](?:division|level)\b`, 'gi')), level: 1 },
  { pattern: filtered(new RegExp(String.raw`\b(?:second|2nd)[- ]year\b${notProfessionalYear}|\bsophomores?\b`, 'gi')), level: 2 },
  { pattern: filtered(new RegExp(String.raw`\b(?:third|3rd)[- ]year\b${notProfessionalYear}|\bjunior (?:standing|level)\b|\bjuniors\b|\bupper[- ](?:division|level)\b`, 'gi')), level: 3 },
  { pattern: filtered(/\b(?:fourth|4th|final)[- ]year\b|\bsenior (?:standing|level|undergraduates?)\b|\bseniors\b|\bhonou?rs students\b/gi), level: 4 },
  // Law and medicine are professional degrees entered after a bachelor's: a "first-year law course" is for
  // J.D. students, a "second-year medical course" for M.D. students — not for sophomores.
  {
    pattern: filtered(new RegExp(String.raw`\b(?:(?:first|second|third|1st|2nd|3rd)[- ]year ${professionalSchool}|law (?:students|school)|J\.?D\.? students|1L|bar exam(?:ination)?)\b`, 'gi')),
    level: 4,
  },
  {
    pattern: filtered(new RegExp(
      String.raw`\bgraduate(?:[- ]level| students?| standing| program(?:me)?s?| certificate| degree| studies| courses?| seminars?| class(?:es)?| surveys?)\b|\bmaster(?:'s|s)?(?: of| degree| students| program)\b|\bMBA\b|\bPh\.?D\b|\bdoctoral\b|\bpostgraduate\b|\b${medicalResidents}\b|\bprofessional curriculum\b`,
      'gi',
    )),
    level: 5,
  },
];
// A learning objective of a list: "2. Explain the main visa categories …".
const objectiveItem = new RegExp(
  String.raw`^\s*(?:${listMarker}|\(\d{1,2}[.)]|[a-z][.)])?\s*(?:describe|explain|identify|discuss|summari[sz]e|recogni[sz]e|outline|define|understand|list|compare|distinguish)\b`,
  'i',
);
const graduatePattern = yearPatterns[yearPatterns.length - 1]?.pattern ?? /$^/;
const yearCompleted = /\b(?:completion of|completed|after|following|beyond)(?: the| a| all| one's| their)?\s*$/i;

// Bloom's revised taxonomy: stems of action verbs by level (1 remember … 6 create).
const bloomStems = new Map<string, number>();
const bloomLevels: [number, string[]][] = [
  [1, ['defin', 'list', 'recal', 'identifi', 'recogn', 'memor', 'label', 'repeat', 'outlin']],
  [2, ['describ', 'explain', 'understand', 'summar', 'summaris', 'summariz', 'discuss', 'classifi', 'introduc', 'learn', 'explor', 'familiar', 'appreci', 'recogn', 'review']],
  [3, ['appli', 'use', 'implement', 'solv', 'demonstr', 'calcul', 'practic', 'practis', 'comput', 'execut', 'perform', 'prepar', 'conduct', 'build', 'oper']],
  [4, ['analyz', 'analys', 'compar', 'contrast', 'examin', 'investig', 'differenti', 'distinguish', 'interpret', 'test', 'model', 'diagnos', 'infer']],
  [5, ['evalu', 'assess', 'critiqu', 'critic', 'judg', 'justifi', 'argu', 'apprais', 'defend', 'debat', 'prioriti', 'optim']],
  [6, ['design', 'develop', 'creat', 'formul', 'construct', 'synthes', 'propos', 'compos', 'devis', 'invent', 'produc', 'research', 'theoriz', 'innov']],
];
for (const [level, stems] of bloomLevels) for (const stem of stems) bloomStems.set(stem, level);

// A prerequisite of entry to college-level work, as community colleges write it: placement into college-level courses,
// or a developmental course (Texas's "Integrated Reading and Writing").
const collegeEntryPattern =
  /\bplacement (?:into|in|at) (?:the )?college[- ]level\b|\b(?:eligib(?:le|ility)|readiness|ready) (?:for|to enrol+ in) college[- ]level\b|\bcollege[- ]level (?:reading|writing|English|math(?:ematics)?) (?:placement|readiness)\b|\b(?:developmental|remedial) (?:reading|writing|English|math(?:ematics)?|algebra)\b|\bIntegrated Reading and Writing\b|\bplacement (?:via|through|by|on|using) (?:the )?(?:TSI|Accuplacer|ALEKS)\b|\b(?:TSI|Accuplacer|ALEKS) (?:math )?(?:assessment|placement|score|test|college[- ]ready)\b|\bcorequisite support (?:section|course|class)\b/i;

// Open-online-course prose: addresses the reader, talks of learners, modules and certificates.
const onlineCoursePattern =
  /\b(?:you|your|you'll|you're|we|we'll|our|learners?|this course|in this course|participants|module|week|certificate|specialization|hands-on)\b/gi;
// A title naming a graduate or doctoral award: "Graduate Certificate in …", "PgDip Forensic Science", "EdD in Educational Leadership",
// or a first professional degree in medicine or dentistry, which US evaluators place with the MD and the DDS ("MBBS").
const graduateTitlePattern =
  /\b(?:graduate|doctoral|ph\.?\s?d\.?)\s+(?:(?:professional|advanced|specialist|degree|dissertation|thesis|research)\s+)?(?:seminar|colloquium|proseminar|workshop|course|studies|certificate|diploma)\b|\b(?:doctoral|ph\.?\s?d\.?|master(?:'s|’s)?) (?:dissertation|thesis)\b|^\s*master [12]\b|\bpost-?(?:graduate|master(?:'|’)?s)\b|\bbachelor of (?:medicine|dental surgery)\b|\b(?:master|doctor) of\b|\bPG (?:dip(?:loma)?|cert(?:ificate)?)\b|\bPGY-?[1-4]\b|\b(?:core |clinical )?clerkships?\b|\bsub-?internships?\b|\b(?:medical|surgical|pharmacy|dental|psychiatry|oncology|pharmacy practice) residency\b|\b(?:internal|family|emergency|critical care|sports|sleep|addiction|palliative|hospice|pulmonary|nuclear|transfusion) medicine (?:residency|fellowship)\b|\b(?:surgery|cardiology|anesthesiology|anaesthesiology|anesthesia|radiology|psychiatry|neurology|neurosurgery|oncology|hematology|dermatology|pediatrics|paediatrics|obstetrics|gynecology|gynaecology|orthopaedics?|orthopedics?|pathology|urology|nephrology|gastroenterology|endocrinology|rheumatology|ophthalmology|otolaryngology|neonatology|geriatrics|infectious diseases?|cardiothoracic|vascular) (?:residency|fellowship)\b/i;
// Awards written as acronyms, case and all ("DBA" and "Med" are something else).
// A Master of Laws is "LLM" only before a field of law ("LLM in International Human Rights"), else a language model.
const graduateAwardInTitle =
  /\b(?:EdD|Ed\.D\.|PhD|Ph\.D\.|DPhil|DNP|MBA|MSc|M\.Sc\.|MPH|M\.Ed\.|MFA|MDiv|M\.Div\.|MPA|MSW|MEng|MRes|MPhil|MSD|MDS|MHA|MSN|MHSc|PgDip|PGDip|PgCert|PGCert|LL\.M\.|M\.S\.|M\.A\.|M\.Eng\.)(?![\w.])|^MA(?= (?:in )?\p{Lu})|^MS(?= in \p{Lu})|(?<=\()M[AS](?= (?:in )?\p{Lu}\p{Ll})|\bMBBS\b|\bMBChB\b|\bMB;? ?BS\b|\bLLM(?= (?:in|of) (?:[\w'’-]+ ){0,5}(?:Law|Laws|Legal|Rights|Taxation|Litigation|Justice|Arbitration|Regulation)\b)/u;
// A bachelor's degree opening the title names the whole programme ("BMus Music Education"); "BS 7671" is a standard.
const bachelorAwardInTitle = /^\s*(?:[Bb]achelor(?:'s|’s)? (?:of|in)\b|(?:BSc|B\.Sc\.|BASc|BEng|B\.Eng\.|BMus|BBA|BFA|BSN|BSW|BEd|B\.Ed\.)(?![\w.])|(?:BA|BS|BSE)(?= (?:\((?:Hons|Honours)\) |in )?\p{Lu}\p{Ll}))/u;
const graduateOnlyPattern =
  /\b(?:(?:restricted|open only|limited|open) to (?:[\w.-]+ ){0,5}(?:graduate|doctoral|ph\.?\s?d\.?|master'?s)\b|graduate standing|(?:in|to) the (?:[\w-]+ ){0,3}(?:ph\.?\s?d\.?|doctoral) program|(?:this|a|an) (?:graduate|doctoral)(?:[- ]level)? (?:seminar|course))/i;
// Graduate programmes named by their degrees, as schools of public health, business and law write it: "Required for MS
// and PhD students in epidemiology", "Open to MBA students only". Capitals only: "ms" and "ma" are words too.
const graduateStudentsPattern =
  /\b(?:[Rr]equired (?:for|of)(?: all)?|[Ii]ntended for|[Dd]esigned for|[Oo]pen (?:only )?to|[Rr]estricted to|[Ll]imited to|[Ff]or) (?:(?:first|second)-year )?(?:(?:MS|MA|MSc|MPH|MBA|MFA|MEd|MSW|MPP|MPA|JD|LLM|PhD|DrPH|DNP|PharmD|EdD)(?:,? (?:and|or) |, ))*(?:MS|MA|MSc|MPH|MBA|MFA|MEd|MSW|MPP|MPA|JD|LLM|PhD|DrPH|DNP|PharmD|EdD) (?:and (?:doctoral|graduate) )?(?:students|candidates)\b/;
// Who may enrol, not how many: "Class size is limited to eight" restricts nobody, "deal-approval rules" are no
// enrolment; "Enrolment is limited to facilitate discussion" keeps a seminar small, which calendars say of upper levels.
const restrictedPattern =
  /\b(?:restricted to|open only to|limited to(?! (?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|sixteen|twenty|thirty)\b)|consent of|permission of|(?:instructor|department|departmental|program|programme|advisor|adviser)(?:'s)? approval|approval (?:of|from|by) (?:the |a |an |your )?(?:[\w-]+ ){0,3}?(?:instructor|department|program|programme|advisor|adviser|director|chair|faculty|school|committee|coordinator)|(?:with|requires?|upon) (?:the )?(?:[\w-]+ ){0,2}?approval(?! (?:process|processes|swaps|rules))|approval (?:is )?required)\b/gi;
const firstInSequencePattern = /\b(?:I|1)\s*$/g;

const secondPersonWords = new Set(['you', 'your', "you'll", "you're", "you've", 'yourself', 'we', "we'll", 'our', 'us']);

function emptyRecord<T>(make: () => T): Record<FeatureName, T> {
  const record = {} as Record<FeatureName, T>;
  for (const name of featureNames) record[name] = make();
  return record;
}

function countCues(text: AnalysedText, field: 'courseName' | 'description', source: string, cues: Cue[], set: FeatureSet, usable: (offset: number) => boolean): void {
  for (const cue of cues) {
    if (!text.literals.mayMatch(cue.pattern)) continue;
    cue.pattern.lastIndex = 0;
    for (let match = cue.pattern.exec(source); match; match = cue.pattern.exec(source)) {
      if (!usable(match.index)) continue;
      set.values[cue.feature] += 1;
      set.evidence[cue.feature].push(spanOf(text, field, match.index, match.index + match[0].length));
    }
  }
}

/** Where a global pattern matches one field of the text (as analysed, or the description as written), as spans of that field. */
export function matchSpans(text: AnalysedText, field: 'courseName' | 'description', source: string, pattern: RegExp): TextSpan[] {
  const spans: TextSpan[] = [];
  if (!text.literals.mayMatch(pattern)) return spans;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    if (match[0].length === 0) {
      pattern.lastIndex += 1;
      continue;
    }
    spans.push(spanOf(text, field, match.index, match.index + match[0].trimEnd().length));
  }
  return spans;
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Measures every level feature of an analysed input. Pure and deterministic. */
// The course's own code on a labelled line of an outline's header ("Code: MAT1101", "Module code: CIV5012").
const labelledCodeLine = /^[^\S\n]*(?:(?:course|module|unit|subject|paper)[^\S\n]+)?code[^\S\n]*:[^\S\n]*(?=\S)/gim;
const headerLineCount = 12;

/** The header of the description as written: its first lines, a prefix of it (offsets are the description's). */
const headerOf = (written: string) => written.split('\n', headerLineCount).join('\n');

/** The first course code opening the value of a labelled code line of the header. */
function labelledOwnCode(header: string): { start: number; end: number; number: number } | undefined {
  for (const label of header.matchAll(labelledCodeLine)) {
    const valueStart = label.index + label[0].length;
    const code = findCourseCodes(header.slice(valueStart).split('\n')[0] ?? '')[0];
    if (code && code.start === 0 && code.number >= 100) return { start: valueStart, end: valueStart + code.end, number: code.number };
  }
  return undefined;
}

// A header line naming the master's programme the course belongs to ("Master 1 Mathématiques et Applications",
// "Programme: MSc Data Science", "Master of Public Health — core module"): the course is graduate study.
const headerMastersLine = /^[^\S\n]*(?:(?:program(?:me)?|degree|course of study|studies)[^\S\n]*:[^\S\n]*)?(?:Master[^\S\n]?[12]\b|Master(?:'s|’s)?[^\S\n]+(?:of|in)(?=[^\S\n]+\p{Lu})|(?:MSc|M\.Sc\.|MBA|MPH|MEng|MRes|MPhil)(?![\w.]))/gimu;
const maxHeaderLineWords = 20;

/** A header line that names a master's programme, as a span of the description. */
function headerMasters(header: string): TextSpan | undefined {
  for (const match of header.matchAll(headerMastersLine)) {
    const line = header.slice(match.index).split('\n')[0] ?? '';
    if (line.split(/\s+/).filter((word) => word !== '').length > maxHeaderLineWords) continue;
    const start = match.index + (match[0].length - match[0].trimStart().length);
    return { field: 'description', start, end: match.index + match[0].length, text: header.slice(start, match.index + match[0].length) };
  }
  return undefined;
}

/**
 * The level features of an analysed text. `written` is the description as written, before its header and policies
 * were set aside: a code on a labelled header line is the course's own when the title carries none.
 */
export function extractFeatures(text: AnalysedText, skills: readonly SkillResult[] = [], written?: string): FeatureSet {
  const set: FeatureSet = { values: emptyRecord(() => 0), evidence: emptyRecord((): TextSpan[] => []), stems: new Map(), graduateOnly: false, prerequisiteFloor: 0 };
  const { description, sentences } = text;

  // Cues in the body count only outside prerequisite sentences ("Prerequisite: Introduction to X") and relations
  // to other courses ("Not included: gelato cakes (covered in our Advanced courses)").
  const roleAt = (offset: number) => sentenceAt(sentences, offset)?.role ?? 'body';
  // "8. Describe asylum and TPS at an introductory level" limits one outcome's depth; it says nothing of the course's.
  const oneOutcomeDepth = (offset: number) => {
    if (!/\bat an? $/i.test(description.slice(Math.max(0, offset - 6), offset)) || !/^(?:introductory|basic|elementary) level\b/i.test(description.slice(offset, offset + 25))) return false;
    const sentence = sentenceAt(sentences, offset);
    return sentence?.role === 'outcome' || objectiveItem.test(sentence?.text ?? '');
  };
  countCues(text, 'description', description, bodyCues, set, (offset) => roleAt(offset) !== 'prerequisite' && roleAt(offset) !== 'relation' && !oneOutcomeDepth(offset));
  countCues(text, 'courseName', text.courseName, titleCues, set, () => true);
  for (const cue of [...bodyCues, ...titleCues]) set.values[cue.feature] = Math.min(set.values[cue.feature], 3);

  // Year of study and graduate audience anywhere in the description.
  const years: number[] = [];
  for (const { pattern, level } of yearPatterns) {
    if (!text.literals.mayMatch(pattern)) continue;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(description); match; match = pattern.exec(description)) {
      // "Prerequisite: completion of the first-year curriculum": the year the course follows, not its own.
      if (yearCompleted.test(description.slice(Math.max(0, match.index - 30), match.index))) continue;
      years.push(level);
      set.evidence['audience.yearOfStudy'].push(spanOf(text, 'description', match.index, match.index + match[0].length));
    }
  }
  if (years.length > 0) set.values['audience.yearOfStudy'] = mean(years) - 3;
  graduatePattern.lastIndex = 0;
  const graduate = text.literals.mayMatch(graduatePattern) ? graduatePattern.exec(description) : null;
  if (graduate && !/\bundergraduate/i.test(description.slice(Math.max(0, graduate.index - 5), graduate.index + 1))) {
    set.values['audience.graduate'] = 1;
    set.evidence['audience.graduate'].push(spanOf(text, 'description', graduate.index, graduate.index + graduate[0].length));
  }

  // Course codes: in prerequisite sentences they set a floor; in relation sentences they are peers.
  const prerequisiteLevels: number[] = [];
  const relationLevels: number[] = [];
  let moduleStyle = false;
  for (const code of descriptionCourseCodes(text)) {
    const role = roleAt(code.start);
    const level = courseNumberLevel(code.number);
    const span = spanOf(text, 'description', code.start, code.end);
    if (role === 'prerequisite') {
      prerequisiteLevels.push(level);
      if (/^[A-Z]+\d{4}/.test(span.text)) moduleStyle = true;
      set.evidence['prerequisite.courseLevel'].push(span);
    } else if (role === 'relation') {
      relationLevels.push(level);
      set.evidence['relation.courseLevel'].push(span);
    }
  }
  const prerequisiteSentences = sentences.filter((sentence) => sentence.role === 'prerequisite');
  const meaningfulPrerequisite = prerequisiteSentences.find((sentence) => !/\b(?:none|no prerequisites?)\b/i.test(sentence.text));
  if (meaningfulPrerequisite) {
    set.values['prerequisite.present'] = 1;
    set.evidence['prerequisite.present'].push(spanOf(text, 'description', meaningfulPrerequisite.start, meaningfulPrerequisite.end));
  }
  if (prerequisiteLevels.every((level) => level < 1)) {
    for (const sentence of prerequisiteSentences) {
      const entry = collegeEntryPattern.exec(sentence.text);
      if (!entry) continue;
      set.collegeEntry = spanOf(text, 'description', sentence.start + entry.index, sentence.start + entry.index + entry[0].length);
      break;
    }
  }
  if (prerequisiteLevels.length > 0 && !moduleStyle) set.prerequisiteFloor = Math.min(...prerequisiteLevels);
  if (prerequisiteLevels.length > 0) {
    set.values['prerequisite.courseLevel'] = Math.max(...prerequisiteLevels) - 2;
    set.values['prerequisite.count'] = Math.log(1 + prerequisiteLevels.length);
    set.evidence['prerequisite.count'] = set.evidence['prerequisite.courseLevel'].slice(0, 8);
    // Linear in the level, the feature above cannot single out graduate prerequisites, which all but settle the level.
    if (Math.max(...prerequisiteLevels) >= 5) {
      set.values['prerequisite.graduateCourse'] = 1;
      set.evidence['prerequisite.graduateCourse'] = set.evidence['prerequisite.courseLevel'].filter((_, i) => prerequisiteLevels[i] === 5).slice(0, 8);
    }
  }
  if (relationLevels.length > 0) set.values['relation.courseLevel'] = mean(relationLevels) - 3;

  // A code in the course name itself ("CS 421 Data Mining") is the course's own number; so is one on a labelled line
  // of the header ("Code: MAT1101") when the title has none.
  const titleCodes = findCourseCodes(text.courseName);
  const ownCode = titleCodes.find((code) => code.number >= 100);
  // A number written with a leading zero is a developmental course below the first college year ("BIO 098", "MATH
  // 0950"): where the US convention has it, at the first level.
  const preparatoryCode = ownCode ? undefined : titleCodes.find((code) => code.subject !== '' && /0\d{2,3}[A-Z]?$/.test(text.courseName.slice(code.start, code.end)));
  // The header, cut once and only when a rule below reads it.
  let header: string | undefined;
  const headerText = () => (header ??= written === undefined ? '' : headerOf(written));
  const headerCode = ownCode || preparatoryCode || written === undefined ? undefined : labelledOwnCode(headerText());
  if (ownCode) {
    set.ownCourseLevel = { level: courseNumberLevel(ownCode.number), span: spanOf(text, 'courseName', ownCode.start, ownCode.end) };
  } else if (preparatoryCode) {
    set.ownCourseLevel = { level: 1, span: spanOf(text, 'courseName', preparatoryCode.start, preparatoryCode.end) };
  } else if (headerCode && written !== undefined) {
    set.ownCourseLevel = { level: courseNumberLevel(headerCode.number), span: { field: 'description', start: headerCode.start, end: headerCode.end, text: written.slice(headerCode.start, headerCode.end) } };
  }

  // Bloom's verbs and vocabulary over the description's own words (not prerequisites).
  const bloom: number[] = [];
  let words = 0;
  let secondPerson = 0;
  let content = 0;
  let rare = 0;
  let letters = 0;
  for (const token of text.bodyTokens) {
    if (!token.plainWord) continue;
    words += 1;
    if (secondPersonWords.has(token.norm)) secondPerson += 1;
    if (roleOfToken(text, token) === 'prerequisite') continue;
    const level = bloomStems.get(token.stem);
    if (level !== undefined) {
      bloom.push(level);
      if (set.evidence['bloom.level'].length < 8) set.evidence['bloom.level'].push(spanOf(text, 'description', token.start, token.end));
    }
    if (stopWords.has(token.norm) || token.norm.length < 3) continue;
    if (!set.stems.has(token.stem)) set.stems.set(token.stem, { start: token.start, end: token.end, field: 'description' });
    content += 1;
    letters += token.norm.length;
    const rank = token.rank;
    if (rank === undefined || rank > 12_000) rare += 1;
  }
  if (bloom.length > 0) {
    set.values['bloom.level'] = mean(bloom) - 3.5;
    set.values['bloom.higherOrderShare'] = bloom.filter((level) => level >= 4).length / bloom.length;
  }
  set.values['style.length'] = Math.log(1 + words) - 4;
  set.values['style.secondPerson'] = words > 0 ? (100 * secondPerson) / words : 0;
  if (content > 0) {
    set.values['style.rareWords'] = rare / content;
    set.values['style.wordLength'] = letters / content - 7;
  }
  // Semicolons per full sentence: graduate calendars often list topics ("Equations of motion; seakeeping; …").
  const semicolons = (description.match(/;/g) ?? []).length;
  const fullStops = (description.match(/[.!?](?:\s|$)/g) ?? []).length;
  set.values['style.topicList'] = Math.min(3, semicolons / Math.max(1, fullStops));
  // Open-online-course prose: long, or addressing the reader and "learners".
  const rawWords = description.split(/\s+/).filter((word) => word !== '').length;
  const onlineCourseHits = matchSpans(text, 'description', description, onlineCoursePattern);
  // Graduate-only enrolment is calendar language, whatever the length, and so are course numbers (the
  // course's own, its prerequisites', its equivalents'): such a course is read by the catalogue part,
  // whose weights know what the numbers mean; no open online course names one.
  const titleAward = graduateTitlePattern.exec(text.courseName) ?? graduateAwardInTitle.exec(text.courseName);
  if (titleAward) set.graduateTitle = spanOf(text, 'courseName', titleAward.index, titleAward.index + titleAward[0].length);
  else if (written !== undefined) set.graduateTitle = headerMasters(headerText());
  const award = set.graduateTitle ?? null;
  const bachelor = bachelorAwardInTitle.exec(text.courseName);
  if (bachelor) set.bachelorTitle = spanOf(text, 'courseName', bachelor.index, bachelor.index + bachelor[0].length);
  set.graduateOnly = award !== null || graduateOnlyPattern.test(description) || graduateStudentsPattern.test(description);
  const numbered = prerequisiteLevels.length > 0 || relationLevels.length > 0 || set.ownCourseLevel !== undefined;
  if (!set.graduateOnly && !numbered && (rawWords >= 100 || (onlineCourseHits.length >= 2 && rawWords >= 60))) {
    set.values['style.onlineCourse'] = 1;
    set.evidence['style.onlineCourse'] = onlineCourseHits.slice(0, 8);
  }
  const restricted = matchSpans(text, 'description', description, restrictedPattern);
  if (restricted.length > 0) {
    set.values['audience.restricted'] = 1;
    set.evidence['audience.restricted'] = restricted.slice(0, 8);
  }
  const firstInSequence = matchSpans(text, 'courseName', text.courseName, firstInSequencePattern);
  if (firstInSequence.length > 0) {
    set.values['title.firstInSequence'] = 1;
    set.evidence['title.firstInSequence'] = firstInSequence.slice(0, 1);
  }
  const taxonomySkills = skills.filter((skill) => skill.source === 'taxonomy');
  const quantitative = taxonomySkills.filter((skill) => quantitativeCategories.has(skill.category) && !notQuantitative.has(skill.id));
  if (taxonomySkills.length > 0) {
    set.values['subject.quantitative'] = quantitative.length / taxonomySkills.length;
    set.evidence['subject.quantitative'] = quantitative.flatMap((skill) => skill.evidence.slice(0, 1));
  }
  for (const token of text.titleTokens) {
    if (!/^[a-z]+$/.test(token.norm) || stopWords.has(token.norm) || token.norm.length < 3) continue;
    const key = `title:${token.stem}`;
    if (!set.stems.has(key)) set.stems.set(key, { start: token.start, end: token.end, field: 'courseName' });
  }
  return set;
}

/**
 * The vocabulary feature: the mean level offset, in the fitted lexicon, of the text's stems that the
 * lexicon knows; 0 when it knows none.
 */
/**
 * A stem's offset in a lexicon, if the lexicon has the stem itself: the lexicon is a plain object read
 * from JSON, and a word such as "constructors" (stem "constructor") must not find `Object.prototype`'s.
 */
// Each lexicon as a Map, built once: a lookup in an object with a thousand keys hashes slower (the lexicons are
// fixed once fitted; a model's object is never changed after it is loaded).
const lexiconMaps = new WeakMap<Readonly<Record<string, number>>, ReadonlyMap<string, number>>();

export function lexiconOffset(lexicon: Readonly<Record<string, number>>, stem: string): number | undefined {
  let map = lexiconMaps.get(lexicon);
  if (!map) {
    map = new Map(Object.entries(lexicon));
    lexiconMaps.set(lexicon, map);
  }
  return map.get(stem);
}

export function vocabularyLevel(stems: Iterable<string>, lexicon: Readonly<Record<string, number>>): number {
  let sum = 0;
  let count = 0;
  for (const stem of stems) {
    const weight = lexiconOffset(lexicon, stem);
    if (weight === undefined) continue;
    sum += weight;
    count += 1;
  }
  return count === 0 ? 0 : sum / count;
}
