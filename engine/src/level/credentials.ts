import { filtered, type LiteralsFound } from '../text/literal-filter.js';

/**
 * What a title says of the course's level by itself: a known certification or licence it prepares for
 * ("CISSP Certification Boot Camp", "CPA Exam Review: FAR", "BLS Provider Course"), and the level word a
 * provider gives its own course ("Advanced Financial Modeling", "Intermediate Japanese I"). Fixed
 * knowledge, not fitted: the corpus holds university and open online courses, and none of its titles
 * names a credential; a credential evaluator places such courses by the credential.
 */

/** A certification, licence or examination, with the levels on the spec's scale a course preparing for it takes. */
export interface Credential {
  name: string;
  pattern: RegExp;
  lowest: number;
  highest: number;
}

// Grouped by level, lowest first; a title naming two ("CKA/CKS Preparation") takes the higher, whatever the order.
// Most acronyms match case and all; a few rarely written otherwise (CDL, EMT, CNA) and names in words ignore case.
// Acronyms that also mean something else ("ATP", "CIA", "PE") need a word beside them ("ATP certificate", "CIA
// exam", "PE review").
export const credentials: readonly Credential[] = [
  // Entry: a day or two, or a first certificate, for anyone.
  { name: 'CompTIA IT Fundamentals / Tech+', pattern: /\bCompTIA (?:IT Fundamentals|ITF\+|Tech\+)|\bITF\+/, lowest: 1, highest: 1 },
  { name: 'Basic Life Support, CPR or first aid', pattern: /\b(?:BLS|CPR)\b|\b(?:basic life support|heartsaver)\b|(?<!\b(?:advanced|wilderness|mental health) )\bfirst aid\b/i, lowest: 1, highest: 1 },
  { name: 'OSHA 10-hour card', pattern: /\bOSHA[- ]?10\b/, lowest: 1, highest: 1 },
  { name: "Food handler's or alcohol server's certificate", pattern: /\bfood handlers?\b|\b(?:responsible (?:beverage|alcohol)|alcohol (?:server|seller))\b|\bTIPS (?:certification|training|on-premise|off-premise)\b/i, lowest: 1, highest: 1 },
  { name: 'Fundamentals cloud certification', pattern: /\b(?:AZ|AI|DP|MS|SC|PL)-900\b|\bCloud Practitioner\b|\bAzure Fundamentals\b|\bCloud Digital Leader\b/, lowest: 1, highest: 1 },
  { name: 'Six Sigma Yellow or White Belt', pattern: /\b(?:yellow|white) belt\b/i, lowest: 1, highest: 2 },
  { name: 'Securities Industry Essentials', pattern: /\bSIE (?:exam|prep|review)\b|\bSecurities Industry Essentials\b/, lowest: 1, highest: 2 },
  { name: 'ITIL Foundation', pattern: /\bITIL(?:®|\s?4)? Foundation\b/, lowest: 1, highest: 2 },
  // Qualifications of other countries' frameworks, as US evaluators place them: the UK's GCSEs, RQF level 1 and a
  // short level 2 award, and Australia's Certificates I–II are secondary or vocational entry; a level 2 diploma in a
  // trade, A levels and RQF level 3 reach the first college year at most.
  { name: 'GCSE or RQF level 1 qualification, or a level 2 award', pattern: /\b(?:I?GCSEs?|(?:RQF|QCF|NVQ|SVQ) [Ll]evel 1\b|[Ll]evel 1 (?:Award|Certificate|Diploma|NVQ)\b|[Ll]evel 2 Award\b)/, lowest: 1, highest: 1 },
  // A level 2 certificate or diploma (an NVQ in site carpentry, a CACHE childcare certificate) is secondary-level
  // vocational study; a Philippine TESDA National Certificate I or II is that or a first vocational year.
  { name: 'RQF level 2 certificate or diploma', pattern: /\b(?:(?:RQF|QCF|NVQ|SVQ) [Ll]evel 2|[Ll]evel 2 (?:Certificate|Diploma|Extended Certificate|NVQ))\b/, lowest: 1, highest: 1 },
  { name: 'TESDA National Certificate I or II', pattern: /\bNC I{1,2}\b|\bTESDA\b(?!.*\bNC (?:III|IV)\b)/, lowest: 1, highest: 2 },
  // Secondary-school examinations and their subjects: the West African, Kenyan, Indian, South African, Irish, German
  // and Chinese school-leaving certificates, O levels.
  {
    name: 'secondary school leaving examination',
    pattern:
      /\b(?:WASSCE|WAEC|NECO|KCSE|IGCSE|Gaokao|Abitur|Matric)\b|\bO[- ]?[Ll]evels?\b|\bClass (?:XII|XI|X|10|11|12)\b|\b(?:Senior (?:School|Secondary|High School)|Higher Secondary|Secondary School) (?:Certificate|Examination)\b|\bNational Senior Certificate\b|\bLeaving Certificate\b|\bCBSE\b|\bICSE\b/,
    lowest: 1,
    highest: 1,
  },
  { name: 'Australian Certificate I or II', pattern: /\bCertificate (?:I|II) in\b/, lowest: 1, highest: 1 },
  // High-school equivalency, graded music and dance examinations, English for speakers of other languages: below the
  // first college year, whatever their own level numbers ("Grade 8", "ESL Level 6").
  { name: 'High-school equivalency (GED, HiSET)', pattern: /\b(?:GED|HiSET|TASC)\b|\bhigh school equivalency\b/, lowest: 1, highest: 1 },
  {
    name: 'graded music or dance examination',
    pattern: /\b(?:ABRSM|Trinity College London|RSL|LCM|AMEB|RCM|RAD|ISTD|BBO)\b.*\bGrade\s?[1-8]\b|\bGrade\s?[1-8]\b.*\b(?:ABRSM|Trinity College London|RSL|LCM|AMEB|RCM|RAD|ISTD|BBO)\b/,
    lowest: 1,
    highest: 1,
  },
  { name: 'English for speakers of other languages', pattern: /^\s*(?:ESL|ESOL|EAP|English as a (?:Second|Foreign) Language|Intensive English)\b(?!.*\b(?:teaching|teachers?|methods|pedagogy|instruction|TESOL|certificate)\b)/i, lowest: 1, highest: 1 },
  { name: 'Advanced Placement or International Baccalaureate course', pattern: /\bAdvanced Placement\b|\bAP (?:Biology|Chemistry|Physics|Calculus|Statistics|Psychology|Economics|Macroeconomics|Microeconomics|English|Spanish|French|German|Latin|Chinese|Japanese|Computer Science|Environmental Science|Art|Music Theory|Human Geography|(?:US |U\.S\. |World |European )?History|(?:US |U\.S\. |Comparative )?Government)\b|\bInternational Baccalaureate\b|\bIB (?:Diploma|Higher Level|HL|SL|Standard Level)\b/, lowest: 1, highest: 1 },
  { name: 'Foundation year or pre-apprenticeship', pattern: /\bfoundation year\b|\bpre-?apprenticeship\b/i, lowest: 1, highest: 1 },
  { name: 'A level or RQF level 3 qualification', pattern: /\b(?:A|AS)[- ]?[Ll]evels?\b(?! [Pp]laying)|\b(?:(?:RQF|QCF|NVQ|SVQ) [Ll]evel 3|[Ll]evel 3 (?:Award|Certificate|Diploma|Extended Diploma|National|NVQ)|BTEC (?:Level 3|Nationals?))\b|\bAccess to (?:HE|Higher Education) Diploma\b/, lowest: 1, highest: 2 },
  { name: 'Australian Certificate III', pattern: /\bCertificate III in\b/, lowest: 1, highest: 2 },
  // Novice: entry-level vocational certificates and licences.
  { name: 'CompTIA A+ or Network+', pattern: /\bCompTIA (?:A|Network)\+|\b(?:A|Network)\+ (?:certification|exam|prep|training|boot ?camp)\b/, lowest: 2, highest: 2 },
  { name: 'OSHA 30-hour card', pattern: /\bOSHA[- ]?30\b/, lowest: 2, highest: 2 },
  { name: 'Food protection manager certificate', pattern: /\bServSafe Manager\b|\bfood (?:protection|safety) manager\b/i, lowest: 2, highest: 2 },
  { name: "Commercial driver's licence", pattern: /\bCDL\b|\bcommercial driver'?s? licen[cs]e\b/i, lowest: 2, highest: 2 },
  { name: 'EPA Section 608', pattern: /\bEPA (?:Section )?608\b/, lowest: 2, highest: 2 },
  { name: 'Emergency medical technician', pattern: /\bEMT(?:-B)?\b|\bemergency medical technician\b/i, lowest: 2, highest: 2 },
  { name: 'Pharmacy technician certification', pattern: /\bPTCB\b|\bCPhT\b|\bpharmacy technician certification\b/i, lowest: 2, highest: 2 },
  { name: 'nurse aide or phlebotomy certificate', pattern: /\b(?:certified )?nurs(?:e|ing) (?:aide|assistant)s?\b|\bCNA\b|\bphlebotomy\b/i, lowest: 2, highest: 2 },
  { name: 'Certified Associate in Project Management', pattern: /\bCAPM\b/, lowest: 2, highest: 2 },
  { name: 'Associate Professional in Human Resources', pattern: /\baPHR\b/, lowest: 2, highest: 2 },
  { name: 'Scrum Master', pattern: /\bCSM\b|\bscrum master\b/i, lowest: 2, highest: 2 },
  { name: 'Private pilot licence', pattern: /\bprivate pilot\b/i, lowest: 1, highest: 2 },
  { name: 'NCLEX-PN', pattern: /\bNCLEX-PN\b/, lowest: 2, highest: 3 },
  { name: 'CompTIA Security+, Linux+ or Data+', pattern: /\b(?:CompTIA )?(?:Security|Linux|Data)\+/, lowest: 2, highest: 3 },
  { name: 'Journeyman licence', pattern: /\bjourney(?:man|men|worker|person) (?:[\w-]+ ){0,2}?(?:licen[cs]e|exam|examination|prep|review|electrician|plumber)s?\b/i, lowest: 2, highest: 3 },
  { name: 'Advanced or pediatric life support', pattern: /\b(?:ACLS|PALS|PHTLS)\b|\b(?:advanced cardi(?:ac|ovascular)|pediatric advanced|paediatric advanced) life support\b/i, lowest: 2, highest: 3 },
  { name: 'Securities licence', pattern: /\bSeries (?:6|7|63|65|66)\b/, lowest: 2, highest: 3 },
  { name: 'Australian Certificate IV or RQF level 4 qualification', pattern: /\bCertificate IV in\b|\bHNC\b|\bHigher National Certificate\b|\b(?:(?:RQF|QCF|NVQ) [Ll]evel 4|[Ll]evel 4 (?:Award|Certificate|Diploma|NVQ))\b/, lowest: 2, highest: 2 },
  { name: "Associate's degree", pattern: /^\s*(?:Associate(?:'s|’s)? (?:of|in) (?:Applied )?(?:Science|Arts|Occupational Studies|General Studies|Technology)\b|Associate(?:'s|’s)? Degree\b|A\.?A\.?S\.?(?= (?:in |degree )?\p{Lu})|AOS(?= (?:in |degree )?\p{Lu}))/u, lowest: 2, highest: 3 },
  { name: 'Diploma, HND or foundation degree', pattern: /\bHND\b|\bHigher National Diploma\b|\bFoundation Degree\b|\bDiploma of\b|\b(?:(?:RQF|QCF|NVQ) [Ll]evel 5|[Ll]evel 5 (?:Award|Certificate|Diploma|NVQ))\b/, lowest: 2, highest: 3 },
  { name: 'Australian Advanced Diploma', pattern: /\bAdvanced Diploma of\b/, lowest: 3, highest: 3 },
  // Intermediate: associate-level professional certifications and first licences of a profession.
  { name: 'NCLEX-RN', pattern: /\bNCLEX(?:-RN)?\b(?!-PN)/, lowest: 3, highest: 3 },
  { name: 'Paramedic certification', pattern: /\bparamedic (?:certification|licen[cs]ure|exam|program(?:me)?)\b/i, lowest: 3, highest: 3 },
  { name: 'CompTIA CySA+ or PenTest+', pattern: /\b(?:CySA|PenTest)\+/, lowest: 3, highest: 3 },
  { name: 'Cisco CCNA', pattern: /\bCCNA\b/, lowest: 3, highest: 3 },
  { name: 'Associate-level cloud certification', pattern: /\b(?:AWS|Azure|Google Cloud)\b.*\bAssociate\b|\bAZ-(?:104|204|500|700|800)\b|\bAssociate Cloud Engineer\b/, lowest: 3, highest: 3 },
  { name: 'Certified Kubernetes Administrator or Application Developer', pattern: /\bCKA(?:D)?\b/, lowest: 3, highest: 4 },
  { name: 'Certified Ethical Hacker', pattern: /\bCEH\b|\bcertified ethical hacker\b/i, lowest: 3, highest: 3 },
  { name: 'Red Hat Certified System Administrator', pattern: /\bRHCSA\b/, lowest: 3, highest: 3 },
  { name: 'Six Sigma Green Belt', pattern: /\bgreen belt\b/i, lowest: 3, highest: 3 },
  { name: 'SHRM-CP or PHR', pattern: /\bSHRM-CP\b|\bPHR\b/, lowest: 3, highest: 3 },
  { name: 'Project Management Professional', pattern: /\bPMP\b|\bproject management professional\b/i, lowest: 3, highest: 4 },
  { name: 'Fundamentals of Engineering exam', pattern: /\bFE (?:exam|review|prep|civil|mechanical|electrical|chemical|other)\b|\bfundamentals of engineering (?:exam|review)\b/i, lowest: 3, highest: 4 },
  { name: 'Enrolled Agent', pattern: /\benrolled agent\b/i, lowest: 3, highest: 4 },
  { name: 'Commercial pilot or flight instructor', pattern: /\bcommercial pilot\b|\bCFII?\b|\bcertified flight instructor\b/i, lowest: 3, highest: 3 },
  { name: 'ACCA or CIMA', pattern: /\bACCA\b|\bCIMA\b/, lowest: 3, highest: 4 },
  // Advance: professional certifications that ask for years of practice, and licences of a profession.
  { name: 'Master tradesperson licence', pattern: /\bmaster (?:electrician|plumber|gasfitter|hvac)\b|\bMeister\b/i, lowest: 4, highest: 4 },
  { name: 'Professional-level cloud or network certification', pattern: /\b(?:AWS|Google Cloud)\b.*\b(?:Professional|Specialty)\b|\bAZ-(?:305|400)\b|\bCCNP\b|\bCKS\b/, lowest: 4, highest: 4 },
  { name: 'Offensive Security Certified Professional', pattern: /\bOSCP\b/, lowest: 4, highest: 4 },
  { name: 'Red Hat Certified Engineer', pattern: /\bRHCE\b/, lowest: 4, highest: 4 },
  { name: 'Certified Welding Inspector', pattern: /\bCWI\b|\bcertified welding inspector\b/i, lowest: 4, highest: 4 },
  { name: 'Six Sigma Black Belt', pattern: /(?<!\bmaster )\bblack belt\b/i, lowest: 4, highest: 4 },
  { name: 'SHRM-SCP or SPHR', pattern: /\bSHRM-SCP\b|\bSPHR\b/, lowest: 4, highest: 4 },
  { name: 'Certified Public Accountant', pattern: /\bCPA (?:exam|review|prep|certification|licen[cs]e|course)\b|\bcertified public accountant\b|\bUS CPA\b/i, lowest: 4, highest: 4 },
  { name: 'Certified Internal Auditor or Management Accountant', pattern: /\bcertified (?:internal auditor|management accountant)\b|\bCIA (?:exam|review|part)\b/i, lowest: 4, highest: 4 },
  { name: 'Certified Financial Planner', pattern: /\bCFP\b|\bcertified financial planner\b/i, lowest: 4, highest: 4 },
  { name: 'Chartered Financial Analyst, Levels I–II', pattern: /\bCFA\b(?! Level (?:III|3)\b)|\bchartered financial analyst\b/i, lowest: 4, highest: 4 },
  { name: 'Financial Risk Manager', pattern: /\bFRM\b/, lowest: 4, highest: 5 },
  { name: 'Professional Engineer licence', pattern: /\bPE (?:exam|review|prep|licen[cs]e|civil|mechanical|electrical|chemical|structural|environmental)\b|\bprinciples and practice of engineering\b|\bprofessional engineer(?:ing)? (?:licen[cs]e|licensure|exam)\b/i, lowest: 4, highest: 5 },
  { name: 'Specialty nursing certification', pattern: /\b(?:CCRN|CEN|CNOR|OCN|PCCN|CPEN|TNCC)\b/, lowest: 4, highest: 4 },
  { name: 'Information security management certification', pattern: /\b(?:CISSP|CISM|CISA|CRISC|CCSP|CGEIT|GIAC)\b/, lowest: 4, highest: 5 },
  { name: 'Airline transport pilot', pattern: /\bATPL?\b(?= (?:CTP|certificate|certification|licen[cs]e|program(?:me)?|training|course|theory)\b)|\bairline transport pilot\b/i, lowest: 4, highest: 5 },
  { name: 'Bar examination', pattern: /\bbar (?:exam|examination|review|prep)\b|\b(?:MBE|MPRE|UBE)\b/i, lowest: 5, highest: 5 },
  { name: 'Medical licensing examination', pattern: /\b(?:USMLE|COMLEX|PLAB)\b/, lowest: 4, highest: 5 },
  { name: 'RQF level 7 qualification', pattern: /\b(?:(?:RQF|QCF) [Ll]evel 7|[Ll]evel 7 (?:Award|Certificate|Diploma|Advanced Diploma))\b/, lowest: 4, highest: 5 },
  // Expert: the top of a profession, or a credential after a graduate degree.
  { name: 'Chartered Financial Analyst, Level III', pattern: /\bCFA Level (?:III|3)\b/i, lowest: 5, highest: 5 },
  { name: 'Cisco CCIE', pattern: /\bCCIE\b/, lowest: 5, highest: 5 },
  { name: 'Six Sigma Master Black Belt', pattern: /\bmaster black belt\b/i, lowest: 5, highest: 5 },
  { name: 'Advanced practice nursing certification', pattern: /\bnurse (?:practitioner|anesthetist|anaesthetist|midwife)\b|\b(?:FNP|PMHNP|AGACNP|AGPCNP|CRNA|CNM|APRN|APRNs)\b|\bclinical nurse specialist\b/i, lowest: 5, highest: 5 },
  { name: 'Pharmacotherapy or other specialty board certification', pattern: /\bBCPS\b|\bBCOP\b|\bBCCCP\b|\bspecialty board (?:review|certification|exam)\b/i, lowest: 5, highest: 5 },
  { name: 'Medical board certification', pattern: /\bboard (?:certification|review|exam|examination) in (?:internal medicine|pediatrics|paediatrics|surgery|anesthesiology|radiology|psychiatry|cardiology|oncology|neurology|emergency medicine|family medicine)\b/i, lowest: 5, highest: 5 },
];

export interface CredentialMatch {
  credential: Credential;
  start: number;
  end: number;
}

/** Whether a range of levels ranks above another (or above none): the higher top, then the higher bottom. */
export function outranks(range: { lowest: number; highest: number }, other: { lowest: number; highest: number } | undefined): boolean {
  return !other || range.highest > other.highest || (range.highest === other.highest && range.lowest > other.lowest);
}

/** The credential a title names, the one of the highest level when it names several. */
export function credentialInTitle(title: string): CredentialMatch | undefined {
  let found: CredentialMatch | undefined;
  for (const credential of credentials) {
    const match = credential.pattern.exec(title);
    if (match && outranks(credential, found?.credential)) {
      found = { credential, start: match.index, end: match.index + match[0].length };
    }
  }
  return found;
}

// "Advanced" and "Intermediate" as the level of the course itself, not of a named thing: the A level, Advanced
// Placement, an advanced diploma (a qualification below the bachelor's), advanced manufacturing (a field), an
// advanced beginner, advanced life support (a provider card), Intermediate Algebra (a college-preparatory course).
const advancedWord =
  /\b(?<!\b(?:pre|upper|lower|low|high)-)advanced\b(?! (?:placement|level|levels|higher|subsidiary|diploma|beginners?|manufacturing|technolog(?:y|ies)|open water|(?:cardiac |cardiovascular |trauma |pediatric |paediatric |burn |hazmat |wilderness )?life support|first aid|emergency medical|EMT|materials?\b(?! science)|search|standing))/i;
const intermediateWord = /(?<!\b(?:pre|upper|lower|low|high)[- ])\bintermediate\b(?! (?:algebra|emergency medical|EMT|care|goods|level (?:1|2|I|II)\b|certificate|diploma))/i;

/** The level word a title gives its own course: "Advanced …" (4 and above) or "Intermediate …" (3). */
export function titleLevelWord(title: string): { word: 'advanced' | 'intermediate'; start: number; end: number } | undefined {
  const advanced = advancedWord.exec(title);
  if (advanced) return { word: 'advanced', start: advanced.index, end: advanced.index + advanced[0].length };
  const intermediate = intermediateWord.exec(title);
  if (intermediate) return { word: 'intermediate', start: intermediate.index, end: intermediate.index + intermediate[0].length };
  return undefined;
}

// The year of study a title gives its own course, as language departments name their sequences ("First-Year
// Japanese I", "Second Year Classical Tibetan", "Third-Year Chinese"): the year is the level, as a course number's
// first digit is. Not the year of the people it is for ("First-Year Teachers", "Second-Year Residents").
const titleYearPattern =
  /\b(first|second|third|fourth)[- ]year\b(?!['’]s?\b| (?:teachers?|nurses?|residents?|associates?|attorneys?|lawyers?|apprentices?|fellows?|faculty|employees|staff|managers?|supervisors?|medical|dental|pharmacy|law|MBA|graduate|doctoral|PhD|master|anniversary|review|report|plan|warranty)\b)/i;
const yearLevels: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4, junior: 3, senior: 4 };
// The course that closes (or opens the last part of) a bachelor's degree by its year: "Senior Design Project I",
// "Senior Seminar in History", "Junior Seminar"; not "Senior Leadership" or "Senior Care".
const classYearPattern = /\b(junior|senior)(?= (?:design|project|seminar|thesis|capstone|honou?rs|studio|recital|exhibition|research|experience|colloquium|practicum)\b)/i;

/** The year of study a title names for its own course ("Second-Year Japanese" → 2, "Senior Design Project" → 4). */
export function titleYear(title: string): { level: number; start: number; end: number } | undefined {
  const match = titleYearPattern.exec(title) ?? classYearPattern.exec(title);
  const level = match ? yearLevels[(match[1] ?? '').toLowerCase()] : undefined;
  return match && level ? { level, start: match.index, end: match.index + match[0].length } : undefined;
}

// The credit category of an American Council on Education recommendation, as a Joint Services Transcript or the
// ACE and NCCRS guides give it for military training and workplace courses ("Credit Recommendation: In the
// upper-division baccalaureate degree category, 3 semester hours in organizational leadership"). The category is
// the level the recommending faculty placed the course at: vocational certificate 1, lower-division or associate
// 1 to 2, upper-division 3 to 4, graduate 4 to 5. Of several, the highest counts.
const creditCategoryPattern =
  filtered(/\b(vocational(?: certificate)?|lower[- ]division baccalaureate(?:\/associate)?(?: degree)?|associate(?:\/lower[- ]division baccalaureate)? degree|upper[- ]division baccalaureate(?: degree)?|graduate(?: degree)?) category\b/gi);

/**
 * The highest ACE credit-recommendation category a text names, and the levels it stands for. `literals`, where given,
 * were found in a text that holds this one.
 */
export function creditRecommendationLevels(text: string, literals?: LiteralsFound): { lowest: number; highest: number; start: number; end: number } | undefined {
  let found: { lowest: number; highest: number; start: number; end: number } | undefined;
  if (literals && !literals.mayMatch(creditCategoryPattern)) return found;
  creditCategoryPattern.lastIndex = 0;
  for (let match = creditCategoryPattern.exec(text); match; match = creditCategoryPattern.exec(text)) {
    const category = (match[1] ?? '').toLowerCase();
    const [lowest, highest] = category.startsWith('graduate') ? [4, 5] : category.startsWith('upper') ? [3, 4] : category.startsWith('vocational') ? [1, 1] : [1, 2];
    if (!found || lowest > found.lowest) found = { lowest, highest, start: match.index, end: match.index + match[0].length };
  }
  return found;
}

/** A level of a national qualifications framework, and the levels on the spec's scale it stands for. */
interface FrameworkLevels {
  name: string;
  levels: Readonly<Record<number, readonly [number, number]>>;
}

// The frameworks that international transcripts and module outlines name ("FHEQ Level 6", "Level: 5 (FHEQ)",
// "NQF Level 8", "Level 9 on the National Framework of Qualifications"), placed as the engine places US courses by
// their numbers — a first-year university module as a 100-level course (1 to 2), a final-year one as a 300- or
// 400-level course (3 to 4), master's level at 5 — and, where the title table above names the same qualification
// (an HNC at RQF level 4, a Certificate IV at AQF level 4), at the same levels.
const rqf = { 1: [1, 1], 2: [1, 1], 3: [1, 2], 4: [2, 2], 5: [2, 3], 6: [3, 4], 7: [4, 5], 8: [5, 5] } as const;
const frameworks: Readonly<Record<string, FrameworkLevels>> = {
  FHEQ: { name: 'the FHEQ (higher education in England, Wales and Northern Ireland)', levels: { 4: [1, 2], 5: [2, 3], 6: [3, 4], 7: [5, 5], 8: [5, 5] } },
  RQF: { name: "the RQF (England's regulated qualifications)", levels: rqf },
  QCF: { name: "the QCF (England's former qualifications framework)", levels: rqf },
  NVQ: { name: 'the RQF (National Vocational Qualifications)', levels: rqf },
  SCQF: { name: "the SCQF (Scotland's framework)", levels: { 1: [1, 1], 2: [1, 1], 3: [1, 1], 4: [1, 1], 5: [1, 1], 6: [1, 1], 7: [1, 2], 8: [2, 3], 9: [3, 4], 10: [4, 4], 11: [5, 5], 12: [5, 5] } },
  NQF: { name: "a national qualifications framework (South Africa's and others')", levels: { 1: [1, 1], 2: [1, 1], 3: [1, 1], 4: [1, 1], 5: [1, 2], 6: [2, 3], 7: [3, 4], 8: [4, 5], 9: [5, 5], 10: [5, 5] } },
  AQF: { name: 'the AQF (Australia)', levels: { 1: [1, 1], 2: [1, 1], 3: [1, 2], 4: [2, 2], 5: [2, 3], 6: [2, 3], 7: [3, 4], 8: [4, 5], 9: [5, 5], 10: [5, 5] } },
  EQF: { name: 'the EQF (Europe)', levels: { 1: [1, 1], 2: [1, 1], 3: [1, 1], 4: [1, 2], 5: [2, 3], 6: [3, 4], 7: [5, 5], 8: [5, 5] } },
  NFQ: { name: "the NFQ (Ireland's framework)", levels: { 1: [1, 1], 2: [1, 1], 3: [1, 1], 4: [1, 1], 5: [1, 2], 6: [2, 2], 7: [3, 4], 8: [4, 4], 9: [5, 5], 10: [5, 5] } },
};
const frameworkNames: Readonly<Record<string, string>> = {
  'framework for higher education qualifications': 'FHEQ',
  'regulated qualifications framework': 'RQF',
  'scottish credit and qualifications framework': 'SCQF',
  'australian qualifications framework': 'AQF',
  'european qualifications framework': 'EQF',
  'national framework of qualifications': 'NFQ',
  'national qualifications framework': 'NQF',
};
const frameworkWord = String.raw`(?:FHEQ|RQF|QCF|SCQF|NQF|AQF|EQF|NFQ|NVQ|${Object.keys(frameworkNames)
  .map((name) => name.replace(/\b\w/g, (c) => `[${c.toUpperCase()}${c}]`))
  .join('|')})`;
// Ontario's college credentials, named on their own (the Ontario Qualifications Framework gives them no numbers): a
// one-year certificate, a two-year diploma, a three-year advanced diploma, and a graduate certificate taken after a
// diploma or a degree — placed as the first, second and third college years, and upper-division study.
export const ontarioCredentialPattern = filtered(/\bOntario College (Graduate Certificate|Advanced Diploma|Diploma|Certificate)\b/g);
export const ontarioCredentialLevels: Readonly<Record<string, readonly [number, number]>> = {
  Certificate: [1, 1],
  Diploma: [2, 2],
  'Advanced Diploma': [3, 3],
  'Graduate Certificate': [3, 4],
};

/** "FHEQ Level 6", "NQF level: 8"; "Level: 5 (FHEQ)", "Level 9 on the National Framework of Qualifications". */
export const frameworkLevelPatterns: readonly RegExp[] = [
  new RegExp(String.raw`\b(${frameworkWord})[ \t]*[Ll]evel[ \t]*:?[ \t]*(\d{1,2})\b`, 'g'),
  new RegExp(String.raw`\b[Ll]evel[ \t]*:?[ \t]*(\d{1,2})\b(?![.,]\d)(?:[ \t]*\([ \t]*(${frameworkWord})[ \t]*\)|[^.;\n]{0,40}?\b(${frameworkWord})\b)`, 'g'),
].map(filtered);

/** The levels on the spec's scale a framework level stands for ("FHEQ", "6"), or undefined for a level the framework has not. */
export function frameworkLevel(framework: string, level: number): { lowest: number; highest: number; name: string } | undefined {
  const key = frameworkNames[framework.toLowerCase()] ?? framework.toUpperCase();
  const entry = frameworks[key];
  const range = entry?.levels[level];
  return entry && range ? { lowest: range[0], highest: range[1], name: entry.name } : undefined;
}

