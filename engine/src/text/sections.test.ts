import { describe, expect, it } from 'vitest';
import { evaluate } from '../evaluate.js';
import { administrativeSections, blankSections, readDocument, roleSections } from './sections.js';

const syllabus = [
  'HIST 2215 The Atlantic World, 1450-1850',
  'Instructor: Dr. Maria Alvarez (alvarez@example.edu)',
  'Office hours: Tuesdays 2-4 pm, Room 310',
  '',
  'Course Description',
  'This course examines the Atlantic slave trade, colonial economies and the age of revolutions through primary sources.',
  '',
  'Accommodations for Students with Disabilities',
  'Students who need accommodations should contact the Office of Accessibility Services and give the instructor their letter early in the term.',
  '',
  'What if I miss class?',
  'Email me before class; two absences are excused without documentation.',
  '',
  'Mental Health and Wellness Resources',
  'Your mental health matters. Counselling Services offers free, confidential appointments to every student.',
  '',
  'Week 1: Empires and the ocean',
  'Readings on Portuguese navigation and the Canary Islands.',
].join('\n');

const headingsOf = (text: string, title = '') => administrativeSections(text, title).map((section) => section.heading);

describe('administrativeSections', () => {
  it('finds the policy sections of a syllabus and keeps the description and the schedule', () => {
    const sections = administrativeSections(syllabus, 'HIST 2215 The Atlantic World');
    expect(sections.map((section) => section.heading)).toEqual(['Instructor', 'Office hours', 'Accommodations for Students with Disabilities', 'Mental Health and Wellness Resources']);
    const blanked = blankSections(syllabus, sections);
    expect(blanked).toHaveLength(syllabus.length);
    expect(blanked.split('\n')).toHaveLength(syllabus.split('\n').length);
    expect(blanked).toContain('the Atlantic slave trade');
    expect(blanked).toContain('Week 1: Empires and the ocean');
    // A sub-heading the rules do not know stays inside the section it follows.
    expect(blanked).not.toContain('Accessibility Services');
    expect(blanked).not.toContain('absences are excused');
    expect(blanked).not.toContain('Counselling');
    // A labelled line ends with its paragraph.
    expect(blanked).not.toContain('Tuesdays');
  });

  it('keeps a sub-heading such as "External Resources" inside the policy it belongs to', () => {
    const text = 'Academic Integrity\nAll work you submit must be your own and must cite every source you used.\nExternal Resources\nYou will never be penalized for consulting an external source, but you must reference it.\nTopics\nLinear programming and sensitivity analysis.';
    const result = blankSections(text, administrativeSections(text));
    expect(result).not.toContain('consulting');
    expect(result).toContain('Linear programming');
  });

  it('reads headings numbered without a closing dot ("6 Course Policies", "6.5 Disability services")', () => {
    const text = '6 Course Policies\n6.2 Use of AI tools\nYou may use AI tools to check grammar, but the analysis must be your own.\n6.5 Disability services\nStudents with disabilities should contact the accessibility office early in the term.\n7 Schedule\nWeek 1: Boolean retrieval and inverted indexes.';
    const result = blankSections(text, administrativeSections(text));
    expect(result).not.toContain('AI tools to check');
    expect(result).not.toContain('accessibility office');
    expect(result).toContain('inverted indexes');
  });

  it('reads a heading that is only "Policies" as administrative, unless policy is the subject', () => {
    const text = (heading: string) =>
      `Module description\nStudents write a dissertation on a legal topic of their choice.\n\n${heading}\nA late penalty of 5% per day applies. The academic integrity policy covers generative AI tools.`;
    for (const heading of ['Policies', 'Course Policies', 'Module Policies', 'Attendance Policy']) expect(headingsOf(text(heading)), heading).toEqual([heading]);
    expect(headingsOf(text('Public Policies'))).toEqual([]);
    expect(headingsOf(text('Policy'), 'Public Policy Analysis')).toEqual([]);
    expect(headingsOf(text('Attendance Policy'), 'Public Policy Analysis')).toEqual(['Attendance Policy']);
  });

  it('leaves a text on one line alone', () => {
    expect(administrativeSections('Grading: the course covers grading of lumber, accessibility and diversity of species.')).toEqual([]);
  });

  it('takes no line of a topic list for a heading', () => {
    const topics = 'Topics\nCopyright\nPrivacy\nMental health\nAccessibility\nDiversity\n\nWeek 1: Media law';
    expect(headingsOf(topics)).toEqual([]);
  });

  it('needs a policy word beside a subject such as copyright or communication', () => {
    const prose = 'Students read the statute and the leading cases each week and write a short memo on them.';
    expect(headingsOf(`Copyright\n${prose}`)).toEqual([]);
    expect(headingsOf(`Copyright Notice\n${prose}`)).toEqual(['Copyright Notice']);
    expect(headingsOf(`Communication\n${prose}`)).toEqual([]);
    expect(headingsOf(`Course Communications\n${prose}`)).toEqual(['Course Communications']);
  });

  it('keeps a heading that names the course subject', () => {
    const text = 'Mental Health Resources\nParticipants practise the ALGEE action plan with role plays of panic attacks and suicidal crises.';
    expect(headingsOf(text, 'Mental Health First Aid')).toEqual([]);
    expect(headingsOf(text, 'Organic Chemistry I')).toEqual(['Mental Health Resources']);
  });

  it('ends a section at a content heading or a dated schedule line', () => {
    const text = 'Grading\nHomework counts 40 percent and the final exam 60 percent of the grade.\nLearning Outcomes\nStudents design retaining walls.\n\nLate Work\nLate work loses ten percent a day, up to three days.\nSept 5 Soil classification and compaction';
    const blanked = blankSections(text, administrativeSections(text));
    expect(blanked).toContain('Students design retaining walls.');
    expect(blanked).toContain('Sept 5 Soil classification');
    expect(blanked).not.toContain('Homework counts');
    expect(blanked).not.toContain('ten percent');
  });
});

