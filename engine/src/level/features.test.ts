import { describe, expect, it } from 'vitest';
import { extractFeatures, vocabularyLevel, type FeatureName } from './features.js';
import { courseNumberLevel, findCourseCodes } from './course-codes.js';
import { analyseText } from '../text/document.js';
import { extractSkills } from '../skills/extract-skills.js';
import { getDefaultTaxonomy } from '../taxonomy/taxonomy.js';

function features(description: string, title = 'Course') {
  return extractFeatures(analyseText(title, description));
}

function value(description: string, feature: FeatureName, title = 'Course'): number {
  return features(description, title).values[feature];
}

const neutral = 'The course covers the chemistry of water and the treatment of water for cities.';

describe('course codes', () => {
  it('finds codes, campus suffixes and numbers continuing a list', () => {
    expect(findCourseCodes('Prerequisite: LING_V 520 and 525; one of MATH 221, 223 or CS 2110.').map((c) => `${c.subject} ${c.number}`)).toEqual([
      'LING 520',
      'LING 525',
      'MATH 221',
      'MATH 223',
      'CS 2110',
    ]);
    expect(findCourseCodes('Approved by ISO 9001 in COVID 19 times')).toEqual([]);
    // Columbia's codes carry a letter for the school before the number ("COMS W4111", "NUTR M8200").
    expect(findCourseCodes('Prerequisite: COMS W4111 or NUTR M8200.').map((c) => `${c.subject} ${c.number}`)).toEqual(['COMS 4111', 'NUTR 8200']);
    expect(findCourseCodes('Print it on ABCD E12 paper.')).toEqual([]);
    // Prerequisites named by their subject in ordinary letters, in prerequisite sentences only.
    const named = features(`${neutral} Prerequisite: Comp Sci 1570 and Math 221 with a grade of C or better.`);
    expect(named.evidence['prerequisite.courseLevel'].map((span) => span.text)).toEqual(['Comp Sci 1570', 'Math 221']);
    expect(features(`${neutral} The lab meets in Physics 204 on Fridays.`).evidence['prerequisite.courseLevel']).toEqual([]);
    expect(findCourseCodes('CHE-803 Advanced Transport Phenomena; see also COVID-19 guidance').map((c) => `${c.subject} ${c.number}`)).toEqual(['CHE 803']);
    // "500 Level" as Nigerian universities write their years: the final year of a five-year bachelor's, not graduate study.
    expect(findCourseCodes('Design of Reinforced Concrete Structures (500 Level)').map((c) => courseNumberLevel(c.number))).toEqual([4]);
    expect(findCourseCodes('Two 500-level courses in the major.').map((c) => courseNumberLevel(c.number))).toEqual([5]);
    expect(findCourseCodes('Eight hours of 400-level credit; one 200-level course.').map((c) => c.number)).toEqual([400, 200]);
    // A leading zero marks a preparatory course, not a graduate one.
    expect(findCourseCodes('Place into MTH 1040 or complete MTH 0950 or ENG 095 first.').map((c) => courseNumberLevel(c.number))).toEqual([1, 0, 0]);
    // Standards and regulations a professional course names carry no course level.
    expect(findCourseCodes('Revenue Recognition Under ASC 606; EPA 608 and NFPA 70 rules; IEEE 802 networks')).toEqual([]);
    expect(findCourseCodes('CCNA 200-301 Exam Prep; CIPS Level 4')).toEqual([]);
    expect(findCourseCodes('NCM 109 Care of Mother and Child at Risk')).toEqual([]);
    // Quebec CEGEP courses stand where a first-year college course does; telephone numbers and years are no codes.
    expect(findCourseCodes('Prerequisite: 201-NYA-05 and 603-101-MQ. Call 514-555-01 or 514-931-8731; 2024-2025.').map((c) => `${c.subject} ${c.number}`)).toEqual([
      '201 100',
      '603 100',
    ]);
  });

  it('maps numbers to levels', () => {
    expect([12, 101, 250, 399, 410, 520, 710, 2110, 4750, 6000].map(courseNumberLevel)).toEqual([0, 1, 2, 3, 4, 5, 5, 2, 4, 5]);
  });
});

