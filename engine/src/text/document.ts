import { filtered, filteredByAlternative, LiteralsFound } from './literal-filter.js';
import { listItem, listMarker, sentenceStarts, tokenize, type Token } from './tokenize.js';
import type { InputField, TextSpan } from '../types.js';

/** What a sentence of a description does, which decides how much its words count. */
export type SentenceRole =
  /** Prerequisites, co-requisites, recommended background: what the student must already know. */
  | 'prerequisite'
  /** Who may enrol or who the course is for ("Restricted to graduate students", "Ideal for new hires"). */
  | 'audience'
  /** Credit exclusions and sequences ("Not for students with credit for …", "Continuation of …"). */
  | 'relation'
  /** Learning outcomes ("Students will be able to …", "you will learn …"). */
  | 'outcome'
  /** Anything else: the body of the description. */
  | 'body';

export interface Sentence {
  field: InputField;
  index: number;
  start: number;
  end: number;
  text: string;
  role: SentenceRole;
  /**
   * Where a relation or audience sentence's own clause ends and what the course teaches begins
   * ("Continuation of CHEM 231: aromatic compounds, …", "Designed for new supervisors, this course
   * covers …"); from this offset its tokens read as body.
   */
  bodyFrom?: number;
}

/** The input cut into tokens and sentences once, shared by skill matching and level signals. */
export interface AnalysedText {
  courseName: string;
  description: string;
  titleTokens: Token[];
  bodyTokens: Token[];
  /** Sentences of the description; `sentences[i].index === i`, matching `Token.sentence`. */
  sentences: Sentence[];
  /**
   * The strings of the filtered patterns that the title and the description hold (the description as written too,
   * where parts of it were set aside): a pattern that `literals.mayMatch` rules out cannot match in either.
   */
  literals: LiteralsFound;
}

const prerequisitePattern =
  filteredByAlternative(/\b(?:pre-?requisites?|co-?requisites?|prereqs?|recommended (?:background|preparation|prior)|(?:students|participants|learners|candidates|applicants|attendees) (?:should|must) [^.;]{0,80}?\bhave\b|(?:students|participants|learners|candidates|applicants|attendees) (?:should|must) (?:already )?(?:hold|possess|be certified)\b|should (?:already )?be (?:comfortable|familiar) (?:with|on|using|in)|(?:must|should) already\b|credit or concurrent (?:registration|enrollment)|concurrent (?:registration|enrollment) in|(?:requires|required):? (?:completion|credit|knowledge)|prior (?:completion|knowledge) of|(?:is|are) assumed|required before (?:enrol(?:l)?ment|registration|admission|the course|starting)|(?:is|are) (?:helpful|recommended|useful|an asset|a plus)|no [\w-]+ (?:[\w-]+ ){0,2}beyond (?:[\w-]+ ){0,4}(?:is |are )?(?:required|needed|assumed|expected)|assumes? (?:basic |some |prior )?(?:knowledge|familiarity|experience)|assumes? no (?:[\w-]+ ){0,3}(?:background|knowledge|experience)\b|(?:we |the course |this course )?assumes? (?:that )?(?:you|students|participants|learners) (?:already )?(?:are|have|can|know|understand)\b|aptitude (?:test|assessment|exam)|(?:applicants|students|participants|candidates|those) who (?:have|has) not (?:yet )?(?:completed|passed|taken)\b|(?:must|should) bring|you (?:will )?need (?:a|an|to have)\b|(?:must|should) (?:already )?be proficient (?:in|with)|^\s*you already (?:work|use|know|have)|(?:uses|requires|needs) only (?:basic|elementary|high[- ]school|simple)|(?:familiarity|proficiency|experience|knowledge|competence|fluency) (?:with|in|of) [^.;]{1,80}?(?:is|are) (?:expected|required)|(?:is|are) expected to (?:be (?:proficient|familiar|comfortable|fluent)|have (?:completed|taken|passed|some|basic|a working)))\b/i);