describe('readDocument', () => {
  const blanked = (text: string, title = '') => blankSections(text, readDocument(text, title).spans);

  it('blanks a heading that only names a part of the document ("Curriculum", "Practicum")', () => {
    const text = ['Program Overview', 'A two-year diploma preparing teachers for Montessori classrooms.', 'Curriculum', 'Child development, practical life, sensorial materials and language.', 'Practicum', 'Two placements in accredited schools.'].join('\n');
    const result = blanked(text, 'Montessori Early Childhood Teacher Diploma');
    expect(result).not.toMatch(/Curriculum|Practicum/);
    expect(result).toContain('practical life');
  });

  it('reads a name of a unit on its own line, not joined to the line above it', () => {
    const text = ['Course Outline', 'DRFT 2450 Structural Steel Detailing with Tekla Structures', 'Department of Engineering Design and Drafting Technology', 'Description', 'Students model a steel building and detail its connections.'].join('\n');
    const result = blanked(text, 'DRFT 2450 Structural Steel Detailing');
    expect(result).not.toContain('Engineering Design');
    expect(result).toContain('Tekla Structures');
  });

  it('blanks the header above the first heading: contacts, times, rooms and the institution', () => {
    const text = [
      'Harborview University - School of Continuing Studies',
      'Program Lead Facilitator: Dr. Amara Cole, former VP of Operations in logistics',
      'Time: 8:30 a.m. - 12:30 p.m.',
      'Session dates: Wednesdays, March 4 and 11',
      'Who should attend',
      'New supervisors who lead a team of two or more people in any kind of organisation.',
    ].join('\n');
    const result = blanked(text, 'First-Time Supervisor Program');
    expect(result).not.toContain('logistics');
    expect(result).not.toContain('8:30');
    expect(result).not.toContain('School of Continuing');
    expect(result).toContain('New supervisors who lead a team');
  });

  it('blanks the header block of an outline without headings: the code, the programme served, the credits', () => {
    const text = [
      'Course: Differential and Integral Calculus I',
      "Code: MAT1101   Program: Bachelor's in Civil Engineering",
      'Period: 1st semester   Credits: 6',
      '',
      'Syllabus: Limits and continuity. Derivatives and their applications; the definite integral.',
      'Basic bibliography: STEWART, J. Calculus. Higher Education Press.',
    ].join('\n');
    const result = blanked(text, 'Cálculo Diferencial e Integral I');
    expect(result).not.toContain('Civil Engineering');
    expect(result).not.toContain('Higher Education Press');
    expect(result).toContain('Limits and continuity');
    const evaluation = evaluate({ courseName: 'Cálculo Diferencial e Integral I', description: text });
    expect(evaluation.skills.map((skill) => skill.id)).toEqual(expect.not.arrayContaining(['engineering.civil-engineering', 'education.higher-education']));
    // The labelled code is the course's own number when the title has none.
    expect(evaluation.signals.find((signal) => signal.id === 'courseNumber.own')).toMatchObject({ value: 1, label: 'The course number the header gives as its code stands for level 1' });
    expect(evaluation.signals.find((signal) => signal.id === 'courseNumber.own')?.evidence[0]?.text).toBe('MAT1101');
  });

  it('blanks the names of institutions and buildings anywhere, not a public library', () => {
    const text = 'This program is approved by the state Department of Public Health. Labs meet in the Langford Earth Sciences Building.\nStudents visit the public library and the School Library Media Center.';
    const result = blanked(text);
    expect(result).not.toContain('Public Health');
    expect(result).not.toContain('Earth Sciences');
    expect(result).toContain('public library');
  });

  it('reads a policy heading whatever it is for, an instructor heading whatever the title, and no first aid kit', () => {
    const text = [
      'Employment Requirements for Brightpath Trainees (New Hires)',
      'New behavior technicians must have a clear background check and current CPR and First Aid certification on file.',
      '',
      'ABOUT THE INSTRUCTOR',
      'Dr. Herrera holds a Ph.D. in biostatistics and has used R for 15 years in public health research.',
      '',
      'Lab rules',
      'A first aid kit and eyewash station are next to the sink. The course is offered by the Society for Integrative Life Sciences.',
    ].join('\n');
    const result = blanked(text, 'R for Data Analysis with the Tidyverse');
    expect(result).not.toContain('CPR');
    expect(result).not.toContain('public health');
    expect(result).not.toContain('first aid kit');
    expect(result).not.toContain('Integrative Life');
    expect(result).toContain('next to the sink');
  });

  it('reads a run-in heading, a grading table and a heading about the provider', () => {
    const text = [
      'Use of generative AI. You may use AI tools to check grammar, but the analysis must be your own.',
      '',
      'EVALUATION',
      'Unit tests (9): 40%',
      'Practical lab assessments: 40%',
      '',
      'Course Outline',
      'Gas piping, venting and combustion air.',
      '',
      'ABOUT CEDAR & PINE WORKPLACE SOLUTIONS',
      'Cedar & Pine provides compliance training, HR consulting and workplace investigations to employers.',
    ].join('\n');
    const result = blanked(text, 'Gas Technician 3 Certificate');
    expect(result).not.toContain('generative');
    expect(result).not.toContain('Unit tests');
    expect(result).not.toContain('HR consulting');
    expect(result).toContain('Gas piping, venting and combustion air.');
  });

  it('ends a label with a value and no sentence at its line: the paragraph under it is the course', () => {
    const text = [
      'Format: Instructor-led, in person or live virtual · 14 contact hours',
      'Participants learn to plan projects: scope, a work breakdown structure and a schedule with a critical path.',
      'Attendance: Arrive on time for both days.',
      'Participants who miss a day join the next cohort.',
    ].join('\n');
    const result = blanked(text, 'Project Management Essentials');
    expect(result).not.toContain('Instructor-led');
    expect(result).toContain('work breakdown structure');
    // A label opening a sentence may run on over the lines of its paragraph.
    expect(result).not.toContain('next cohort');
    const evaluation = evaluate({ courseName: 'Project Management Essentials', description: text });
    expect(evaluation.level).toBeGreaterThan(0);
    expect(evaluation.skills.map((skill) => skill.name)).toContain('Project management');
  });
});

