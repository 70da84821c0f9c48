import fc from 'fast-check';
import { levelLabels } from '@creds/contract/level-scale';
import { describe, expect, it } from 'vitest';
import { evaluate, engineVersion, maxDescriptionChars } from './evaluate.js';
import { EngineError } from './errors.js';
import type { EvaluationInput, EvaluationResult } from './types.js';

const intro: EvaluationInput = {
  courseName: 'Introduction to Programming',
  description:
    'An introductory course for beginners with no prior experience. Students learn the basics of Python programming: variables, loops, functions and simple data structures. Open to all students.',
};
const graduate: EvaluationInput = {
  courseName: 'Seminar in Advanced Topics in Machine Learning',
  description:
    'Restricted to graduate students. An advanced, research-oriented seminar on current research in deep learning, reinforcement learning and probabilistic graphical models. Students critique the research literature and design an original research project. Prerequisite: CS 446 and STAT 510.',
};

function expectSpansValid(input: EvaluationInput, result: EvaluationResult): void {
  const spans = [...result.skills.flatMap((s) => s.evidence), ...result.signals.flatMap((s) => s.evidence)];
  for (const span of spans) expect(input[span.field].slice(span.start, span.end)).toBe(span.text);
}

describe('evaluate', () => {
  it('where no rule has spoken and the model is split, gives the level within one of the likely ones, and says so', () => {
    const description =
      'History, principles and theory of landscape design in Europe, America and Asia. Influence of cultural attitudes and social change on parks, gardens and town planning.';
    const split = evaluate({ courseName: 'Landscape History', description });
    expect(split.level).toBe(4);
    expect(split.reasons[0]).toMatch(/^Level 4 \(Advance\): the level with the best chance of lying within one of the right level: levels 3 to 5 hold \d+ % of the model's level probabilities \(.*\), whose middle is level 3\. /);
    // Instruction hours that cap nothing leave it so, as a form always gives them.
    expect(evaluate({ courseName: 'Landscape History', description, creditHours: 45 }).level).toBe(4);
    // A course number is a rule that has spoken: the middle of the distribution it leaves.
    const numbered = evaluate({ courseName: 'LARC 222 Landscape History', description });
    expect(numbered.reasons[0]).toMatch(/the middle of the model's level probabilities/);
  });

  it('returns the level, its exact label, points, skills, signals and reasons', () => {
    const result = evaluate(intro);
    expect(result.levelLabel).toBe(levelLabels[result.level]);
    expect(result.points).toBe(result.level);
    expect(result.engineVersion).toBe(engineVersion);
    expect(result.language).toBe('eng');
    expect(result.wordCount).toBe(30);
    expect(result.skills.map((s) => s.id)).toContain('computing.python');
    expect(result.reasons[0]).toMatch(/^Level \d \(/);
    expectSpansValid(intro, result);
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it('rates a graduate research seminar well above an introductory course', () => {
    const low = evaluate(intro);
    const high = evaluate(graduate);
    expect(low.level).toBeLessThanOrEqual(2);
    expect(high.level).toBeGreaterThanOrEqual(4);
    expect(high.score - low.score).toBeGreaterThan(1.5);
    expect(high.signals.map((s) => s.id)).toEqual(expect.arrayContaining(['audience.graduate', 'prerequisite.courseLevel', 'cue.research']));
    expect(high.signals.find((s) => s.id === 'audience.graduate')?.contribution).toBeGreaterThan(0);
    expect(low.signals.find((s) => s.id === 'cue.noPriorKnowledge')?.contribution).toBeLessThan(0);
    expectSpansValid(graduate, high);
  });

  it('sorts signals by the size of their effect', () => {
    const sizes = evaluate(graduate).signals.map((s) => Math.abs(s.contribution));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('is deterministic', () => {
    expect(evaluate(graduate)).toEqual(evaluate(graduate));
    expect(JSON.stringify(evaluate(intro))).toBe(JSON.stringify(evaluate({ ...intro })));
  });

  it('gives level 0 with a reason when there is nothing to evaluate', () => {
    for (const description of ['', 'Python.', 'asdf qwer zxcv uiop hjkl bnm fghj rtyu vbnm tyui']) {
      const result = evaluate({ courseName: 'X', description });
      expect(result.level).toBe(0);
      expect(result.levelLabel).toBe('Not provided by AI');
      expect(result.points).toBe(0);
      expect(result.reasons.length).toBeGreaterThan(0);
    }
  });

  it('gives level 0 to a short text that names nothing a course teaches, a level to a short course description', () => {
    const chat = evaluate({ courseName: 'Our day out', description: 'We met and had lunch together on a sunny day, then walked home along the river.' });
    expect(chat.level).toBe(0);
    expect(chat.reasons).toEqual(['The text names no skill or topic that a course teaches, so it cannot be judged as a course description.']);
    expect(evaluate({ courseName: 'Labor Studies', description: 'Workers and unions in American society, and how unions and management bargain a contract.' }).level).toBeGreaterThan(0);
    // Read as a course though the taxonomy knows nothing of it: levelled, with the reason.
    const shop = evaluate({ courseName: 'Shop Basics', description: 'A short class for new staff on how we open, run and close the store each day.' });
    expect(shop.skills).toEqual([]);
    expect(shop.level).toBeGreaterThan(0);
    expect(shop.reasons).toContain('No skill from the taxonomy was found in the text.');
    // A catalogue's terse sentence opens with what the course does ("Analyzes …", "Examines …"): a course, levelled.
    const catalogue = evaluate({ courseName: 'Technology and Society', description: 'Analyzes social conditions that promote or retard technological activity, and the emergence of consumerism.' });
    expect(catalogue.level).toBeGreaterThan(0);
    expect(evaluate({ courseName: 'Museums', description: 'Examines how collections are acquired, cared for and shown to visitors.' }).level).toBeGreaterThan(0);
    // A transcript's line: the course number says it is a course, and where it stands.
    const transcript = evaluate({ courseName: 'PHIL 342 HIST OF MODERN THOUGHT', description: 'Ideas from the mercantilists and physiocrats through Smith, Ricardo and Marx.' });
    expect(transcript.level).toBe(3);
    expect(evaluate({ courseName: 'ECON 342 HIST OF ECON THOUGHT', description: 'Development of economic ideas from the mercantilists through Smith, Ricardo, Marx and Keynes.' }).skills.map((skill) => skill.name)).toContain('Economics');
  });

  it('gives level 0 for a description that is not in English', () => {
    const result = evaluate({
      courseName: 'Algorithmique',
      description: "Ce cours présente la conception et l'analyse des algorithmes. Les étudiants apprennent les tris, la recherche et les graphes.",
    });
    expect(result.level).toBe(0);
    expect(result.language).toBe('fra');
    expect(result.reasons).toContain('Documents must be in English.');
  });

  it('uses a course number in the course name', () => {
    const without = evaluate({ courseName: 'Data Mining', description: intro.description });
    const withNumber = evaluate({ courseName: 'CS 512 Data Mining', description: intro.description });
    expect(withNumber.score).toBeGreaterThan(without.score);
    expect(withNumber.signals.find((s) => s.id === 'courseNumber.own')?.evidence[0]?.text).toBe('CS 512');
  });

  it('caps the level of a very short course by its hours', () => {
    const result = evaluate({ ...graduate, creditHours: 4 });
    expect(result.level).toBeLessThanOrEqual(2);
    expect(result.signals.find((s) => s.id === 'creditHours')?.contribution).toBeLessThan(0);
    expect(evaluate({ ...graduate, creditHours: 120 }).level).toBe(evaluate(graduate).level);
  });

  it('caps workforce training and certification preparation at Intermediate, with the words that say so', () => {
    const bootcamp = evaluate({
      courseName: 'Full-Stack Web Development Bootcamp',
      description: 'HTML, CSS and JavaScript; React front ends; Node.js and Express APIs; PostgreSQL; authentication; deployment to the cloud.',
    });
    expect(bootcamp.level).toBeLessThanOrEqual(3);
    expect(bootcamp.signals.find((s) => s.id === 'workforceTraining')?.evidence.map((e) => e.text)).toEqual(['Bootcamp']);
    const prep = evaluate({ courseName: 'Real Estate Principles', description: 'Property ownership, contracts, financing and appraisal. Prepares students for the state salesperson licensing exam.' });
    expect(prep.signals.find((s) => s.id === 'workforceTraining')?.evidence[0]?.text).toBe('Prepares students for the state salesperson licensing exam');
    const cases = [
      { courseName: 'QuickBooks Online Certification Training', description: 'Set up a company, the chart of accounts, bills, payroll and reports.', words: 'Certification Training' },
      { courseName: 'Commercial Driving', description: 'Pre-trip inspections and backing. This course prepares you to pass the CDL skills test.', words: 'prepares you to pass the CDL skills test' },
      { courseName: 'Medical Office Assistant', description: 'An entry-level program in scheduling, records, billing forms and front-desk work.', words: 'entry-level' },
      { courseName: 'Therapeutic Massage', description: 'Swedish massage, anatomy and ethics. Prepares graduates to sit for the MBLEx licensing exam.', words: 'Prepares graduates to sit for the MBLEx licensing exam' },
    ];
    for (const { courseName, description, words } of cases) {
      const result = evaluate({ courseName, description });
      const signal = result.signals.find((s) => s.id === 'workforceTraining');
      expect(signal?.evidence.map((e) => e.text), courseName).toContain(words);
      // The expected level, rounded, not the median of a distribution the model was never fitted for.
      expect(result.level, courseName).toBe(Math.round(result.score));
    }
    // Named only as a prerequisite, it says nothing about this course.
    const seminar = evaluate({ ...graduate, description: `${graduate.description} Prerequisite: certification as a laboratory technician.` });
    expect(seminar.signals.some((s) => s.id === 'workforceTraining')).toBe(false);
    expect(evaluate(graduate).signals.some((s) => s.id === 'workforceTraining')).toBe(false);
  });

  it('reads no part of a course as its length: "including the 8 hours of training in tomosynthesis"', () => {
    const description = 'Satisfies the 40 contact hours of mammography education required for initial qualification, including the 8 hours of training in digital breast tomosynthesis. Positioning, quality control and image evaluation.';
    expect(evaluate({ courseName: 'Mammography Certificate', description }).signals.some((s) => s.id === 'statedDuration')).toBe(false);
    expect(evaluate({ courseName: 'Mammography Update', description: 'An 8-hour training in digital breast tomosynthesis: positioning and artefacts.' }).signals.some((s) => s.id === 'statedDuration')).toBe(true);
  });

  it('caps a course whose text states a short length as instruction hours do, but not a weekly schedule', () => {
    const webinar = evaluate({ ...graduate, description: `This 90-minute online course covers ${graduate.description}` });
    const signal = webinar.signals.find((s) => s.id === 'statedDuration');
    expect(signal?.evidence.map((e) => e.text)).toEqual(['90-minute online course']);
    expect(signal?.label).toBe("The text gives the course's length as 1.5 hours, which caps the level at 2");
    expect(webinar.level).toBeLessThanOrEqual(2);
    const workshop = evaluate({ ...graduate, description: `A two-day workshop. ${graduate.description}` });
    expect(workshop.signals.find((s) => s.id === 'statedDuration')?.value).toBe(16);
    expect(workshop.level).toBeLessThanOrEqual(3);
    // An annual refresher is another training, not this course's length.
    expect(evaluate({ ...graduate, description: `${graduate.description} Workers then take an annual 8-hour refresher course.` }).signals.some((s) => s.id === 'statedDuration')).toBe(false);
    const weekly = evaluate({ ...graduate, description: `${graduate.description} One three-hour seminar each week.` });
    expect(weekly.signals.some((s) => s.id === 'statedDuration')).toBe(false);
    expect(evaluate({ ...graduate, description: `A 40-hour course. ${graduate.description}` }).signals.some((s) => s.id === 'statedDuration')).toBe(false);
  });

  it('reads a length given as a field, as counted hours or as a segment where the page opens, not a session\'s', () => {
    const length = (courseName: string, description: string) => evaluate({ courseName, description }).signals.find((s) => s.id === 'statedDuration')?.value;
    expect(length('Safeguarding Adults (Level 2)', 'Safeguarding Adults – CPD certified online course. 3 hours, 3 CPD points. Covers types of abuse and neglect.')).toBe(3);
    expect(length('Forklift Safety', `Self-paced · 90 minutes · Certificate\n${graduate.description}`)).toBe(1.5);
    expect(length('Lean Basics', `Duration: 2 days\n${graduate.description}`)).toBe(16);
    expect(length('Project Management Essentials', `Format: Instructor-led · 14 training hours\n${graduate.description}`)).toBe(14);
    expect(length('Infection Control Update (2 hours)', graduate.description)).toBe(2);
    // A schedule, a session further down, a lecture's hours: no length of the course.
    expect(length('Quality Systems', `Duration: 3 hours per week\n${graduate.description}`)).toBeUndefined();
    expect(length('Quality Systems', `${graduate.description}\nTopics\nWeek 1. Audits. 3 hours.\nWeek 2. Sampling. 3 hours.`)).toBeUndefined();
    expect(length('Quality Systems', `Lecture: 3 hours\n${graduate.description}`)).toBeUndefined();
    // Catalogues give credit hours so: "ENGL 101. Composition I. 3 Hours."
    expect(length('Composition I', `ENGL 101. Composition I. 3 Hours. ${graduate.description}`)).toBeUndefined();
    expect(length('ENGL 101 Composition I (3 Hours)', graduate.description)).toBeUndefined();
    expect(length('Quality Systems', `${graduate.description} 3 training hours per week.`)).toBeUndefined();
    // Catalogues count contact hours by the week, and credit hours in total.
    expect(length('Quality Systems', `${graduate.description} 3 credits, 4 contact hours.`)).toBeUndefined();
    expect(length('Quality Systems', `${graduate.description} May be repeated to a maximum of 16 total hours.`)).toBeUndefined();
  });

  it('reads a workshop and a course for business owners as workforce training, a workshop-based graduate seminar not', () => {
    const cash = evaluate({
      courseName: 'Cash Management for Small Business Owners',
      description: 'This workshop teaches owners of small firms to forecast cash flow, manage receivables and payables, and plan short-term borrowing.',
    });
    expect(cash.signals.find((s) => s.id === 'workforceTraining')?.evidence.map((e) => e.text)).toEqual(['Small Business Owners', 'This workshop']);
    expect(cash.level).toBeLessThanOrEqual(3);
    const seminar = evaluate({ courseName: 'Research Practice in Migration Studies', description: 'Workshop-based seminar in the Graduate Certificate in Migration Studies.' });
    expect(seminar.signals.some((s) => s.id === 'workforceTraining')).toBe(false);
  });

  it('puts a course for people with years of professional experience at Intermediate or above', () => {
    const basic = { courseName: 'Negotiation Skills', description: 'Participants learn the basics of negotiation: preparing a plan, opening offers, concessions and closing, practised in short role plays with feedback.' };
    const experienced = { ...basic, description: `${basic.description} For experienced procurement professionals with at least five years of experience managing supplier contracts.` };
    const result = evaluate(experienced);
    const signal = result.signals.find((s) => s.id === 'professionalExperience');
    expect(signal?.evidence.map((e) => e.text)).toEqual(['experienced procurement professionals', 'five years of experience']);
    expect(result.level).toBeGreaterThanOrEqual(3);
    expect(evaluate({ ...basic, description: `${basic.description} Candidates need 36 months of experience leading projects.` }).level).toBeGreaterThanOrEqual(3);
    // Continuing-education credit for practising professionals, unless the text opens the course to newcomers.
    const credit = evaluate({ ...basic, description: `${basic.description} Teachers earn 2.0 CEUs toward licence renewal.` });
    expect(credit.signals.find((s) => s.id === 'continuingEducation')?.evidence.map((e) => e.text)).toEqual(['CEUs', 'licence renewal']);
    expect(credit.level).toBeGreaterThanOrEqual(3);
    const newcomers = evaluate({ ...basic, courseName: 'Negotiation for Non-Financial Managers', description: `${basic.description} Earn 2.0 CEUs.` });
    expect(newcomers.signals.some((s) => s.id === 'continuingEducation')).toBe(false);
    expect(evaluate({ ...basic, description: `${basic.description} One year of purchasing experience is recommended.` }).signals.some((s) => s.id === 'professionalExperience')).toBe(true);
    expect(evaluate({ ...basic, description: `${basic.description} For practitioners with one to three years in risk.` }).signals.some((s) => s.id === 'professionalExperience')).toBe(true);
    expect(evaluate({ ...basic, description: `${basic.description} Open to those who keep a daily practice of at least one year.` }).signals.some((s) => s.id === 'professionalExperience')).toBe(true);
    expect(evaluate({ ...basic, description: `${basic.description} Nurses need at least six months of oncology experience.` }).signals.some((s) => s.id === 'professionalExperience')).toBe(true);
    expect(evaluate({ ...basic, description: `${basic.description} Participants should hold an engineering degree.` }).signals.some((s) => s.id === 'degreeRequired')).toBe(true);
    expect(evaluate({ ...basic, description: `${basic.description} Awards 16 nursing contact hours.` }).signals.some((s) => s.id === 'continuingEducation')).toBe(true);
    const degree = evaluate({ ...basic, description: `${basic.description} Participants must hold an associate or bachelor's degree.` });
    expect(degree.signals.find((s) => s.id === 'degreeRequired')?.evidence.map((e) => e.text)).toEqual(["must hold an associate or bachelor's degree"]);
    expect(degree.level).toBeGreaterThanOrEqual(3);
    expect(evaluate({ ...basic, description: `${basic.description} Approved for 12 CE hours.` }).signals.some((s) => s.id === 'continuingEducation')).toBe(true);
    // A title that calls the course introductory starts at the start, whatever participants bring.
    const sommelier = evaluate({ ...basic, courseName: 'Introductory Sommelier Course', description: `${basic.description} Participants should have at least a year of restaurant experience.` });
    expect(sommelier.signals.some((s) => s.id === 'professionalExperience')).toBe(false);
    // New and experienced managers alike: no floor.
    expect(evaluate({ ...basic, description: `${basic.description} Suitable for new and experienced people managers.` }).signals.some((s) => s.id === 'professionalExperience')).toBe(false);
    // First-time supervisors are newcomers to the role, whatever experience the text mentions.
    expect(evaluate({ ...basic, courseName: 'First-Time Supervisor Program', description: `${basic.description} Most have two years of experience in their field.` }).signals.some((s) => s.id === 'professionalExperience')).toBe(false);
    // "Level: Beginner" opens a course that grants CEUs to newcomers; "no experience in statistics is required" of HR professionals does not.
    expect(evaluate({ ...basic, description: `${basic.description} Level: Beginner. Earn 1.4 CEUs.` }).signals.some((s) => s.id === 'continuingEducation')).toBe(false);
    expect(evaluate({ ...basic, description: `${basic.description} No experience in statistics is required. Earn 1.4 CEUs.` }).signals.some((s) => s.id === 'continuingEducation')).toBe(true);
    // "Continuing education: 14.0 contact hours" in an outline's header.
    expect(evaluate({ ...basic, description: `${basic.description}\nContinuing education: 14.0 contact hours` }).signals.some((s) => s.id === 'continuingEducation')).toBe(true);
    // A course for registered or licensed practitioners builds on their practice; one that prepares students to become them does not.
    expect(evaluate({ ...basic, description: `${basic.description} This certificate prepares registered radiologic technologists to perform mammography.` }).signals.some((s) => s.id === 'professionalExperience')).toBe(true);
    expect(evaluate({ ...basic, description: `${basic.description} This diploma prepares students to become licensed practical nurses.` }).signals.some((s) => s.id === 'professionalExperience')).toBe(false);
    // A masterclass is for practitioners, and an advanced course or a masterclass for practitioners is at least Advance.
    const masterclass = evaluate({ ...basic, courseName: 'Transfer Pricing Masterclass' });
    expect(masterclass.signals.some((s) => s.id === 'professionalExperience')).toBe(true);
    expect(masterclass.signals.find((s) => s.id === 'advancedPractice')?.evidence[0]?.text).toBe('Masterclass');
    expect(masterclass.level).toBeGreaterThanOrEqual(4);
    const veterans = `${basic.description} Participants should have at least five years of purchasing experience.`;
    expect(evaluate({ ...basic, courseName: 'Advanced Contract Negotiation', description: veterans }).level).toBeGreaterThanOrEqual(4);
    expect(evaluate({ ...basic, courseName: 'Advanced Contract Negotiation' }).signals.some((s) => s.id === 'advancedPractice')).toBe(false);
    // Exam preparation does not cap it back at Intermediate.
    const prep = evaluate({ ...basic, courseName: 'Advanced Contract Negotiation Masterclass', description: `${veterans} Prepares participants for the CPSM exam.` });
    expect(prep.level).toBeGreaterThanOrEqual(4);
    expect(prep.signals.some((s) => s.id === 'workforceTraining')).toBe(false);
    // Experience that lets a student skip the course, and a first-year course number, set no floor.
    const challenge = `${basic.description} Students who already have substantial purchasing experience may request a challenge exam and proceed directly to the second course.`;
    expect(evaluate({ ...basic, description: challenge }).signals.some((s) => s.id === 'professionalExperience')).toBe(false);
    expect(evaluate({ ...basic, description: `${basic.description} Students should have substantial purchasing experience.` }).signals.some((s) => s.id === 'professionalExperience')).toBe(true);
    expect(evaluate({ ...basic, courseName: 'PURC 110 Purchasing I', description: `${basic.description} Students should have substantial purchasing experience.` }).signals.some((s) => s.id === 'professionalExperience')).toBe(false);
  });

  it('does not cap a fourth-year university course that names a licensing exam, nor read its foundations as basics', () => {
    const result = evaluate({
      courseName: 'CIVE 4120 Foundation Engineering',
      description: 'Bearing capacity and settlement of shallow foundations, pile foundations and retaining walls, with site investigation and foundation design to the building code. Calculators approved for the FE exam may be used in all exams.',
    });
    expect(result.signals.some((s) => s.id === 'workforceTraining')).toBe(false);
    expect(result.signals.some((s) => s.id === 'cue.basic' || s.id === 'title.introductory')).toBe(false);
    expect(result.level).toBeGreaterThanOrEqual(4);
  });

  it('does not cap a graduate-only course or a degree that prepares for a board certification or a licence', () => {
    const courses = [
      {
        courseName: 'Radiation Physics for Medical Imaging',
        description:
          'A graduate course for students in medical physics. X-ray production, photon interactions, dosimetry and CT reconstruction. Prerequisites: graduate standing; undergraduate modern physics. Prepares students for Part 2 of the ABR certification in diagnostic medical physics.',
      },
      {
        courseName: 'Bachelor of Science in Nursing (BSN)',
        description:
          'A four-year programme: anatomy, physiology, microbiology and statistics, then health assessment, pharmacology, medical-surgical, maternal, paediatric, mental health and community nursing, nursing research and leadership, with over 800 hours of clinical practice. Graduates are eligible to take the NCLEX-RN licensure examination.',
      },
    ];
    for (const course of courses) {
      const result = evaluate(course);
      expect(result.signals.some((s) => s.id === 'workforceTraining'), course.courseName).toBe(false);
      expect(result.level, course.courseName).toBeGreaterThanOrEqual(4);
    }
  });

  it('reads a graduate or post-graduate certificate named in the title as graduate study, even when it leads to a board exam', () => {
    const description =
      'The programme builds on the bachelor\'s degree with advanced study of clinical decision support, health data standards (HL7 FHIR), informatics project management and the evaluation of health information systems. Four online courses over two semesters; graduates are eligible to sit the informatics nursing certification exam.';
    for (const courseName of ['Graduate Certificate in Health Informatics', 'Post-Graduate Certificate in Nursing Informatics']) {
      const result = evaluate({ courseName, description });
      expect(result.signals.some((s) => s.id === 'workforceTraining')).toBe(false);
      expect(result.level).toBeGreaterThanOrEqual(4);
    }
  });

  it('puts a programme whose title names a graduate degree at Expert, a graduate certificate and a bachelor\'s degree at Advance or above, whatever introductory modules it lists', () => {
    const description = [
      'A three-year professional degree preparing graduates for ordained ministry and chaplaincy.',
      '',
      'Year 1: Introduction to the Old Testament; Introduction to the New Testament; Introduction to Christian Theology; Church History I',
      'Year 2: Pastoral Care and Counselling; Homiletics; Christian Ethics; Field Education I',
      'Year 3: Worship and Liturgy; Leadership in Congregations; Field Education II; Integrative Seminar',
    ].join('\n');
    const degree = evaluate({ courseName: 'Master of Divinity (MDiv)', description });
    expect(degree.level).toBe(5);
    expect(degree.signals.find((s) => s.id === 'graduateAward')?.evidence[0]?.text).toBe('Master of');
    expect(evaluate({ courseName: 'Divinity Studies', description }).signals.some((s) => s.id === 'graduateAward')).toBe(false);
    expect(evaluate({ courseName: "Post-Master's Certificate: Family Ministry", description }).level).toBe(5);
    expect(degree.signals.find((s) => s.id === 'graduateAward')?.label).toMatch(/puts the level at 5$/);
    // A graduate certificate is at least Advance, not necessarily Expert.
    const certificate = evaluate({ courseName: 'Graduate Certificate in Pastoral Care', description });
    expect(certificate.signals.find((s) => s.id === 'graduateAward')?.label).toContain('at 4 or above');
    // A course of a master's programme named in brackets, and a first professional degree in medicine.
    expect(evaluate({ courseName: 'ES 281 Environmental Impact Assessment (MS Environmental Science)', description }).level).toBe(5);
    expect(evaluate({ courseName: 'Bachelor of Medicine, Bachelor of Surgery (MBBS)', description }).signals.find((s) => s.id === 'graduateAward')?.evidence[0]?.text).toBe('Bachelor of Medicine');
    // A physician's residency or fellowship is graduate medical education; a research fellowship says nothing.
    expect(evaluate({ courseName: 'Internal Medicine Residency Program', description }).level).toBe(5);
    expect(evaluate({ courseName: 'Interventional Cardiology Fellowship', description }).level).toBe(5);
    expect(evaluate({ courseName: 'Summer Research Fellowship', description }).signals.some((s) => s.id === 'graduateAward')).toBe(false);
    // The second year of a French master's, and a course its title calls a graduate degree course.
    expect(evaluate({ courseName: 'Master 2 Finance - UE 3 Valuation, Mergers and Acquisitions', description }).level).toBe(5);
    expect(evaluate({ courseName: 'Matrix Theory (graduate degree course)', description }).signals.some((s) => s.id === 'graduateAward')).toBe(true);
    expect(evaluate({ courseName: 'Excel Master Class 2', description }).signals.some((s) => s.id === 'graduateAward')).toBe(false);
    expect(evaluate({ courseName: 'Doctoral Dissertation Seminar', description }).level).toBe(5);
    // A medical student's clerkship is first-professional study.
    expect(evaluate({ courseName: 'Internal Medicine Core Clerkship (MS3)', description }).level).toBe(5);
    expect(evaluate({ courseName: "Master's Thesis", description }).signals.some((s) => s.id === 'graduateAward')).toBe(true);
    // The master's programme a module belongs to, named in the outline's header.
    const module = (header: string) => evaluate({ courseName: 'Statistical Learning', description: `${header}\nSemester 2 — 6 ECTS\n\nObjectives\n${description}` });
    const m1 = module('Master 1 Mathématiques et Applications — Parcours Statistique');
    expect(m1.level).toBe(5);
    expect(m1.signals.find((s) => s.id === 'graduateAward')).toMatchObject({ label: "The header names the master's programme the course belongs to, which puts the level at 5" });
    expect(m1.signals.find((s) => s.id === 'graduateAward')?.evidence[0]?.text).toBe('Master 1');
    expect(module('Programme: MSc Data Science').signals.some((s) => s.id === 'graduateAward')).toBe(true);
    expect(module('MS Excel for beginners').signals.some((s) => s.id === 'graduateAward')).toBe(false);
    expect(module('Master the essentials of spreadsheets in six weeks').signals.some((s) => s.id === 'graduateAward')).toBe(false);
    // A bachelor's degree opening the title is at least Advance; a module of one, or a standard named "BS", is not.
    const bachelor = evaluate({ courseName: 'BMus Music Education', description });
    expect(bachelor.level).toBeGreaterThanOrEqual(4);
    expect(bachelor.signals.find((s) => s.id === 'bachelorDegree')?.evidence[0]?.text).toBe('BMus');
    expect(evaluate({ courseName: 'LAW1020 The Law of Tort (UK LLB Year 1)', description }).signals.some((s) => s.id === 'bachelorDegree')).toBe(false);
    expect(evaluate({ courseName: 'BS 7671 Wiring Regulations', description }).signals.some((s) => s.id === 'bachelorDegree')).toBe(false);
  });

  it("settles a course that prepares for a known credential at the credential's level", () => {
    const description =
      'This five-day boot camp prepares you to pass the exam. Domains covered: security and risk management, asset security, security architecture and engineering, communication and network security, identity and access management, security assessment and testing, security operations and software development security. Includes practice exams and a pass guarantee.';
    const cissp = evaluate({ courseName: 'CISSP Certification Boot Camp', description });
    expect(cissp.level).toBeGreaterThanOrEqual(4);
    expect(cissp.signals.find((s) => s.id === 'credential')?.evidence[0]?.text).toBe('CISSP');
    // Without the credential the boot camp is capped as workforce training.
    expect(evaluate({ courseName: 'Security Certification Boot Camp', description }).level).toBeLessThanOrEqual(3);
    const bls = evaluate({
      courseName: 'BLS Provider Course',
      description: 'Participants practise high-quality CPR for adults, children and infants, use of an AED, bag-mask ventilation and team resuscitation, with a skills test and a written test. Course completion card valid for two years.',
    });
    expect(bls.level).toBe(1);
    // The credential settles it, also against the beginners' rule of an introductory title.
    const hr = 'This online exam prep course covers HR operations, recruitment and selection, compensation and benefits, employee relations and health, safety and security, with practice exams.';
    expect(evaluate({ courseName: 'aPHR Certification Prep: HR Fundamentals', description: hr }).level).toBe(2);
    // Qualifications of other countries' frameworks.
    const placed = (courseName: string) => evaluate({ courseName, description }).signals.find((s) => s.id === 'credential');
    expect(placed('Level 2 Award in Food Safety in Catering (RQF)')?.label).toContain('taken at level 1');
    expect(placed('A Level Further Mathematics')?.label).toContain('taken at level 1 to 2');
    expect(placed('Level 2 Diploma in Electrical Installations')?.label).toMatch(/taken at level 1$/);
    expect(placed('NVQ Level 2 Diploma in Site Carpentry')?.label).toMatch(/taken at level 1$/);
    expect(placed('Bread and Pastry Production NC II (TESDA)')?.label).toContain('taken at level 1 to 2');
    // School-leaving examinations of other countries, and a US associate's degree as a whole.
    expect(placed('WASSCE Elective Mathematics')?.label).toMatch(/taken at level 1$/);
    expect(placed('Physics (Class XII, CBSE)')?.label).toMatch(/taken at level 1$/);
    expect(placed('AAS Diagnostic Medical Sonography')?.label).toContain('taken at level 2 to 3');
    expect(placed('Associate of Applied Science in Welding Technology')?.label).toContain('taken at level 2 to 3');
    expect(placed('Class Management for New Teachers')).toBeUndefined();
    expect(placed('CPC30220 Certificate III in Carpentry')?.label).toContain('taken at level 1 to 2');
    expect(placed('Pearson BTEC HND in Computing')?.label).toContain('taken at level 2 to 3');
    expect(placed('Creating A Level Playing Field in Hiring')).toBeUndefined();
    expect(placed('Advanced Placement Biology')?.label).toContain('taken at level 1');
    expect(placed('AP Calculus BC')?.label).toContain('taken at level 1');
    expect(placed('Foundation Year in Science and Engineering')?.label).toContain('taken at level 1');
    // High-school equivalency, graded music and dance examinations and English for speakers of other languages.
    for (const title of ['GED Preparation Class', 'ABRSM Grade 5 Music Theory', 'RAD Ballet Grade 5', 'ESL Level 4 – Reading and Writing']) {
      expect(placed(title)?.label, title).toContain('taken at level 1');
    }
    expect(placed('ESL Teaching Methods')).toBeUndefined();
    // "College Prep" is a high-school track, no certification preparation.
    const chemistry = 'A laboratory-based introduction to stoichiometry, atomic structure, bonding, gas laws and equilibrium.';
    expect(evaluate({ courseName: 'Honors Chemistry', description: `Compared with College Prep Chemistry it moves faster. ${chemistry}` }).signals.some((s) => s.id === 'workforceTraining')).toBe(false);
    expect(evaluate({ courseName: 'Chemistry Exam Prep', description: chemistry }).signals.some((s) => s.id === 'workforceTraining')).toBe(true);
    // A high-school course by its grade, not a course on teaching those grades.
    const school = (courseName: string, first: string) => evaluate({ courseName, description: `${first}\n${description}` }).signals.find((s) => s.id === 'secondarySchool');
    expect(school('Honors Chemistry', 'Honors Chemistry (Grade 10) – 1 credit, full year')?.evidence[0]?.text).toBe('(Grade 10)');
    expect(evaluate({ courseName: 'Honors Chemistry', description: `Honors Chemistry (Grade 10)\n${description}` }).level).toBe(1);
    expect(school('General Chemistry 2', 'Senior High School – STEM strand, Grade 12')).toBeDefined();
    expect(school('Methods of Teaching Mathematics', 'Mathematics teaching for Grades 9–12 classrooms')).toBeUndefined();
    expect(school('CHEM 101 General Chemistry', 'Grade 10 algebra is assumed.')).toBeUndefined();
    expect(placed('Grade 5 Mathematics Curriculum')).toBeUndefined();
    expect(placed('Construction Trades Pre-Apprenticeship Program')?.label).toContain('taken at level 1');
    expect(placed('Uniform Bar Exam (UBE) Comprehensive Review Course')?.label).toContain('taken at level 5');
    expect(placed('Certified Welding Inspector (CWI) Preparation Seminar')?.label).toContain('taken at level 4');
    // Two credentials in one title: the higher one counts.
    expect(evaluate({ courseName: 'Kubernetes Operations: CKA/CKS Preparation', description }).signals.find((s) => s.id === 'credential')?.value).toBe(4);
    // A numbered course is placed by its number, and a word that only looks like a credential is none.
    expect(evaluate({ courseName: 'NURS 480 NCLEX-RN Review', description }).signals.some((s) => s.id === 'credential')).toBe(false);
    expect(evaluate({ courseName: 'ATP and Cellular Energy', description: 'How cells make and spend ATP: glycolysis, the citric acid cycle, oxidative phosphorylation and photosynthesis.' }).signals.some((s) => s.id === 'credential')).toBe(false);
  });

  it('places a course at the level of a qualifications framework the text states, not by a module code read as a US number', () => {
    const outline = (level: string) =>
      `School of Psychology\nModule code: PSY5012\n${level}\nCredits: 20\n\nModule description\nHow people perceive, attend to, remember and reason, from primary research and experimental methods in cognition.\n\nIndicative content\n- Visual perception and object recognition\n- Working memory models\n- Reasoning and decision making\n\nAssessment\nA laboratory report and an unseen examination.`;
    const framework = (level: string, courseName = 'PSY5012 Cognitive Psychology') => evaluate({ courseName, description: outline(level) });
    const second = framework('Level: 5 (FHEQ) - Year 2, BSc (Hons) Psychology');
    expect(second.signals.find((s) => s.id === 'qualificationFramework')?.value).toBe(5);
    expect(second.signals.find((s) => s.id === 'qualificationFramework')?.evidence[0]?.text).toBe('Level: 5 (FHEQ)');
    expect(second.level).toBeGreaterThanOrEqual(2);
    expect(second.level).toBeLessThanOrEqual(3);
    // Read as a US number, 5012 would make it a graduate course.
    expect(evaluate({ courseName: 'PSY5012 Cognitive Psychology', description: outline('Year 2') }).level).toBe(5);
    const finalYear = framework('Credits: 30 CATS, FHEQ Level 6');
    expect(finalYear.level).toBeGreaterThanOrEqual(3);
    expect(finalYear.level).toBeLessThanOrEqual(4);
    expect(framework('NQF level: 8 | Credits: 15').signals.find((s) => s.id === 'qualificationFramework')?.label).toContain('which is level 4 to 5');
    expect(framework('Level 9 on the National Framework of Qualifications (NFQ), 90 ECTS', 'Data Analytics Project').level).toBe(5);
    expect(framework('AQF Level 4, nominal duration 12 months', 'Networking Fundamentals').signals.find((s) => s.id === 'qualificationFramework')?.label).toContain('which is level 2');
    // What a student must hold before is not the course's own level, nor is a level without a framework's name.
    expect(framework('Entry requirement: RQF Level 3 qualification in science.').signals.some((s) => s.id === 'qualificationFramework')).toBe(false);
    expect(framework('It builds on the Level 4 introduction to psychology.').signals.some((s) => s.id === 'qualificationFramework')).toBe(false);
    // Ontario's college credentials carry no number: a two-year diploma is the second college year, a graduate
    // certificate upper-division study; one asked for on entry is not the course's.
    const college = (header: string) => evaluate({ courseName: 'Computer Systems Technician – Networking', description: `${header}\n\nProgram overview\nStudents install and configure workstations and servers, build routed and switched networks and support users at a help desk.` });
    const diploma = college('Ontario College Diploma | 2 years (4 semesters)');
    expect(diploma.signals.find((s) => s.id === 'qualificationFramework')?.label).toBe('The text places the course at an Ontario College Diploma, which is level 2');
    expect(diploma.level).toBe(2);
    expect(college('Credential: Ontario College Graduate Certificate').signals.find((s) => s.id === 'qualificationFramework')?.label).toContain('which is level 3 to 4');
    expect(college('Admission requirements: an Ontario College Diploma in a related field').signals.some((s) => s.id === 'qualificationFramework')).toBe(false);
    // A prerequisites field further down the header takes no other field with it: neither the module's own code nor its level.
    const header = framework('Level: 5 (FHEQ)\nPre-requisites: PSY4001 Introduction to Psychology');
    expect(header.signals.find((s) => s.id === 'qualificationFramework')?.value).toBe(5);
    expect(header.signals.find((s) => s.id === 'prerequisite.courseLevel')?.evidence.map((e) => e.text)).toEqual(['PSY4001']);
    expect(header.level).toBeLessThanOrEqual(3);
  });

  it('takes the level a provider gives its course in its own header: "Beginner level", "Level: Intermediate"', () => {
    const outline = (header: string) =>
      `Introduction to Programming with Python\n${header}\nOffered by the School of Computing on an open online learning platform\n\nCourse description\nThis course teaches programming in Python 3. Learners write programs that take input, make decisions, repeat actions and work with text, lists and dictionaries, then read and write files and find errors with tracebacks.\n\nLearning outcomes\nAfter completing this course, you will be able to:\n- Use variables, expressions and basic data types\n- Write conditionals, loops and functions\n- Work with lists, dictionaries and files\n\nAssessment\nA graded quiz each module and a final project.`;
    const beginner = evaluate({ courseName: 'Introduction to Programming with Python', description: outline('Online course | Self-paced | Beginner level') });
    expect(beginner.level).toBe(1);
    expect(beginner.signals.find((s) => s.id === 'statedLevel')?.evidence[0]?.text).toBe('Beginner level');
    expect(evaluate({ courseName: 'Programming with Python', description: outline('Level: Intermediate | 6 weeks') }).level).toBe(3);
    expect(evaluate({ courseName: 'Programming with Python', description: outline('Difficulty: Advanced') }).level).toBeGreaterThanOrEqual(4);
    // The level word alone as a segment of a platform's header line.
    expect(evaluate({ courseName: 'Programming with Python', description: outline('Beginner  ·  47m  ·  Released: 3/14/2023') }).signals.find((s) => s.id === 'statedLevel')?.evidence[0]?.text).toBe('Beginner');
    // A level asked of the student, or a level word in running prose, is none.
    expect(evaluate({ courseName: 'Programming with Python', description: outline('Prerequisite: intermediate-level knowledge of Java.') }).signals.some((s) => s.id === 'statedLevel')).toBe(false);
    expect(evaluate({ courseName: 'Programming with Python', description: outline('Students move from beginner level to intermediate level work.') }).signals.some((s) => s.id === 'statedLevel')).toBe(false);
  });

  it('puts an online course of a MicroMasters or MasterTrack programme at Advance or above', () => {
    const description = (programme: string) =>
      `In this course, you will learn how photovoltaic cells convert sunlight into electricity. We cover the solar spectrum, semiconductor physics, p-n junctions and the losses that limit a cell's efficiency, then look at crystalline silicon and thin-film technologies and how modules are built and tested. ${programme}Learners who complete the graded assignments earn a verified certificate.`;
    const courseName = 'Solar Energy: Photovoltaic Energy Conversion';
    const alone = evaluate({ courseName, description: description('') });
    expect(alone.level).toBeLessThan(4);
    const micro = evaluate({ courseName, description: description('This course is part of the Solar Energy Engineering MicroMasters Program. ') });
    expect(micro.level).toBeGreaterThanOrEqual(4);
    expect(micro.signals.find((s) => s.id === 'graduateOnlineProgramme')?.evidence[0]?.text).toBe('MicroMasters');
    expect(evaluate({ courseName, description: description('It counts towards the MasterTrack Certificate in Renewable Energy. ') }).level).toBeGreaterThanOrEqual(4);
    // The provider's own level word says more of one course in such a programme.
    expect(evaluate({ courseName: `Intermediate ${courseName}`, description: description('This course is part of the Solar Energy Engineering MicroMasters Program. ') }).level).toBe(3);
  });

  it("takes the level word of the title: an advanced course is at least Advance, an intermediate one Intermediate", () => {
    const description =
      'Build three-statement models, then merger and leveraged-buyout models: accretion and dilution, sources and uses, debt schedules, returns analysis and sensitivity tables, with a case study each week.';
    const advanced = evaluate({ courseName: 'Advanced Financial Modeling: M&A and LBO', description });
    expect(advanced.level).toBeGreaterThanOrEqual(4);
    expect(advanced.signals.find((s) => s.id === 'title.levelWord')?.evidence[0]?.text).toBe('Advanced');
    const intermediate = evaluate({ courseName: 'Intermediate Japanese I', description: 'Continued study of spoken and written Japanese: plain and polite forms, conditionals, about 300 more kanji, reading short essays and writing letters.' });
    expect(intermediate.level).toBe(3);
    // Names in which the word is no level of the course, and a course number, which says more.
    for (const courseName of ['Advanced Placement Biology', 'Advanced Manufacturing Technology', 'Intermediate Algebra', 'Pre-Intermediate English', 'FIN 210 Advanced Spreadsheets']) {
      expect(evaluate({ courseName, description }).signals.some((s) => s.id === 'title.levelWord')).toBe(false);
    }
    // The year of study a title gives its course, as language departments name their sequences; not the year of its audience.
    const reading = 'Reading of authentic texts, essays and newspaper articles; discussion and composition; about 500 more characters.';
    expect(evaluate({ courseName: 'First Year Classical Tibetan I', description: reading }).level).toBe(1);
    const third = evaluate({ courseName: 'Third-Year Japanese', description: reading });
    expect(third.level).toBe(3);
    expect(third.signals.find((s) => s.id === 'title.yearOfStudy')?.evidence[0]?.text).toBe('Third-Year');
    // "Senior Design", "Senior Seminar": the course of the final year; not "Senior Leadership".
    expect(evaluate({ courseName: 'Senior Design Project I', description: reading }).signals.find((s) => s.id === 'title.yearOfStudy')?.value).toBe(4);
    for (const courseName of ['First-Year Teachers Induction', 'Second-Year Residents Seminar', 'JPN 301 Third-Year Japanese', 'Senior Leadership Essentials']) {
      expect(evaluate({ courseName, description: reading }).signals.some((s) => s.id === 'title.yearOfStudy')).toBe(false);
    }
    // A course whose only prerequisite is entry to college-level work is a first-year course; not one that asks for a course too.
    const writing = 'Intensive practice in writing processes, from invention to drafting, revising and editing. Emphasis on rhetorical choices; students write and revise four academic essays.';
    const composition = evaluate({ courseName: 'English Composition I', description: `Prerequisite: Placement into college-level English, or completion of Integrated Reading and Writing with a C or better. ${writing}` });
    expect(composition.level).toBe(1);
    expect(composition.signals.find((s) => s.id === 'prerequisite.collegeEntry')?.evidence[0]?.text).toBe('Placement into college-level');
    expect(evaluate({ courseName: 'Argument and Research', description: `Prerequisite: ENGL 1301 or placement into college-level English. ${writing}` }).signals.some((s) => s.id === 'prerequisite.collegeEntry')).toBe(false);
    // So does a placement test for college-level work, or a corequisite support section.
    expect(evaluate({ courseName: 'English Composition I', description: `Prerequisite: None (placement via TSI Assessment or enrollment in corequisite support section). ${writing}` }).level).toBe(1);
    expect(evaluate({ courseName: 'Algebra', description: `Rapid review of factoring, rational expressions and equations; functions and graphs; exponential and logarithm functions. Prerequisite: An adequate ALEKS placement score.` }).signals.some((s) => s.id === 'prerequisite.collegeEntry')).toBe(true);
    // A course comes after its prerequisites: all of them numbered for the third year or above make it third-year or above.
    const quantum = 'Wave mechanics and the Schrodinger equation; one-dimensional potentials; the harmonic oscillator; angular momentum and spin; the hydrogen atom; perturbation theory.';
    const senior = evaluate({ courseName: 'Introduction to Quantum Mechanics', description: `${quantum} Prerequisites: PHYS 3310 (Modern Physics), PHYS 3320 (Mathematical Methods) and MATH 3341.` });
    expect(senior.level).toBeGreaterThanOrEqual(3);
    expect(senior.signals.find((s) => s.id === 'prerequisite.floor')?.value).toBe(3);
    expect(evaluate({ courseName: 'Operating Systems', description: `${quantum} Prerequisite: Comp Sci 3800 and Math 3108.` }).signals.find((s) => s.id === 'prerequisite.floor')?.value).toBe(3);
    // Nor for a British module's code ("PSY4001" is a first-year module there).
    expect(evaluate({ courseName: 'Cognitive Psychology', description: `${quantum} Pre-requisites: PSY4001 Research Methods I.` }).signals.some((s) => s.id === 'prerequisite.floor')).toBe(false);
    // Not where one of the alternatives is a first-year course.
    expect(evaluate({ courseName: 'Introduction to Quantum Mechanics', description: `${quantum} Prerequisite: one of PHYS 101, PHYS 3310 or MATH 3341.` }).signals.some((s) => s.id === 'prerequisite.floor')).toBe(false);
    // The year of standing a course asks for; of a list, the lowest.
    const standing = (words: string) => evaluate({ courseName: 'Quantum Mechanics', description: `${quantum} ${words}` }).signals.find((s) => s.id === 'standing')?.value;
    expect(standing('Prerequisite: Third-year standing.')).toBe(3);
    expect(standing('Junior standing recommended.')).toBe(3);
    expect(standing('Prerequisite: Upper-division standing.')).toBe(3);
    expect(standing('Prerequisite: Advanced undergraduate standing or consent of instructor.')).toBe(3);
    const programme = (words: string) => evaluate({ courseName: 'Quantum Mechanics', description: `${quantum} ${words}` }).signals.find((s) => s.id === 'prerequisite.programme')?.value;
    expect(programme('Prerequisite: Admission to a qualifying teacher education curriculum.')).toBe(3);
    expect(programme('Prerequisite: Admission to the ADN program.')).toBeUndefined();
    // Every signal is named once, however many rules read the same words.
    const both = evaluate({ courseName: 'Quantum Mechanics', description: `${quantum} Prerequisite: Junior standing and admission to the BSN program.` });
    expect(new Set(both.signals.map((s) => s.id)).size).toBe(both.signals.length);
    expect(standing('Restricted to fourth-year students.')).toBe(4);
    expect(standing('Primarily for physics majors in the senior year.')).toBe(4);
    expect(standing('For students in their final year of secondary school.')).toBeUndefined();
    expect(standing('Prerequisite: Graduate Student or Senior Standing Required.')).toBe(4);
    expect(standing('Prerequisite: Freshman, Sophomore, or Junior Standing Required.')).toBe(1);
    expect(evaluate({ courseName: 'Quantum Mechanics', description: `${quantum} Prerequisite: Freshman, Sophomore, or Junior Standing Required.` }).level).toBeLessThanOrEqual(2);
    // The general-education area a California State University course fulfils: upper-division 3 to 4, lettered lower-division areas 1 to 2.
    const ge = (words: string) => evaluate({ courseName: 'Quantum Mechanics', description: `${quantum} ${words}` });
    const upperDivision = ge('Fulfills GE Upper-Division B (GE Area B5 for students on earlier catalogs).');
    expect(upperDivision.level).toBeGreaterThanOrEqual(3);
    expect(upperDivision.signals.find((s) => s.id === 'generalEducation')?.evidence[0]?.text).toBe('Fulfills GE Upper-Division B');
    expect(ge('Fulfills GE Area B1 (GE Area B3 for students on earlier catalogs).').level).toBeLessThanOrEqual(2);
    // A course for non-majors is a lower-division service course; one closed to them is not.
    const listening = 'Basic listening skills, the ability to discuss music intelligently, and an acquaintance with many types of music, from chant to hip-hop; concert reports and a listening journal.';
    const service = evaluate({ courseName: 'Music Then and Now', description: `${listening} Prerequisite: For non-music majors only.` });
    expect(service.level).toBeLessThanOrEqual(2);
    expect(service.signals.find((s) => s.id === 'audience.nonMajors')?.evidence[0]?.text).toBe('non-music majors');
    expect(evaluate({ courseName: 'Contemporary Physics for Nonscientists', description: quantum }).signals.some((s) => s.id === 'audience.nonMajors')).toBe(true);
    expect(evaluate({ courseName: 'Music Then and Now', description: `${listening} Not open to non-majors.` }).signals.some((s) => s.id === 'audience.nonMajors')).toBe(false);
    // A capstone closes a programme: at least Intermediate; a course number says more.
    const capstone = evaluate({ courseName: 'Data Analytics Capstone', description: 'Welcome to the capstone! You will pick a data set, clean it, explore it and present what you found.' });
    expect(capstone.level).toBeGreaterThanOrEqual(3);
    expect(capstone.signals.find((s) => s.id === 'title.capstone')?.evidence[0]?.text).toBe('Capstone');
    expect(evaluate({ courseName: 'BUS 190 Capstone Seminar', description: 'Welcome to the capstone! You will pick a data set, clean it, explore it and present what you found.' }).signals.some((s) => s.id === 'title.capstone')).toBe(false);
    // A stated short length still caps it.
    expect(evaluate({ courseName: 'Advanced Excel Tips', description: `This 90-minute webinar covers pivot tables, lookups and dynamic arrays. ${description}` }).level).toBeLessThanOrEqual(2);
  });

  it('keeps the practice floor for a short course: a one-day workshop for experienced trial lawyers', () => {
    const result = evaluate({
      courseName: 'Cross-Examination Skills',
      description: 'This one-day intensive CLE workshop for experienced trial lawyers covers impeachment with prior inconsistent statements, controlling the hostile witness and cross-examining experts.',
    });
    expect(result.signals.find((s) => s.id === 'statedDuration')).toBeDefined();
    expect(result.level).toBe(3);
  });

  it("places a course by the category of its ACE credit recommendation, as a Joint Services Transcript gives it", () => {
    const course = 'Small-group seminars and practical exercises: the military decision-making process, force management, organizational leadership, and a research paper with an oral defense.';
    const senior = evaluate({ courseName: 'Sergeants Major Course', description: `${course}\nCredit Recommendation: In the upper-division baccalaureate degree category, 3 semester hours in organizational leadership; in the graduate degree category, 3 semester hours in strategic leadership.` });
    expect(senior.level).toBeGreaterThanOrEqual(4);
    expect(senior.signals.find((s) => s.id === 'creditRecommendation')?.evidence[0]?.text).toBe('graduate degree category');
    // The recommendation's line says what the course is worth, not what it teaches.
    expect(senior.skills.map((skill) => skill.name).join('; ')).not.toMatch(/category|semester hours/i);
    const entry = evaluate({ courseName: 'Hospital Corpsman A School', description: 'Anatomy and physiology, first aid, patient care and basic pharmacology for new sailors.\nCredit Recommendation: In the vocational certificate category, 3 semester hours in emergency medical technology.' });
    expect(entry.level).toBe(1);
  });

  it('reads the audiences and credits of practitioners: licensed engineers and PDHs, a target audience of registered nurses', () => {
    const wind = 'A member of the wind load subcommittee walks through the new basic wind speed maps, tornado loads for Risk Category III and IV buildings, and rooftop equipment, with a worked example.';
    const engineers = evaluate({ courseName: 'What Changed in ASCE 7-22 Wind Loads', description: `60 minutes | Live webinar\nIntended for licensed structural and civil engineers who design to ASCE 7-16. ${wind}` });
    expect(engineers.level).toBe(3);
    expect(engineers.signals.find((s) => s.id === 'professionalExperience')?.evidence[0]?.text).toBe('Intended for licensed structural and civil engineers');
    const pdh = evaluate({ courseName: 'What Changed in ASCE 7-22 Wind Loads', description: `60 minutes | 1.0 PDH | Live webinar\n${wind}` });
    expect(pdh.signals.some((s) => s.id === 'continuingEducation')).toBe(true);
    const sepsis = 'Apply screening criteria, interpret lactate and blood cultures, and start the Hour-1 bundle: cultures before antibiotics, crystalloid and vasopressors.';
    const nurses = evaluate({ courseName: 'Recognizing and Managing Sepsis', description: `Self-paced online module\n\nTarget audience: Registered nurses in medical-surgical and critical care settings.\n\n${sepsis}` });
    expect(nurses.signals.some((s) => s.id === 'professionalExperience')).toBe(true);
    expect(evaluate({ courseName: 'Recognizing and Managing Sepsis', description: `1.5 ANCC contact hours | Self-paced online module\n\n${sepsis}` }).signals.some((s) => s.id === 'continuingEducation')).toBe(true);
  });

  it('settles a level split between Beginner and Intermediate at Beginner for a course that calls itself introductory or for beginners', () => {
    const description = [
      'Community Arts Studio | 6 weeks | Tuesdays 7–9pm',
      'Course fee: $210 including clay and firing',
      '',
      'Get your hands dirty in our friendly studio. On this course for complete beginners you will learn to centre clay on the wheel and throw simple cylinders, bowls and mugs, and you will finish the term with a small set of your own glazed pieces.',
      '',
      'You will learn:',
      '- wedging and preparing clay',
      '- centring, opening and pulling up walls',
      '- trimming feet and attaching handles',
      '- dipping and pouring glazes safely',
      '- how bisque and glaze firings work in our electric kiln',
      '',
      'Hand-building and raku are not covered; they run as separate courses in spring. Wear clothes you do not mind getting muddy. Our tutor has taught ceramics for over ten years. Maximum eight learners, ages 16 and up.',
    ].join('\n');
    const introduction = evaluate({ courseName: 'Wheel-Thrown Pottery: An Introduction', description: description.replace('for complete beginners', 'for potters') });
    expect(introduction.level).toBe(1);
    expect(introduction.reasons[0]).toContain('the title calls the course introductory, so it starts at Beginner');
    const beginners = evaluate({ courseName: 'Wheel-Thrown Pottery', description });
    expect(beginners.level).toBe(1);
    expect(beginners.reasons[0]).toContain('the text says the course is for beginners ("for complete beginners"), so it starts at Beginner');
    // "A beginner's guide" says so too.
    expect(evaluate({ courseName: 'Wheel-Thrown Pottery', description: description.replace('On this course for complete beginners', "This course is a beginner's guide to the wheel, and on it") }).level).toBe(1);
    expect(evaluate({ courseName: 'Wheel-Thrown Pottery', description: description.replace('On this course for complete beginners', 'No background knowledge is necessary. On this course') }).level).toBe(1);
    // So does a course that calls itself an introductory course, or says it is designed to introduce its learners to the field.
    const introductory = evaluate({ courseName: 'Wheel-Thrown Pottery', description: description.replace('On this course for complete beginners', 'This is an introductory course, and on it') });
    expect(introductory.level).toBe(1);
    expect(introductory.reasons[0]).toContain('the text calls the course introductory ("is an introductory course")');
    expect(evaluate({ courseName: 'Wheel-Thrown Pottery', description: description.replace('On this course for complete beginners', 'This course is designed to introduce members to the wheel, and on it') }).level).toBe(1);
    // Without either, the same split rounds to Novice.
    const potters = evaluate({ courseName: 'Wheel-Thrown Pottery', description: description.replace('for complete beginners', 'for potters') });
    expect(potters.level).toBe(2);
    expect(potters.reasons[0]).toContain('rounded');
    // "Foundations", "Fundamentals" and "Essentials" in the title call it introductory too.
    const potter = description.replace('for complete beginners', 'for potters');
    for (const courseName of ['Wheel-Thrown Pottery Foundations', 'Pottery Essentials for New Members', 'Fundamentals of Wheel-Thrown Pottery']) {
      expect(evaluate({ courseName, description: potter }).level).toBe(1);
    }
    // So does a course open to all, or with no prior experience needed, but not one for those who have some.
    const open = evaluate({ courseName: 'Wheel-Thrown Pottery', description: description.replace('On this course for complete beginners', 'This course is designed for anyone who wants to try the wheel, and on it') });
    expect(open.level).toBe(1);
    expect(open.reasons[0]).toContain('the text says the course is for beginners ("designed for anyone"), so it starts at Beginner');
    expect(evaluate({ courseName: 'Wheel-Thrown Pottery', description: description.replace('On this course for complete beginners', 'No prior experience is needed: on this course') }).level).toBe(1);
    expect(evaluate({ courseName: 'Wheel-Thrown Pottery', description: description.replace('On this course for complete beginners', 'This course is for anyone with some throwing experience, and on it') }).level).toBe(2);
    // So does a course that says it is taught in a non-technical, easily accessible way.
    const accessible = evaluate({ courseName: 'Wheel-Thrown Pottery', description: description.replace('On this course for complete beginners', 'Taught in a non-technical and easily accessible way, on this course') });
    expect(accessible.level).toBe(1);
    expect(accessible.reasons[0]).toContain('the text says the course is written for newcomers ("non-technical"), so it starts at Beginner');
  });

  it('reads an exam named by its acronym as certification preparation, a final exam not', () => {
    const workshop = evaluate({ courseName: 'Scrum Workshop', description: 'Scrum roles, events and artifacts. Attendees then take the online CSM exam.' });
    expect(workshop.signals.find((s) => s.id === 'workforceTraining')?.evidence.map((e) => e.text)).toEqual(['take the online CSM exam']);
    const bartending = evaluate({ courseName: 'Professional Bartending', description: 'Mixology, pouring techniques and responsible service. Graduates earn the TIPS certification.' });
    expect(bartending.signals.find((s) => s.id === 'workforceTraining')?.evidence.map((e) => e.text)).toEqual(['TIPS certification']);
    const grooming = evaluate({ courseName: 'Professional Dog Grooming', description: 'Bathing, brushing and breed trims. This 400-hour grooming program welcomes career changers.' });
    expect(grooming.signals.find((s) => s.id === 'workforceTraining')?.evidence.map((e) => e.text)).toEqual(['400-hour grooming program', 'career changers']);
    const locks = evaluate({ courseName: 'Locksmithing Fundamentals', description: 'Pin tumbler locks, rekeying and master keying for those who want to enter the locksmith trade.' });
    expect(locks.signals.some((s) => s.id === 'workforceTraining')).toBe(true);
    const topology = evaluate({ courseName: 'Algebraic Topology', description: 'Homotopy, the fundamental group, covering spaces and singular homology. Suitable for students preparing for qualifying exams.' });
    expect(topology.signals.some((s) => s.id === 'workforceTraining')).toBe(false);
    const course = evaluate({ ...intro, description: `${intro.description} Students take the final exam in week 15.` });
    expect(course.signals.some((s) => s.id === 'workforceTraining')).toBe(false);
  });

  it('says when a short description gives little evidence for the level', () => {
    const short = evaluate({ courseName: 'Financial Accounting', description: 'Recording transactions, the accounting cycle, the income statement, balance sheet and cash flow statement.' });
    expect(short.reasons.some((reason) => reason.startsWith('The description is short (14 words)'))).toBe(true);
    expect(evaluate(graduate).reasons.some((reason) => reason.startsWith('The description is short'))).toBe(true);
    expect(evaluate({ ...graduate, description: `${graduate.description} ${graduate.description}` }).reasons.some((reason) => reason.startsWith('The description is short'))).toBe(false);
  });

  it('flags credit hours that do not fit the dates', () => {
    const result = evaluate({ ...intro, creditHours: 500, courseStartDate: '2024-01-01', courseEndDate: '2024-01-03' });
    expect(result.reasons.some((reason) => reason.includes('exceed'))).toBe(true);
  });

  it('reads only the first part of a very long description', () => {
    const result = evaluate({ courseName: 'Long', description: intro.description.repeat(Math.ceil((maxDescriptionChars * 1.2) / intro.description.length)) });
    expect(result.level).toBeGreaterThan(0);
    expect(result.reasons.some((reason) => reason.includes('first'))).toBe(true);
  });

  it('throws a typed error for fields that are not text', () => {
    expect(() => evaluate({ courseName: 'X', description: 42 } as unknown as EvaluationInput)).toThrow(EngineError);
    expect(() => evaluate(null as unknown as EvaluationInput)).toThrow(/must be text/);
  });

  it('gives a level to a course about elevator constructors (a word whose stem is an inherited property name)', () => {
    const result = evaluate({
      courseName: 'Elevator Constructor Pre-Apprenticeship',
      description: 'Shop safety, rigging and hoisting, wiring diagrams and hydraulic elevator components for future elevator constructors. Apprentices practise rail alignment and car assembly.',
    });
    expect([1, 2, 3, 4, 5]).toContain(result.level);
    expect(Number.isFinite(result.score)).toBe(true);
    expect(result.reasons.join(' ')).not.toContain('NaN');
  });

  it('never crashes and always returns a valid result for any strings', () => {
    // With the names every JavaScript object inherits, which must never be read as lexicon or taxonomy entries.
    const word = fc.constantFrom('course', 'students', 'advanced', 'Prerequisite:', 'CS 101', ';', '-', 'introduction', 'graduate', 'Python', '\n', 'é', '😀', '(', '.', ' ', 'constructors', 'constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty');
    const text = fc.oneof(fc.string({ maxLength: 400 }), fc.string({ unit: 'binary', maxLength: 200 }), fc.array(word, { maxLength: 120 }).map((w) => w.join(' ')));
    fc.assert(
      fc.property(text, text, (courseName, description) => {
        const input = { courseName, description };
        const result = evaluate(input);
        expect([0, 1, 2, 3, 4, 5]).toContain(result.level);
        expect(result.levelLabel).toBe(levelLabels[result.level]);
        expect(result.skills.length).toBeLessThanOrEqual(12);
        expect(Number.isFinite(result.score)).toBe(true);
        expectSpansValid(input, result);
      }),
      { numRuns: 300 },
    );
  });
});