const audiencePattern =
  filteredByAlternative(/\b(?:restricted to|(?:is|are) (?:also |especially |particularly )?welcome\b|(?:is|are) (?:primarily |mainly |specifically )?aimed at|open (?:only )?to|limited to|(?:is|are) (?:intended|designed) (?:for|primarily for)|(?:course|program|programme|class|training|workshop) is for|targeted (?:towards|at)|(?:is|are) (?:ideal|perfect|well[- ]suited|suitable|best suited) for|(?:is|are) (?:well|best|ideally) suited to|ideal for (?:anyone|those|new|professionals|beginners|students|managers|staff|employees)|geared (?:toward|towards|to)|who should attend|enrol(?:l)?ment (?:is )?(?:limited|restricted)|(?:for|to) (?:[\w-]+ ){0,3}(?:students|majors) only|approval required|consent of (?:the )?instructor|(?:may|can) (?:also )?enrol(?:l)? with (?:the )?(?:instructor|department)(?:'s)? (?:consent|permission|approval)|no (?:prior |previous )?(?:[\w-]+ ){0,2}(?:experience|knowledge|background|coursework|training) (?:(?:of|in|with) (?:[\w-]+ ){1,4})?(?:is )?(?:required|needed|necessary)|no (?:ability|need) to (?:[\w-]+ ){1,4}(?:is )?(?:required|needed|necessary)|(?:normally|usually|typically) taken by|will benefit most|required (?:of|for) (?:all )?(?:[\w-]+ ){1,5}majors)\b/i);
const relationPattern =
  filteredByAlternative(/\b(?:not (?:open )?(?:for|to) students with credit|credit (?:is |will )?not (?:be )?(?:given|granted|awarded)|credit (?:can|will|may) (?:only )?be (?:applied|granted|received) for (?:only )?one of|credit is given for only one|continuation of|same as|equivalent (?:to|of)|formerly|exemption from|(?:fulfil|fulfill|satisfie|meet|count)s? (?:towards? )?(?:the |a |an |one )?(?:[\w-]+ ){0,3}(?:general[- ]education|gen[- ]ed|core curriculum)|(?:distribution|breadth) requirements?|(?:is|are) not an? (?:[\w+#-]+ ){0,6}(?:course|class|program|programme|training|workshop)|(?:does|do|will) not (?:teach|cover|include|require)|(?:everything|anything) from\b|(?:is|are) not (?:taught|covered|included|part of (?:the|this) (?:curriculum|course|program|programme|training))|(?:taught|covered|offered) separately|(?:outside|beyond) the scope of|(?:we|you|students|participants|learners) (?:do|will) not (?:design|build|cover|teach|study|learn|practi[sc]e|perform|do)\b|will not be (?:doing|covering|teaching|studying)|(?:mentioned|discussed|named|shown|covered|touched on) only (?:for comparison|in passing|as (?:they|it) (?:affects?|relates? to|applies? to|bears? on))|remains? the (?:[\w'’-]+ ){0,2}responsibility|(?:is|are|was|were) (?:covered|taught|offered|studied) (?:(?:in (?:more )?depth|more fully|further|separately) )?(?:in|by) (?:[A-Z]{2,5} ?\d{3,4}|another course|a separate course|other courses|(?:our|a|the) separate (?:[\w-]+ ){0,3}(?:courses?|modules?|workshops?|programs?|programmes?)|(?:the|our) (?:[\w&-]+ ){1,5}(?:program|programme|course|certificate|diploma)\b)|(?:should|may|can) (?:instead )?(?:take|see|enrol+ in|register for) [A-Z]{2,5} ?\d{3,4}|(?:is|are) the (?:sole )?responsibility of|not provided (?:by|in) (?:this|the) (?:course|program|programme|training)|\bconsider [A-Z]{2,5} ?\d{3,4}|will not be (?:examined|assessed|tested)|counts? towards? (?:the |a |an )?(?:[\w-]+ ){0,2}(?:minor|major|degree|concentration|certificate|diploma) in\b|(?:is|are) available (?:in|at|on|from|through) (?:the |our )?(?:[\w-]+ ){0,3}(?:lab|labs|library|computer labs?|rooms?|cent(?:re|er)|portal|bookstore)\b|\bholds? (?:an? )?(?:B\.?Sc|B\.?A|M\.?Sc|M\.?A|Ph\.?D|bachelor'?s|master'?s|doctorate|degree)\b|(?:has|have) (?:taught|worked|practi[sc]ed|trained) (?:[\w-]+ ){0,8}for (?:over |more than |nearly |almost )?\d+ years|(?:is|are) not part of (?:the|this) trade|,\s*not an? (?:[\w+#-]+ ){0,4}(?:course|class|program|programme|training|workshop)\b|(?:does|do|will) not qualify (?:you|participants|students|learners|graduates) (?:to|for)|^\s*not (?:included|covered|taught) in (?:this|the) (?:course|program|programme|training)|not a substitute for|(?:do|does) not (?:give|carry|earn|grant) credit)\b/i);
// A labelled line, bulleted or not, of what the course leaves out or only allows: "Not covered: building
// dashboards, Excel formulas or SQL.", "• Optional: MATLAB or Python for the design project". (Its own pattern:
// the relation pattern opens on a word boundary, which a bullet is not.)
const relationLead = filtered(new RegExp(String.raw`^\s*(?:${listMarker}\s*)?(?:optional|not (?:included|covered|taught)|excluded|out of scope)\s*:`, 'i'));
const outcomePattern =
  filtered(/\b(?:students? will|you will|you'll|participants will|learners will|learning (?:outcomes?|objectives?)|by the end of|upon (?:successful )?completion|(?:be )?able to|will (?:be able|learn|gain|develop|acquire|explore)|aims? to|goals? of (?:this|the) course)\b/i);

const prerequisiteLead = filtered(/^\s*(?:pre-?requisites?|co-?requisites?|prereqs?|requirements?|recommended(?: (?:background|preparation))?|(?:assumed|required|expected) (?:background|knowledge|skills))\s*:/i);

// "Good writing skills in English are expected." / "Ideal for real estate photographers, …"
const expectedAtEnd = filtered(/\b(?:is|are) (?:expected|required)[.!]?\s*$/i);
// … but "No prior programming experience is required." asks nothing: it says who may come.
const nothingExpected = filtered(/\b(?:no|none|nothing)\b[^.;]{0,80}\b(?:is|are) (?:expected|required)[.!]?\s*$/i);
const audienceOpening = filtered(/^\s*(?:(?:ideal|perfect|recommended|suitable|great) for|whether you|(?:[\w-]+\s+){0,4}(?:designed|intended) (?:for|primarily for))\b/i);

// "This 40-hour course meets the training prerequisite for the national certification" asks nothing of
// the student: it says what the course counts toward.
const meetsPrerequisite = filtered(/\b(?:(?:meets?|satisf(?:y|ies)|fulfil(?:l)?s?) (?:the |a |an )?(?:[\w-]+ ){0,3}(?:pre-?requisites?|training requirements?)|(?:is|serves as) a pre-?requisite (?:for|to))\b/i);

/** The role of a sentence; `literals` were found in a text that holds it. */
function roleOf(text: string, literals: LiteralsFound): SentenceRole {
  const holds = (pattern: RegExp) => literals.narrowed(pattern)?.test(text) === true;
  if (holds(meetsPrerequisite)) return 'relation';
  if (holds(prerequisitePattern) || (holds(expectedAtEnd) && !holds(nothingExpected)) || holds(prerequisiteLead)) return 'prerequisite';
  if (holds(relationPattern) || holds(relationLead)) return 'relation';
  if (holds(audiencePattern) || holds(audienceOpening)) return 'audience';
  if (holds(outcomePattern)) return 'outcome';
  return 'body';
}

// A sentence that opens with its own clause and goes on with what the course teaches: "Continuation of
// CHEM 231: aromatic compounds, …", "Designed for new supervisors, this course covers delegation, …".
const continuationLead = /^\s*continuation of [^:;.]{1,80}:/i;
const audienceLead = /^\s*(?:(?:(?:specifically|primarily|especially) )?(?:designed|intended|ideal|perfect|aimed|geared|tailored) (?:for|at|to(?:wards?)?)|whether you) [^:;.]{1,160}?,\s+(?=(?:this|the|our|it|we|you|participants|students|learners|attendees|good|effective)\b)/i;

/** A span of the description whose sentences all take one role (an audience or prerequisite section). */
export interface SectionRole {
  start: number;
  end: number;
  role: SentenceRole;
}

const backReference = /^\s*(?:those|these|they|both|neither|none of (?:these|those|them)|such \w+)\b/i;

function splitSentences(text: string, field: InputField, sectionRoles: readonly SectionRole[], literals: LiteralsFound): Sentence[] {
  const starts = sentenceStarts(text);
  const sentences: Sentence[] = [];
  // The role a list takes from the sentence that introduces it ("Not included in this course:").
  let listRole: SentenceRole | undefined;
  // Whether the sentence before went on with a labelled list of prerequisites.
  let continuing = false;
  starts.forEach((start, index) => {
    const end = starts[index + 1] ?? text.length;
    const piece = text.slice(start, end);
    // "Prerequisites: CS 5350; strong programming skills and familiarity with probability": a clause after
    // a semicolon goes on with the prerequisites it follows, and so does every further one ("Prerequisites: graduate
    // standing; a prior course in machine learning; working knowledge of linear algebra and probability").
    const previous = sentences[index - 1];
    const continuesPrerequisite =
      previous?.role === 'prerequisite' && /;\s*$/.test(text.slice(previous.start, start)) && (continuing || prerequisiteLead.test(previous.text.slice(previous.text.lastIndexOf('\n') + 1)));
    const section = sectionRoles.find((range) => start >= range.start && start < range.end);
    const role = section ? section.role : continuesPrerequisite ? 'prerequisite' : roleOf(piece, literals);
    continuing = continuesPrerequisite && role === 'prerequisite';
    // "Not included in this course, but required before you can be placed:" / "– Standard First Aid with
    // CPR-C": the items of a list take the role of the sentence that introduces it.
    const isItem = listItem.test(piece);
    if (!isItem) listRole = undefined;
    else if (!section && listRole) {
      sentences.push({ field, index, start, end, text: piece, role: listRole });
      return;
    }
    // "… a physical exam, a drug test and a First Aid/CPR card; those are not part of this course": a
    // clause that disowns what the clause before it named makes that clause a relation too.
    if (previous && role === 'relation' && /;\s*$/.test(text.slice(previous.start, start)) && backReference.test(piece) && previous.role !== 'prerequisite') {
      previous.role = 'relation';
    }
    const lead = role === 'relation' ? continuationLead.exec(piece) : role === 'audience' ? audienceLead.exec(piece) : null;
    const rest = lead ? roleOf(piece.slice(lead[0].length), literals) : undefined;
    const bodyFrom = lead && (rest === 'body' || rest === 'outcome') ? start + lead[0].length : undefined;
    sentences.push({ field, index, start, end, text: piece, role, ...(bodyFrom === undefined ? {} : { bodyFrom }) });
    if (!isItem && role !== 'body' && role !== 'outcome' && /:\s*$/.test(piece)) listRole = role;
  });
  return sentences;
}

/**
 * Tokenises both fields and classifies the description's sentences. `written` is the description as given, where
 * `description` has parts of it blanked.
 */
export function analyseText(courseName: string, description: string, sectionRoles: readonly SectionRole[] = [], written = description): AnalysedText {
  const literals = new LiteralsFound(written === description ? [`${courseName}\n${written}`] : [`${courseName}\n${written}`, description]);
  return {
    courseName,
    description,
    titleTokens: tokenize(courseName),
    bodyTokens: tokenize(description),
    sentences: splitSentences(description, 'description', sectionRoles, literals),
    literals,
  };
}

/** The sentence that holds an offset of the description (the last one starting at or before it). */
export function sentenceAt(sentences: readonly Sentence[], offset: number): Sentence | undefined {
  let found: Sentence | undefined;
  for (const sentence of sentences) {
    if (sentence.start > offset) break;
    found = sentence;
  }
  return found;
}

/** The span of `field` between two offsets, with its text. */
export function spanOf(text: AnalysedText, field: InputField, start: number, end: number): TextSpan {
  const source = field === 'courseName' ? text.courseName : text.description;
  return { field, start, end, text: source.slice(start, end) };
}

/** The role of the description sentence that holds a description token. */
export function roleOfToken(text: AnalysedText, token: Token): SentenceRole {
  const sentence = text.sentences[token.sentence];
  if (sentence?.bodyFrom !== undefined && token.start >= sentence.bodyFrom) return 'body';
  return sentence?.role ?? 'body';
}