describe('roleSections', () => {
  it('reads the list under "Who should attend" as the audience and under "Prerequisites" as prerequisites, to the next heading', () => {
    const text = [
      'Course Description',
      'Running an emergency operations centre during floods and tornadoes.',
      'WHO SHOULD ATTEND',
      '- Personnel assigned to EOC sections (Operations, Planning, Logistics, Finance)',
      '- Public health and school district liaisons',
      'Prerequisites',
      '- ICS-100 and ICS-200',
      'Agenda',
      '9:00 Activating the EOC',
    ].join('\n');
    const sections = roleSections(text);
    expect(sections.map((section) => [section.role, text.slice(section.start, section.end).trim().split('\n')[0]])).toEqual([
      ['audience', 'WHO SHOULD ATTEND'],
      ['prerequisite', 'Prerequisites'],
    ]);
    const names = evaluate({ courseName: 'EOC Management', description: text }).skills.map((skill) => skill.name);
    expect(names).not.toContain('Finance');
    expect(names).not.toContain('Public health');
  });
});

describe('evaluate with an uploaded syllabus', () => {
  it('lists no skill from the policy sections and says they were set aside', () => {
    const result = evaluate({ courseName: 'HIST 2215 The Atlantic World', description: syllabus });
    const names = result.skills.map((skill) => skill.name);
    expect(names).not.toContain('Special education');
    expect(names).not.toContain('Mental health');
    expect(names).not.toContain('Counselling');
    expect(result.reasons.some((reason) => reason.includes('were not read for skills or level') && reason.includes('"Accommodations for Students with Disabilities"'))).toBe(true);
    // The word count is the document's, policy sections included.
    expect(result.wordCount).toBeGreaterThan(evaluate({ courseName: 'HIST 2215 The Atlantic World', description: blankSections(syllabus, administrativeSections(syllabus)) }).wordCount);
    for (const skill of result.skills) for (const span of skill.evidence) if (span.field === 'description') expect(syllabus.slice(span.start, span.end)).toBe(span.text);
  });

  it('reads no skill in words that look like one and never are: a first aid kit, a machine start-up and shut-down', () => {
    const names = evaluate({
      courseName: 'Coordinate Measuring Machine Operation',
      description: 'CMM types and components; machine start-up and shut-down; probe qualification; part alignment and GD&T. A first aid kit is kept by the door.',
    }).skills.map((skill) => skill.name);
    expect(names).not.toContain('Entrepreneurship');
    expect(names).not.toContain('First aid and CPR');
  });

  it('reads no skill in the provider line of the header, crash statistics or a question of lunch', () => {
    const description = [
      'Community Sport Coach Certificate',
      'Riverside Parks, Recreation & Community Services in partnership with the Regional Sport Council',
      'What you will learn',
      'Planning a safe practice, teaching basic movement skills to children, concussion awareness and the coach code of conduct. Module 1 reviews injury statistics in youth sport.',
      'What to bring',
      'Running shoes, a water bottle and a pen. Please let us know about any dietary restrictions for lunch.',
    ].join('\n');
    const names = evaluate({ courseName: 'Community Sport Coach Certificate', description }).skills.map((skill) => skill.name);
    expect(names).not.toContain('Social work');
    expect(names).not.toContain('Nutrition');
    expect(names).not.toContain('Statistics');
    expect(names).toContain('Sport and coaching');
  });

  it('sets aside a bulleted list under an administrative heading of two words', () => {
    const description = [
      'Practical Nursing Diploma',
      'Program Overview',
      'Three semesters of nursing theory, skills labs and clinical placements in long-term care, medicine and surgery.',
      'Admission Requirements',
      '- High school diploma or GED',
      '- Current BLS CPR for healthcare providers',
      '- Criminal background check and immunizations',
      'Courses',
      'PN 105 Anatomy and Physiology; PN 130 Pharmacology and Medication Administration; PN 150 Gerontological Nursing.',
    ].join('\n');
    const result = evaluate({ courseName: 'Practical Nursing Diploma', description });
    expect(result.skills.map((skill) => skill.name)).not.toContain('First aid and CPR');
    expect(result.skills.map((skill) => skill.name)).toContain('Pharmacology');
  });

  it('sets aside a policy on artificial intelligence tools and outside sources', () => {
    const description = [
      'Probability Theory I',
      'Course Description',
      'Measure-theoretic probability: sigma-algebras, integration, independence, laws of large numbers and the central limit theorem.',
      'Policy on AI Tools and Outside Sources',
      'Using AI systems or online solution repositories to complete problem sets is not permitted.',
      'Artificial Intelligence Tools',
      'You may use AI tools to help explain concepts, but not to write your proofs.',
    ].join('\n');
    const result = evaluate({ courseName: 'MATH 7310 Probability Theory I', description });
    expect(result.skills.map((skill) => skill.name)).not.toContain('Artificial intelligence');
    expect(result.skills.map((skill) => skill.name)).toContain('Probability');
  });

  it('reads no skill in a phone of the Samsung Galaxy line or in programming a device', () => {
    const names = (courseName: string, description: string) => evaluate({ courseName, description }).skills.map((skill) => skill.name);
    expect(names('Smartphone Repair Technician', 'Replace screens and batteries on iPhone and Samsung Galaxy models; micro-soldering and charging ports.')).not.toContain('Astronomy and astrophysics');
    expect(names('IV Therapy for Practical Nurses', 'Peripheral IV insertion, drip-rate calculation and programming infusion pumps; managing complications.')).not.toContain('Computer programming');
    expect(names('Garage Door Technician', 'Install openers, set travel limits and force, and program remotes; programming keypads and photo-eye sensors.')).not.toContain('Computer programming');
    expect(names('Collections Care', 'Accessioning, object handling and storage; how collections support public programming and exhibitions.')).not.toContain('Computer programming');
    expect(names('Landscape Irrigation', 'Install valves, drip zones and sprinkler heads; wire and start programming controllers for each zone.')).not.toContain('Computer programming');
    expect(names('Introduction to Astronomy', 'Stars, galaxies, dark matter and the expanding universe, with evening telescope sessions.')).toContain('Astronomy and astrophysics');
    expect(names('Programming in Python', 'Programming with variables, functions, loops, lists and files, with weekly exercises.')).toContain('Computer programming');
  });

  it('reads no skill in a firm’s investors and gifts, a pay structure, an entry requirement or a Master of Laws', () => {
    const names = (courseName: string, description: string) => evaluate({ courseName, description }).skills.map((skill) => skill.name);
    expect(names('Investor Relations Essentials', 'How retail investors and analysts read earnings releases; guidance, roadshows and disclosure.')).not.toContain('Retail management');
    expect(names('Anti-Bribery Compliance', 'Write policies on gifts, hospitality and travel; third-party due diligence and internal investigations.')).not.toContain('Hospitality and tourism management');
    expect(names('Compensation Analysis and Salary Structure Design', 'Job evaluation, salary survey benchmarking, market pay lines, range midpoints and compa-ratios.')).not.toContain('Civil engineering');
    expect(names('Steel Structure Design', 'Design of steel beams, columns and connections to the building code.')).toContain('Civil engineering');
    expect(names('Ground Search and Rescue', 'Members are deployed once they have also met the first aid requirement. Navigation, tracking and search tactics.')).not.toContain('First aid and CPR');
    expect(names('LLM in International Human Rights Law', 'A one-year LLM: treaty bodies, regional human rights courts and strategic litigation.')).not.toContain('Generative AI');
    expect(names('Building Applications with LLMs', 'Prompt engineering, retrieval-augmented generation, embeddings and evaluating LLMs with Python.')).toContain('Generative AI');
  });

  it('reads no skill in how the class meets, a vaccination asked for, a grade of certificate or a work cell', () => {
    const names = (courseName: string, description: string) => evaluate({ courseName, description }).skills.map((skill) => skill.name);
    const meets = ['Lecture: Monday and Wednesday 9:00–9:50 am, Ag Science 104', 'Lab: Preparation Room, Wednesday 1:00–4:00 pm', 'Credit hours: 3 (2 lecture, 3 lab)', '', 'Course Description', 'Stable routines, grooming, feeding programs, hoof care and turnout for horses. Two hours of supervised laboratory per week.'].join('\n');
    expect(names('EQSC 110 Equine Stable Management', meets)).not.toContain('Laboratory techniques');
    expect(names('General Chemistry Laboratory', 'Laboratory techniques: titration, gravimetric analysis and spectrophotometry; laboratory safety and notebooks.')).toContain('Laboratory techniques');
    expect(names('Zookeeping', 'Animal husbandry, diets and enrichment. Applicants must be 18 or older and show proof of a tetanus vaccination.')).not.toContain('Immunology');
    expect(names('Stability and Ship Construction (Management Level)', 'Intact stability, free surface effects, trim and ship construction for chief mates and masters.')).not.toContain('Management');
    expect(names('Industrial Robot Operation', 'Teach pendant programming of a six-axis robot; guarding and safety of the robot cell; palletizing routines.')).not.toContain('Cell biology');
    expect(names('Water Distribution System Operation', 'Mains, valves, hydrants and storage; pressure, head loss and chlorine dosage calculations.')).not.toContain('Pharmacology');
    expect(names('PLC Programming', 'Ladder logic, timers and counters; wire sinking and sourcing discrete input and output devices.')).not.toContain('Supply chain management');
    expect(names('PLC Programming', 'PLC hardware, I/O modules, sinking vs. sourcing; ladder logic and timers.')).not.toContain('Supply chain management');
    expect(names('5G and Advanced Wireless', 'NR physical layer, numerology and reference signals; channel coding (LDPC and polar codes); beam management in Python notebooks.')).not.toContain('Computer programming');
    expect(names('Strength and Conditioning Exam Prep', 'Program design and periodisation; bioenergetics and the energy system demands of different sports.')).not.toContain('Energy systems');
    const apprenticeship = ['Fire Sprinkler Fitter Apprenticeship', '', 'Curriculum', '- Hydraulics and pipe sizing', '- NFPA 13 installation standards', '', 'Minimum Qualifications', '- High school diploma or GED', '- Completion of one year of high school algebra', 'Applicants take an aptitude test (reading comprehension and math).'].join('\n');
    const listed = names('Fire Sprinkler Fitter Apprenticeship', apprenticeship);
    expect(listed).not.toContain('Algebra');
    expect(listed).not.toContain('Reading comprehension');
  });

  it('sets aside where graduates work ("Career Outcomes") up to the next heading of what is taught ("Software")', () => {
    const description = ['Master of Landscape Architecture', '', 'Studios', 'Site design, planting design and grading studios over three years.', '', 'Career Outcomes', 'Design firms, municipal parks departments, addiction treatment programs and correctional facilities hire our alumni.', '', 'Software', 'Students use AutoCAD, Rhino and ArcGIS Pro in every studio.'].join('\n');
    const names = evaluate({ courseName: 'Master of Landscape Architecture', description }).skills.map((skill) => skill.name);
    expect(names).not.toContain('Addiction and substance use');
    expect(names).toContain('Computer-aided design');
  });

  it('reads a bulleted bold label as a heading and brackets that leave a thing out as naming no skill', () => {
    const workshop = ['Adaptive Designs for Clinical Trials', '', 'Programme', '* Group sequential designs and alpha spending', '* Bayesian adaptive randomisation', '', 'Policies', '* **Accessibility:** The venue is wheelchair accessible; tell us about large-print materials or dietary needs.'].join('\n');
    const names = evaluate({ courseName: 'Adaptive Designs for Clinical Trials', description: workshop }).skills.map((skill) => skill.name);
    expect(names).not.toContain('Human-computer interaction');
    expect(names).not.toContain('Nutrition');
    const core = evaluate({ courseName: 'Introduction to Construction Trades', description: 'Basic rigging, standard crane hand signals (no crane operation), hand and power tools and reading construction drawings.' });
    expect(core.skills.map((skill) => skill.name)).not.toContain('Heavy equipment operation');
    expect(evaluate({ courseName: 'Nonlinear Response History Analysis for Tall Buildings', description: 'Ground-motion selection and scaling, hysteretic models and acceptance criteria for performance-based seismic design.' }).skills.map((skill) => skill.name)).not.toContain('History');
  });

  it('reads a labelled bullet as a heading only when it labels a policy', () => {
    const outline = ['CSCI 6710 Machine Learning', '', 'Topics', '- Linear models, kernels, trees and ensembles, neural networks', '', 'Course Policies', '- Generative AI: You may use AI assistants to look up library documentation; disclose any use.', '- Accessibility: Students with approved accommodations should send their letter in the first two weeks.'].join('\n');
    const names = evaluate({ courseName: 'CSCI 6710 Machine Learning', description: outline }).skills.map((skill) => skill.name);
    expect(names).not.toContain('Generative AI');
    expect(names).toContain('Machine learning');
    const finish = ['Finish Carpentry', '', 'Topics', '- Clinical: none', '- Trim: casing, baseboard and crown moulding with coped joints'].join('\n');
    expect(evaluate({ courseName: 'CARP 120 Finish Carpentry', description: finish }).skills.map((skill) => skill.name)).toContain('Carpentry and joinery');
  });

  it('sets aside a section on what the course does not cover', () => {
    const description = ['Build Your Business Website with WordPress', '', 'What You Will Learn', '- Install WordPress, choose a theme and create pages and menus', '', "What This Course Doesn't Cover", '- Online stores, WooCommerce and e-commerce checkout', '- Search engine advertising and analytics dashboards'].join('\n');
    const names = evaluate({ courseName: 'CDS 115 Build Your Business Website with WordPress', description }).skills.map((skill) => skill.name);
    expect(names).not.toContain('E-commerce systems');
  });

  it('reads a markdown run-in heading as a heading: "**Accessibility.** Materials …"', () => {
    const description = ['Pharmacogenomics for Pharmacists', '', 'Modules', '- CYP2D6 and CYP2C19 genotypes and phenotypes', '- Interpreting multi-gene panel reports', '', '**Accessibility.** Materials are designed to meet WCAG 2.1 AA; tell us about any accommodations you need.'].join('\n');
    expect(evaluate({ courseName: 'Clinical Pharmacogenomics Certificate', description }).skills.map((skill) => skill.name)).not.toContain('Human-computer interaction');
  });

  it('gives level 0 with a clear reason when the document holds only policies', () => {
    const policies = 'Academic Integrity\nAll work you submit must be your own; plagiarism is reported to the dean of students.\n\nAttendance Policy\nMore than three unexcused absences lower the final grade by one letter.';
    const result = evaluate({ courseName: 'Course policies', description: policies });
    expect(result.level).toBe(0);
    expect(result.reasons.at(-1)).toBe('The text holds little besides how the course is run (grading, policies, contacts); add the course description, its learning outcomes or its topics.');
  });
});