describe('level features', () => {
  it('is zero for every cue on neutral text', () => {
    const { values } = features(neutral);
    for (const name of ['cue.introductory', 'cue.advanced', 'cue.research', 'audience.graduate', 'prerequisite.present', 'prerequisite.courseLevel', 'relation.courseLevel'] as const) {
      expect(values[name]).toBe(0);
    }
  });

  it('counts introductory, basic and open-to-beginners wording', () => {
    expect(value('An introduction to accounting and an overview of ledgers.', 'cue.introductory')).toBe(2);
    expect(value('Covers the basics and fundamentals of accounting.', 'cue.basic')).toBe(2);
    // "Beginning Reading" is basic wording; exams "beginning in class" and "the beginning of the term" are not.
    expect(value('Beginning Reading in Latin. Midterms are held beginning in class on March 3; bring a CPR card at the beginning of the term.', 'cue.basic')).toBe(1);
    // Foundation engineering is no foundations course.
    expect(value('Shallow foundations, pile foundations and foundation design.', 'cue.basic')).toBe(0);
    // "Fundamental" as an adjective is no level ("fundamental notions of metric space topology", "the fundamental group");
    // the fundamentals of a subject, or its fundamental concepts, are.
    expect(value('Fundamental notions of metric space topology; the fundamental group.', 'cue.basic')).toBe(0);
    expect(value('Fundamental concepts of accounting.', 'cue.basic')).toBe(1);
    expect(value('No prior experience is needed; open to all students, even non-majors.', 'cue.noPriorKnowledge')).toBe(3);
    // Open online courses say it in their own words.
    expect(value('We present these methods in a non-mathematical and easily accessible way.', 'cue.noPriorKnowledge')).toBe(2);
    expect(value('If you have ever asked "What is democracy?", this course is for you.', 'cue.noPriorKnowledge')).toBe(1);
    expect(value('The content is designed to be accessible to students from any discipline.', 'cue.noPriorKnowledge')).toBe(1);
    expect(value('Created specifically for those who are new to the study of probability.', 'cue.noPriorKnowledge')).toBe(1);
    expect(value('Designed to meet the needs of first-time learners of Tibetan.', 'cue.noPriorKnowledge')).toBe(1);
    expect(value('The library is new to the campus.', 'cue.noPriorKnowledge')).toBe(0);
    expect(value('Key concepts of relativity for nonscientists.', 'cue.noPriorKnowledge')).toBe(1);
    expect(value('The archive is accessible online; students from the department of physics attend.', 'cue.noPriorKnowledge')).toBe(0);
    // In a course on accessibility or on crew resource management the words are its subject.
    expect(value('Students learn to build web pages in an accessible way and make them accessible to all users.', 'cue.noPriorKnowledge')).toBe(0);
    expect(value('Crews train the non-technical skills of situational awareness and decision making.', 'cue.noPriorKnowledge')).toBe(0);
    // Taught without mathematics is no mathematical content.
    expect(value('We present these methods in a non-mathematical way.', 'cue.mathematical')).toBe(0);
    expect(value('We present these methods in a mathematical way.', 'cue.mathematical')).toBe(1);
  });

  it('counts advanced, research, topics and professional wording', () => {
    expect(value('An advanced, in-depth treatment of compilers.', 'cue.advanced')).toBe(2);
    expect(value('A seminar on current research and the research literature.', 'cue.research')).toBe(3);
    expect(value('Selected topics; content varies by term.', 'cue.topics')).toBe(2);
    expect(value('Designed for practitioners and professionals in the field.', 'cue.professional')).toBe(3);
    expect(value('Builds on the intermediate course.', 'cue.intermediate')).toBe(2);
    expect(value('Solve differential equations and prove theorems.', 'cue.mathematical')).toBe(3);
  });

  it('caps each cue at three', () => {
    expect(value('Introduction. Introduction. Introduction. Introduction. Introduction.', 'cue.introductory')).toBe(3);
  });

  it('reads no cue into another sense of its words: map reading, an integral colour, a prerequisite for something else', () => {
    expect(value('Roof control, ventilation and mine map reading.', 'cue.research')).toBe(0);
    expect(value('Placing rebar and reading a delivery ticket.', 'cue.research')).toBe(0);
    expect(value('Reading and discussion of selected literary works.', 'cue.research')).toBe(1);
    // Nor an integral colour a calculus course, nor live models a mathematical one.
    expect(value('Pigments give concrete an integral color; drawing from live models.', 'cue.mathematical')).toBe(0);
    // A course that is a prerequisite for something else has none of its own.
    expect(value('Treaties and state responsibility. This course is a prerequisite for the moot court team.', 'prerequisite.present')).toBe(0);
    expect(value('Weekly readings from the primary literature.', 'cue.research')).toBe(2);
  });

  it('reads cues in the title separately', () => {
    expect(value(neutral, 'title.introductory', 'Introduction to Water')).toBe(1);
    expect(value(neutral, 'title.advanced', 'Advanced Topics in Water')).toBe(2);
    expect(value(neutral, 'title.sequel', 'Water Chemistry II')).toBe(1);
    expect(value(neutral, 'title.sequel', 'Spanish 2')).toBe(1);
    // A number after an acronym or a product is its version.
    // Nor is a level, a year or a grade of a qualification ("NC II", "Certificate IV"), nor a length.
    for (const title of [
      'ITIL 4 Foundation',
      'Accessibility with WCAG 2.2',
      'Python 3 for Analysts',
      'Industry 4.0 Basics',
      'Lessons from Structural Failures (4 PDH)',
      'Web Analytics with Google Analytics 4',
      'English Preparation - Level 2',
      'Electrician Trade - 2 years',
      'Bread and Pastry Production NC II',
      'Certificate IV in Information Technology',
      'BTEC Level 3 Unit 12: Website Production',
      'Project Management Essentials (2-Day Workshop)',
      'Grant Writing: A 3-Week Course',
    ]) {
      expect(value(neutral, 'title.sequel', title), title).toBe(0);
    }
  });

  it('recognises a graduate audience and the year of study', () => {
    expect(value('Restricted to graduate students in the program.', 'audience.graduate')).toBe(1);
    expect(value('A graduate course on quantum field theory.', 'audience.graduate')).toBe(1);
    expect(value('Open to advanced undergraduate students.', 'audience.graduate')).toBe(0);
    expect(value('Presented by residents and discussed with faculty.', 'audience.graduate')).toBe(1);
    expect(value('Students assist nursing home residents and residents of assisted living.', 'audience.graduate')).toBe(0);
    expect(value('For first-year students.', 'audience.yearOfStudy')).toBe(-2);
    expect(value('No experience needed; ages 16 and up.', 'cue.noPriorKnowledge')).toBe(1);
    // "No prior programming experience is required" asks for nothing: a cue for newcomers, not a prerequisite.
    const newcomers = features('Learners write small programs in Python. No prior programming experience is required.');
    expect(newcomers.values['cue.noPriorKnowledge']).toBe(1);
    expect(newcomers.values['prerequisite.present']).toBe(0);
    expect(value('Learners write small programs in Python. Good writing skills in English are expected.', 'prerequisite.present')).toBe(1);
    // An apprentice's year is no year of university study.
    expect(value('Rebar placing for first-year apprentices.', 'audience.yearOfStudy')).toBe(0);
    // The year a course follows is not its own.
    expect(value('Evidence law and the hearsay rule. Prerequisite: completion of the first-year curriculum.', 'audience.yearOfStudy')).toBe(0);
    expect(value('Fourth-year standing required.', 'audience.yearOfStudy')).toBe(1);
    // Law is studied after a bachelor's degree: its first year is no freshman year.
    expect(value('A first-year law course on torts.', 'audience.yearOfStudy')).toBe(1);
    expect(value('Required of all first-year law students.', 'audience.graduate')).toBe(0);
    // So are medicine, dentistry and pharmacy: a second-year medical course is no sophomore course, nor is a second-year law one.
    expect(value('A second-year medical course on diseases of the liver and kidney.', 'audience.yearOfStudy')).toBe(1);
    expect(value('For third-year dental students.', 'audience.yearOfStudy')).toBe(1);
    expect(value('A second-year law seminar on evidence.', 'audience.yearOfStudy')).toBe(1);
    expect(value('For second-year students of biology.', 'audience.yearOfStudy')).toBe(-1);
    expect(value('Deposition practice for first-year lawyers at the firm.', 'audience.yearOfStudy')).toBe(0);
  });

  it('reads prerequisite course numbers, but not cues inside prerequisites', () => {
    const set = features(`${neutral} Prerequisite: CHEM 301 or Introduction to CHEM 202.`);
    expect(set.values['prerequisite.present']).toBe(1);
    expect(set.values['prerequisite.courseLevel']).toBe(1);
    expect(set.values['cue.introductory']).toBe(0);
    expect(set.evidence['prerequisite.courseLevel'].map((span) => span.text)).toEqual(['CHEM 301', 'CHEM 202']);
    expect(value(`${neutral} Prerequisite: none.`, 'prerequisite.present')).toBe(0);
    expect(value(`${neutral} Prerequisite: CHEM 12.`, 'prerequisite.courseLevel')).toBe(-2);
    // A course that meets a credential's prerequisite asks nothing of its students.
    expect(value(`${neutral} This 40-hour course meets the training prerequisite for national certification.`, 'prerequisite.present')).toBe(0);
  });

  it('reads equivalent and preceding courses', () => {
    expect(value('Continuation of TURK 201, with more advanced grammar.', 'relation.courseLevel')).toBe(-1);
    expect(value(`${neutral} Not for students with credit for COMM 398.`, 'relation.courseLevel')).toBe(0);
    // Georgia Tech's wording of a credit exclusion: "Credit not awarded for both …", "Credit will not be awarded for both …".
    expect(value(`${neutral} Credit not awarded for both MATH 1552 and MATH 1502.`, 'relation.courseLevel')).toBe(-2);
    expect(value(`${neutral} Credit will not be awarded for both MATH 2551 and MATH 2401.`, 'relation.courseLevel')).toBe(-1);
  });

  it("measures Bloom's verbs", () => {
    const low = features('Students define, list and describe the parts of a cell.');
    const high = features('Students design, evaluate and critique experiments.');
    expect(low.values['bloom.level']).toBeLessThan(high.values['bloom.level']);
    expect(high.values['bloom.higherOrderShare']).toBe(1);
    expect(low.values['bloom.higherOrderShare']).toBe(0);
  });

  it('measures style: second person, rare words, topic lists, length', () => {
    expect(value('You will learn how your data works, and we will help you.', 'style.secondPerson')).toBeGreaterThan(20);
    expect(value('Seakeeping; maneuvering; stability; dynamic positioning.', 'style.topicList')).toBe(3);
    expect(value('Electrochemical thermodynamics and heterogeneous electrocatalysis.', 'style.rareWords')).toBeGreaterThan(value('The big dog and the small cat play in the house.', 'style.rareWords'));
    expect(value(neutral.repeat(4), 'style.length')).toBeGreaterThan(value(neutral, 'style.length'));
  });

  it('counts the prerequisite courses named', () => {
    const set = features(`${neutral} Prerequisite: one of MATH 221, 223 or CS 2110.`);
    expect(set.values['prerequisite.count']).toBeCloseTo(Math.log(4));
    expect(set.evidence['prerequisite.count'].map((span) => span.text)).toEqual(['MATH 221', '223', 'CS 2110']);
    expect(value(`${neutral} Prerequisite: an interest in water.`, 'prerequisite.count')).toBe(0);
  });

  it('flags a graduate course among the prerequisites', () => {
    const set = features(`${neutral} Prerequisite: CIVL 301 and CIVL 510.`);
    expect(set.values['prerequisite.graduateCourse']).toBe(1);
    expect(set.evidence['prerequisite.graduateCourse'].map((span) => span.text)).toEqual(['CIVL 510']);
    expect(value(`${neutral} Prerequisite: CIVL 301.`, 'prerequisite.graduateCourse')).toBe(0);
    expect(value(`${neutral} Not for students with credit for CIVL 510.`, 'prerequisite.graduateCourse')).toBe(0);
  });

  it('recognises open-online-course prose and restricted enrolment', () => {
    const mooc = 'In this course you will learn how water is treated. Each week, learners watch videos and complete a module with hands-on exercises. ';
    expect(value(mooc.repeat(3), 'style.onlineCourse')).toBe(1);
    expect(features(mooc.repeat(3)).evidence['style.onlineCourse'][0]?.text).toBe('In this course');
    expect(value(neutral, 'style.onlineCourse')).toBe(0);
    // However long, a course only graduate students may take is read as a calendar's.
    const long = `${neutral} `.repeat(8);
    expect(value(long, 'style.onlineCourse')).toBe(1);
    expect(value(long, 'style.onlineCourse', 'Graduate Seminar in Comparative Politics')).toBe(0);
    expect(value(`${long} Restricted to students in the economics Ph.D. program.`, 'style.onlineCourse')).toBe(0);
    expect(value(`${long} Open to all students in the faculty.`, 'style.onlineCourse')).toBe(1);
    // So is a course that names course numbers: its own, or its prerequisites' ("one 200-level course").
    expect(value(long, 'style.onlineCourse', 'ENVS 310 Water Policy')).toBe(0);
    expect(value(`${long} Prerequisite: one 200-level English literature course.`, 'style.onlineCourse')).toBe(0);
    expect(value(`${long} Prerequisite: one 200-level English literature course.`, 'prerequisite.count')).toBeGreaterThan(0);
    expect(value(`${neutral} Restricted to students in the water program.`, 'audience.restricted')).toBe(1);
    expect(value(`${neutral} Consent of instructor required.`, 'audience.restricted')).toBe(1);
    expect(value(neutral, 'audience.restricted')).toBe(0);
    // How many may enrol, or an approval the course teaches about, restricts nobody.
    expect(value(`${neutral} Class size is limited to eight.`, 'audience.restricted')).toBe(0);
    expect(value(`${neutral} Deal-approval rules and discount governance.`, 'audience.restricted')).toBe(0);
    expect(value(`${neutral} Departmental approval required.`, 'audience.restricted')).toBe(1);
    expect(value(`${neutral} Enrolment is limited to facilitate discussion.`, 'audience.restricted')).toBe(1);
  });

  it('counts workplace safety as no quantitative subject, though the taxonomy files it under engineering', () => {
    const text = analyseText('Site Safety', 'OSHA rules, fall protection and personal protective equipment.');
    const skills = extractSkills(text, getDefaultTaxonomy());
    expect(skills.filter((s) => s.source === 'taxonomy').map((s) => s.id)).toEqual(['engineering.safety-engineering']);
    expect(extractFeatures(text, skills).values['subject.quantitative']).toBe(0);
  });

  it('marks the first course of a sequence in the title', () => {
    expect(value(neutral, 'title.firstInSequence', 'Water Chemistry I')).toBe(1);
    expect(value(neutral, 'title.firstInSequence', 'Learning Russian 1')).toBe(1);
    expect(value(neutral, 'title.firstInSequence', 'Water Chemistry II')).toBe(0);
    expect(value(neutral, 'title.firstInSequence', 'Water Chemistry')).toBe(0);
  });

  it('reads "IV" before therapy or insertion as intravenous, not as the fourth course of a sequence', () => {
    expect(value(neutral, 'title.sequel', 'IV Therapy Certification for Licensed Practical Nurses')).toBe(0);
    expect(value(neutral, 'title.sequel', 'Peripheral IV Insertion')).toBe(0);
    expect(value(neutral, 'title.sequel', 'French IV')).toBe(1);
  });

  it('reads no introductory wording in an upper-level survey or in one objective taught "at an introductory level"', () => {
    expect(value('An upper-level survey of central problems in the philosophy of language.', 'cue.introductory')).toBe(0);
    expect(value('A survey of central problems in the philosophy of language.', 'cue.introductory')).toBe(1);
    const outline = 'Learning Outcomes\n1. Prepare a family-based immigrant petition.\n2. Describe asylum and TPS at an introductory level.\n3. Explain consular processing.';
    expect(value(outline, 'cue.introductory')).toBe(0);
    expect(value('This course presents immigration law at an introductory level.', 'cue.introductory')).toBe(1);
  });

  it('reads a graduate award named in the title as graduate-only study, and acronyms only as written', () => {
    for (const title of ['PgDip Forensic Science', 'EdD in Educational Leadership', 'Graduate Certificate in Robotics', 'Post-Graduate PMHNP Certificate', 'Master of Public Health Core', 'LLM in International Human Rights', 'LL.M. Taxation', 'MA Conference Interpreting', 'Master of Divinity (MDiv)', 'MSW Clinical Practice', 'Advanced Education Program in Endodontics (Certificate and MSD)', 'M.S. in Speech-Language Pathology', 'MS in Data Science', 'Graduate Professional Certificate in 5G', 'PGY2 Oncology Pharmacy Residency']) {
      expect(features(neutral, title).graduateOnly, title).toBe(true);
    }
    for (const title of ['Oracle DBA Fundamentals', 'Med Surg Nursing Review', 'LLM Applications for Analysts', 'Graduate Nurse Transition', 'LLM in Production with Python', 'MS Excel for Analysts', 'Medical Assistant (MA) Diploma']) {
      expect(features(neutral, title).graduateOnly, title).toBe(false);
    }
    // Graduate programmes named by their degrees in the text, as schools of public health, business and law write it.
    expect(features(`${neutral} Required for MS and PhD students in epidemiology; open to MPH students with instructor permission.`).graduateOnly).toBe(true);
    expect(features(`${neutral} Open to MBA students only.`).graduateOnly).toBe(true);
    // The first year of a graduate programme is no freshman's.
    const mfa = features(`MFA in Studio Art - required of all first-year MFA candidates each semester. ${neutral}`);
    expect(mfa.graduateOnly).toBe(true);
    expect(mfa.values['audience.yearOfStudy']).toBe(0);
    expect(features(`${neutral} Designed for ms office users.`).graduateOnly).toBe(false);
  });

  it('reads a course number in the course name', () => {
    expect(features(neutral, 'CS 421 Programming Languages').ownCourseLevel?.level).toBe(4);
    expect(features(neutral, 'Programming Languages').ownCourseLevel).toBeUndefined();
    expect(features(neutral, '201-NYA-05 Differential Calculus').ownCourseLevel?.level).toBe(1);
    // A leading zero marks a developmental course: the first level.
    expect(features(neutral, 'BIO 098 Foundations of Human Anatomy').ownCourseLevel?.level).toBe(1);
    expect(features(neutral, 'MATH 0950 Intermediate Algebra').ownCourseLevel?.level).toBe(1);
    expect(features(neutral, 'COVID 19 Safety').ownCourseLevel).toBeUndefined();
  });

  it('averages the lexicon offsets of known stems for the vocabulary feature', () => {
    expect(vocabularyLevel(['seminar', 'graduat', 'unknown'], { seminar: 1, graduat: 0.5 })).toBe(0.75);
    expect(vocabularyLevel(['unknown'], { seminar: 1 })).toBe(0);
    // A plain object's inherited names are no stems ("elevator constructors").
    expect(vocabularyLevel(['constructor', 'seminar', 'tostring', 'valueof'], { seminar: 1 })).toBe(1);
  });
});
