import { describe, expect, it } from 'vitest';
import { extractSkills, maxSkills } from './extract-skills.js';
import { analyseText } from '../text/document.js';
import { getDefaultTaxonomy } from '../taxonomy/taxonomy.js';

const taxonomy = getDefaultTaxonomy();

function skills(title: string, description: string) {
  return extractSkills(analyseText(title, description), taxonomy);
}

describe('extractSkills', () => {
  it('lists taught skills best first, the title counting most, with exact evidence', () => {
    const description = 'Students learn SQL and relational database design. Weekly labs use Python. Topics include normalization of databases and transactions and concurrency control.';
    const result = skills('Database Systems', description);
    expect(result[0]?.id).toBe('computing.databases');
    expect(result.map((s) => s.id)).toEqual(expect.arrayContaining(['computing.sql', 'computing.python']));
    for (const skill of result) {
      expect(skill.source).toBe('taxonomy');
      expect(skill.score).toBeGreaterThan(0);
      expect(skill.score).toBeLessThanOrEqual(1);
      for (const span of skill.evidence) expect((span.field === 'courseName' ? 'Database Systems' : description).slice(span.start, span.end)).toBe(span.text);
    }
  });

  it('does not count what the prerequisites or the audience name', () => {
    const result = skills('Compilers', 'Lexical analysis, parsing and code generation. Prerequisite: Calculus and Linear Algebra. Restricted to students in Music.');
    const ids = result.map((s) => s.id);
    expect(ids).toContain('computing.compilers');
    expect(ids).not.toContain('mathematics-and-statistics.calculus');
    expect(ids).not.toContain('mathematics-and-statistics.linear-algebra');
    expect(ids).not.toContain('arts.music');
  });

  it('names a language where it is taught, not where its adjective describes something else', () => {
    const ids = (title: string, description: string) => skills(title, description).map((s) => s.id);
    expect(ids('French Cooking Techniques', 'Classic French sauces, knife skills, braising and roasting.')).not.toContain('languages.french');
    expect(ids('Russian Literature in Translation', 'Novels of Tolstoy and Chekhov read in English translation; Russian society.')).not.toContain('languages.russian');
    expect(ids('Spanish Colonial America', 'The Spanish conquest, colonial administration and indigenous resistance.')).not.toContain('languages.spanish');
    expect(ids('Beginning Spanish II', 'Continues the first course with the past tenses and everyday topics.')).toContain('languages.spanish');
    expect(ids('Health Care Communication', 'Practical Spanish for nurses, with listening and speaking in clinical situations.')).toContain('languages.spanish');
  });

  it('counts a product name written with its capitals in full, however common the word', () => {
    expect(skills('Web Development Bootcamp', 'HTML and CSS; React front ends; deployment.').map((s) => s.id)).toContain('computing.frontend-frameworks');
    expect(skills('Leadership and Team Building', 'Motivating employees, delegation and conflict management.').map((s) => s.id)).not.toContain('architecture-and-design.architecture');
  });

  it('reads the topics after "Continuation of …:" as taught, the course named before the colon not', () => {
    const ids = skills('Organic Chemistry II', 'Continuation of Organic Chemistry I: aromatic compounds, amines and mass spectrometry.').map((s) => s.id);
    expect(ids).toContain('chemistry.analytical-chemistry');
  });

  it('reads what a course covers after "Designed for …," as taught, the audience before the comma not', () => {
    const ids = skills('Contract Management', 'Designed for new purchasing staff, this course covers source selection and negotiation with suppliers.').map((s) => s.id);
    expect(ids).toContain('business-and-management.negotiation');
    expect(skills('Forklift Safety', 'Ideal for new warehouse associates. Load handling and the stability triangle.').map((s) => s.name)).not.toContain('Warehouse associates');
  });

  it('names no skill after the subject of a course code opening the title', () => {
    const ids = skills('ART 230 Intermediate Painting', 'Oil and acrylic painting on larger formats, colour theory and composing from observation.').map((s) => s.id);
    expect(ids).toContain('arts.drawing');
    expect(ids).not.toContain('arts.visual-arts');
    expect(ids).not.toContain('arts.music-composition');
  });

  it('names the task a workforce course teaches, not the profession around it', () => {
    const ids = skills('Home Health Aide Training', 'Take vital signs, help clients with activities of daily living and patient transfers, and keep records.').map((s) => s.id);
    expect(ids).toContain('health-and-medicine.patient-care');
    expect(ids).not.toContain('health-and-medicine.nursing');
    expect(skills('Aviation Maintenance Technician', 'Airframe and powerplant systems, aircraft inspection and maintenance records.').map((s) => s.id)).toContain('trades-and-technical.aircraft-maintenance');
  });

  it('does not count what a course says it does not need or assumes', () => {
    const ids = skills('SQL for Analysts', 'No programming experience required. Basic Excel knowledge is assumed. Write SELECT queries, joins and window functions.').map((s) => s.id);
    expect(ids).toContain('computing.sql');
    expect(ids).not.toContain('computing.programming');
    expect(ids).not.toContain('computing.office-software');
    // What is helpful or not needed, and a general-education requirement met, are no more taught.
    const astronomy = skills('Introduction to Astronomy', 'The solar system, stars and galaxies. No mathematics beyond high school algebra is required; comfort with spreadsheets is helpful. Fulfills the general education physical science requirement.').map((s) => s.id);
    expect(astronomy).toContain('physics-and-astronomy.astronomy');
    expect(astronomy).not.toContain('mathematics-and-statistics.algebra');
    expect(astronomy).not.toContain('computing.office-software');
    expect(astronomy).not.toContain('physics-and-astronomy.physics');
    // What is expected of participants, whom a course is ideal or suitable for, and what need not be known.
    const docs = skills('Technical Writing Certificate', 'Ideal for real estate photographers and engineers. Write user guides and API reference docs in Markdown. Good writing skills in English are expected. Participants should have a basic understanding of financial reporting. This course is suitable for project management staff. No knowledge of Chinese language is required.').map((s) => s.id);
    expect(docs).toContain('marketing-and-communication.technical-writing');
    for (const id of ['business-and-management.real-estate', 'languages.academic-writing', 'finance-and-accounting.financial-reporting', 'business-and-management.project-management', 'languages.chinese']) expect(docs).not.toContain(id);
    // "Some familiarity with Python, R, or MATLAB is expected; a short refresher is provided."
    const climate = skills('Paleoclimatology', 'Climate change over a million years, read from ice cores and marine sediments. Some familiarity with Python, R, or MATLAB is expected; a short refresher is provided. Students are expected to be proficient in Excel.').map((s) => s.id);
    expect(climate).toContain('earth-and-environment.climate-science');
    for (const id of ['computing.python', 'computing.matlab', 'computing.office-software']) expect(climate).not.toContain(id);
  });

  it('does not count a field named as the setting where the work is done', () => {
    const ids = skills('Pharmacy Technician', 'Dispensing, compounding and pharmacy law. Customer service in retail and hospital settings. Interpreting in mental health settings.').map((s) => s.id);
    expect(ids).toContain('health-and-medicine.pharmacology');
    expect(ids).not.toContain('business-and-management.retail');
    expect(ids).not.toContain('health-and-medicine.mental-health');
  });

  it('does not count where graduates will work, what a course does without, the people of a field, or what need not be known', () => {
    const ids = (title: string, description: string) => skills(title, description).map((s) => s.id);
    expect(ids('Combination Welding', 'SMAW, GMAW and FCAW welding in all positions. Prepares students for employment as welders in shipyards and structural steel construction.')).not.toContain('trades-and-technical.construction');
    const leaders = ids('Machine Learning for Business Leaders', 'What machine learning can and cannot do, without requiring any coding. How to hire and organise data science teams.');
    expect(leaders).toContain('data-and-ai.machine-learning');
    expect(leaders).not.toContain('computing.programming');
    expect(leaders).not.toContain('data-and-ai.data-science');
    const jazz = ids('History of Jazz', 'From New Orleans to bebop and beyond. No ability to read music is required. Normally taken by students in mechanical and electrical engineering.');
    expect(jazz).not.toContain('arts.music-notation');
    expect(jazz).not.toContain('engineering.electrical-engineering');
    const bootcamp = skills('Full-Stack Web Development Bootcamp', 'Build web applications with JavaScript, React and Node.js. Previous cohorts included former teachers, retail managers and veterans. Students should be comfortable with networking basics. Required of chemistry and biochemistry majors. Whether you lead offsites or team retrospectives, you will build apps. Many students work as independent adjusters.');
    const ids2 = bootcamp.map((s) => s.id);
    expect(ids2).toContain('computing.web-dev');
    for (const id of ['business-and-management.retail', 'computing.networking', 'life-sciences.biochemistry', 'personal-and-professional.teamwork']) expect(ids2).not.toContain(id);
    // A clause after a prerequisite's semicolon is still prerequisite; "designed for" inside a sentence is no audience sentence.
    const nlp = skills('CS 6340 Natural Language Processing', 'Parsing, tagging and neural language models. Prerequisites: CS 5350; strong programming skills and familiarity with linear algebra.').map((s) => s.id);
    expect(nlp).not.toContain('mathematics-and-statistics.linear-algebra');
    // … and so is every further clause of the same list.
    const deep = skills('Deep Learning', 'Prerequisites: graduate standing; a prior course in machine learning; working knowledge of linear algebra, multivariable calculus and probability.\nNeural networks, backpropagation and convolutional networks.').map((s) => s.id);
    expect(deep).not.toContain('mathematics-and-statistics.linear-algebra');
    expect(deep).not.toContain('mathematics-and-statistics.calculus');
    const infection = skills('Infection Prevention and Control', 'Hand hygiene and isolation precautions. This module, designed for nurses, covers surveillance and outbreak investigation.').map((s) => s.id);
    expect(infection).toContain('health-and-medicine.epidemiology');
    expect(bootcamp.filter((s) => s.source === 'keyphrase').map((s) => s.name.toLowerCase())).not.toEqual(expect.arrayContaining([expect.stringMatching(/adjusters|offsites/)]));
  });

  it('reads who a course is for, what participants already do and what a course only uses as no topic', () => {
    const ids = (title: string, description: string) => skills(title, description).map((s) => s.id);
    const acls = ids(
      'Advanced Cardiovascular Life Support',
      'The course is for healthcare professionals, including physicians, nurses and paramedics. Participants practise airway management, recognition and management of cardiac arrest, and resuscitation team dynamics. Participants must be proficient in ECG rhythm interpretation before attending.',
    );
    expect(acls).toContain('health-and-medicine.emergency-medicine');
    for (const id of ['health-and-medicine.nursing', 'business-and-management.management', 'health-and-medicine.cardiology']) expect(acls).not.toContain(id);
    const servsafe = ids('Food Protection Manager Certification', 'A one-day course and exam for restaurant managers, chefs and food service supervisors. Preventing foodborne illness, allergens and time and temperature control.');
    expect(servsafe).not.toContain('agriculture-and-food.culinary');
    // The students' own field, in a clause, is no topic; a field before a colon and "students" after it is.
    const anatomy = ids('Human Anatomy and Physiology I', 'Body systems, tissues and homeostasis, designed as the first half of a sequence for students in nursing, allied health and kinesiology programmes.');
    expect(anatomy).not.toContain('health-and-medicine.nursing');
    expect(ids('Inorganic Chemistry', 'Coordination compounds and crystal field theory for chemistry and biochemistry majors.')).not.toContain('life-sciences.biochemistry');
    expect(ids('Democratization', 'Regime change and backsliding. Attention is paid to research design: students evaluate statistical and experimental approaches.')).toContain(
      'psychology-and-counselling.research-methods',
    );
    expect(ids('Email Marketing', 'Campaign design and segmentation for marketing coordinators and small business owners.')).not.toContain('business-and-management.small-business');
    expect(ids('Certified Lactation Counselor', 'The program prepares nurses, midwives and dietitians to support breastfeeding families.')).not.toContain('health-and-medicine.nursing');
    expect(ids('Health Unit Coordinator', 'Transcribe orders and manage the nursing station.')).not.toContain('health-and-medicine.nursing');
    const driver = ids('Water Well Drilling Technician', 'Rig setup, drilling methods and well construction. You will need a Class B CDL; arrange that training separately. Participants must bring a medical fitness statement.');
    expect(driver).toContain('trades-and-technical.well-drilling');
    for (const id of ['trades-and-technical.commercial-driving', 'health-and-medicine.kinesiology']) expect(driver).not.toContain(id);
    expect(ids('Time Series Analysis', 'ARIMA models and forecasting, for students in statistics, economics and engineering.')).not.toContain('finance-and-accounting.economics');
    expect(ids('Canine Behavior Basics', 'Leash training and clicker training; know when to refer clients to a veterinary behaviourist.')).not.toContain('health-and-medicine.veterinary');
    expect(ids('Industrial Electricity', 'Motors, controls and wiring. Many graduates go on to work in wind energy and solar farms.')).not.toContain('earth-and-environment.energy');
    expect(ids('Incident Response', 'Triage of alerts and packet captures. Participants should already be comfortable on the Linux command line.')).not.toContain('computing.linux');
    expect(ids('Probability Theory I', 'Measure-theoretic probability and martingales. We assume you are comfortable with real analysis at the level of MATH 6310.')).not.toContain('mathematics-and-statistics.real-analysis');
    expect(ids('Psychiatric Nurse Practitioner Certificate', 'Psychopharmacology and psychotherapy across the lifespan. Students who have not completed graduate-level advanced pathophysiology take it in the first term.')).not.toContain('health-and-medicine.physiology');
    expect(ids('Casino Dealer Training', 'Deal blackjack and roulette to casino standards. Requirements: 21 or older, able to pass a background check, and comfortable with mental math.')).not.toContain(
      'mathematics-and-statistics.arithmetic',
    );
    // A list of topics after "including" is no audience, even with plural nouns.
    expect(ids('Materials Science', 'Classes of materials, including polymers, ceramics and semiconductors.')).toContain('chemistry.polymer-science');
    const sql = ids('SQL for Data Analysts', 'You already work with data in spreadsheets. This course teaches you to write SQL queries, joins and window functions.');
    expect(sql).toContain('computing.sql');
    expect(sql).not.toContain('computing.office-software');
    expect(ids('Introduction to Astronomy', 'Stars, galaxies and the solar system. The course emphasizes concepts and uses only basic algebra.')).not.toContain('mathematics-and-statistics.algebra');
  });

  it('reads a generic head after a noun as a field of its own: cash management is no general Management', () => {
    const ids = (title: string, description: string) => skills(title, description).map((s) => s.id);
    expect(ids('Cash Management for Small Business Owners', 'Forecast cash flow, manage receivables and plan borrowing for a small business.')).not.toContain('business-and-management.management');
    expect(ids('Supply Chain Strategy', 'Demand management and supplier relationship management for business leaders in small business settings.')).not.toContain('business-and-management.management');
    expect(ids('Principles of Management', 'Planning, organizing, leading and controlling; strategic management and the business environment.')).toContain('business-and-management.management');
  });

  it('takes context only from an ordinary word, never from a context word accepted in turn', () => {
    const ids = skills('Introduction to Archaeology', 'How artifacts, animal bones, plant seeds and soils are analysed in the laboratory. How archaeologists date sites.').map((s) => s.id);
    expect(ids).toContain('humanities.archaeology');
    expect(ids).not.toContain('life-sciences.zoology');
    expect(ids).not.toContain('life-sciences.botany');
  });

  it('lets no two context words in different sentences accept each other', () => {
    const ids = skills('Retail Meat Cutting', 'This program trains meat cutters for butcher shop and processing plant jobs. Break down beef, pork and lamb primals. Lab days are spent in a refrigerated cutting room. Lab sessions start at seven.').map((s) => s.id);
    expect(ids).not.toContain('life-sciences.laboratory-skills');
    expect(ids).not.toContain('life-sciences.botany');
  });

  it('proposes no key phrase from whom the title says the course is for', () => {
    const names = skills('Intellectual Property for Entrepreneurs and Creatives', 'Patents, trademarks and copyright; when an invention is patentable.').map((s) => s.name);
    expect(names).not.toContain('Entrepreneurs');
    expect(names).not.toContain('Creatives');
  });

  it('needs more than one passing mention of an everyday word, or one in an example', () => {
    expect(skills('Course', 'Students study water. The course discusses finance once, in passing, among other things.').map((s) => s.id)).not.toContain('finance-and-accounting.finance');
    expect(skills('Course', 'Industries such as mining, agriculture and tourism use these methods.').map((s) => s.id)).not.toContain('agriculture-and-food.agriculture');
    // The examples end where the sentence says what the course does.
    const taught = skills('Science Literacy', 'This course helps you read the news about research. We explore global challenges such as poverty and climate change and discuss how statistics can help tackle them.').map((s) => s.name);
    expect(taught).toContain('Statistics');
    expect(taught).not.toContain('Climate science');
    expect(skills('Science Literacy', 'This course helps you read the news about research. We explore global challenges such as poverty, climate change and statistics.').map((s) => s.name)).not.toContain('Statistics');
  });

  it('proposes key phrases, marked as such, when the taxonomy finds too little', () => {
    const result = skills('Stellar Populations', 'Hertzsprung-Russell diagram. Quantitative stellar structure. Globular and open star clusters.');
    const phrases = result.filter((s) => s.source === 'keyphrase');
    expect(phrases.length).toBeGreaterThan(0);
    for (const phrase of phrases) {
      expect(phrase.id).toMatch(/^keyphrase:/);
      expect(phrase.category).toBe('Other');
      expect(phrase.evidence.length).toBeGreaterThan(0);
    }
    expect(phrases.map((p) => p.name.toLowerCase())).toContain('hertzsprung russell diagram');
    // One phrase written twice with its last word shortened is proposed once.
    const calcs = skills('Pathway Design', 'Voltage drop calcs for notification appliance circuits. Voltage drop calcs and battery sizing. Voltage drop calculations by hand.');
    expect(calcs.filter((s) => /^voltage drop/i.test(s.name)).map((s) => s.name)).toEqual(['Voltage drop calcs']);
  });

  it('names the specific field where the taxonomy has it, and reads a word in its field only', () => {
    const ids = (title: string, description: string) => skills(title, description).map((s) => s.id);
    expect(ids('Tonal Counterpoint', 'Species counterpoint in two and three voices, then inventions and the fugue.')).toContain('arts.music-theory');
    // "As a counterpoint" is a contrast, not music.
    expect(ids('Knowledge and Pedagogy', 'The course introduces theories of knowledge. As a counterpoint, it reflects on classroom practice.')).not.toContain('arts.music-theory');
    expect(ids('Printmaking I', 'Relief printing and intaglio: linocut, drypoint and etching.')).toContain('arts.printmaking');
    expect(ids('Biogeography', 'Island biogeography and species distribution modeling with GIS.')).toContain('life-sciences.biogeography');
    expect(ids('Latin Paleography', 'Reading medieval scripts, scribal abbreviations and codicology.')).toContain('humanities.paleography');
    // Harmonic analysis is Fourier analysis in mathematics, and process control a computer's processes in a Linux course.
    const maths = ids('Engineering Mathematics III', 'Fourier series, Fourier transforms and harmonic analysis; partial differential equations.');
    expect(maths).not.toContain('arts.music-theory');
    expect(ids('Tonal Harmony II', 'Chromatic harmony, modulation and harmonic analysis of chorales.')).toContain('arts.music-theory');
    expect(ids('Linux System Administration I', 'File system navigation and permissions, package management, process control and systemd services.')).not.toContain('engineering.chemical-engineering');
    expect(ids('Process Dynamics', 'Unit operations and chemical reactors: process control with PID loops.')).toContain('engineering.chemical-engineering');
    // The Deutsch–Jozsa algorithm is no German lesson, an operating system's process management no business operations.
    expect(ids('Quantum Computing Fundamentals', 'Quantum circuits in Qiskit; the Deutsch–Jozsa, Grover and Shor algorithms.')).not.toContain('languages.german');
    expect(ids('German for Travellers', 'Alltag auf Deutsch: greetings, German grammar for ordering food and asking the way.')).toContain('languages.german');
    expect(ids('Operating Systems', 'Process management, threads, CPU scheduling, deadlocks and virtual memory.')).not.toContain('business-and-management.operations-management');
    expect(ids('Ways of Knowing', 'Testimony, expertise and epistemic injustice; the sociology of scientific consensus.')).toContain('humanities.philosophy');
    // English composition is writing, not music; the American Welding Society's code is no cloud.
    const composition = ids('ENG 101 English Composition I', 'Composition of essays: critical reading, drafting and revision.');
    expect(composition).toContain('languages.academic-writing');
    expect(composition).not.toContain('arts.music-composition');
    // "Composition I" alone: the subject of the code settles it (writing under ENGL, the composer's craft under MUS).
    const writing = ids('ENGL 1301 Composition I', 'Practice in writing processes, from drafting to revising; focus on the academic essay.');
    expect(writing).toContain('languages.academic-writing');
    expect(writing).not.toContain('arts.music-composition');
    expect(ids('MUS 1311 Composition I', 'Writing short pieces for solo instruments; melody, harmony and form.')).toContain('arts.music-composition');
    expect(ids('AWS D1.1 Structural Welding Certification', 'SMAW plate tests in the 3G and 4G positions to AWS D1.1.')).not.toContain('computing.cloud');
    expect(ids('AWS Solutions Architect', 'Designing on AWS: EC2, S3 and VPC networking.')).toContain('computing.cloud');
    // Military training names its craft: small-unit tactics, operation orders, calls for fire.
    expect(ids('Infantry Unit Leader Course', 'Small-unit tactics, operation orders and fire support planning for squad and platoon leaders.')).toContain('humanities.military-history');
    // Clinical practice in a teacher-education title is student teaching; in a nurses' update it stays clinical.
    expect(ids('Clinical Practice and Seminar in Secondary Education', 'Full-time student teaching in a high school, with a weekly seminar on lesson planning.')).not.toContain('health-and-medicine.clinical-medicine');
    expect(ids('Clinical Practice Update: Continuing Education for Nurses', 'Sepsis screening, wound care and medication safety on the ward.')).toContain('health-and-medicine.clinical-medicine');
    // Safeguarding, named as care workers are trained in it; "safeguarding" alone only in the title or beside its field.
    expect(ids('Safeguarding Adults (Level 2)', 'Covers types of abuse and neglect, responding to disclosures and reporting concerns.')).toContain('social-sciences.safeguarding');
    expect(ids('Health Records', 'Safeguarding patient information in electronic records.')).not.toContain('social-sciences.safeguarding');
    expect(ids('Associate of Applied Science in Respiratory Care', 'Mechanical ventilation, arterial blood gas analysis and pulmonary function testing in adult and neonatal critical care.')).toContain('health-and-medicine.respiratory-therapy');
    // Maternal and child nursing names its specialties as nurses do.
    const maternal = ids('NCM 109 Care of Mother and Child at Risk', 'The nursing process in the care of high-risk pregnancy, labor and delivery complications, and newborn care.');
    expect(maternal).toEqual(expect.arrayContaining(['health-and-medicine.obstetrics', 'health-and-medicine.pediatrics']));
    expect(ids('Chargeback Management', 'Reason codes, representment and card network rules for chargebacks.')).toContain('finance-and-accounting.payments');
    const paralegal = ids('Immigration Practice for Paralegals', 'Adjustment of status, consular processing and naturalization; identify ethical issues for immigration paralegals.');
    expect(paralegal).toContain('social-sciences.immigration-law');
    expect(paralegal).not.toContain('humanities.ethnic-studies');
    expect(ids('Race and Immigration in American History', 'Immigration, nativism and race in the history of the United States.')).toContain('humanities.ethnic-studies');
    // Ions migrate, birds migrate, students make satisfactory academic progress (SAP), boats are marine.
    expect(ids('Electrochemistry', 'Mass transport by diffusion, migration and convection; cyclic voltammetry.')).not.toContain('social-sciences.demography');
    expect(ids('Mexican-American History', 'Migration, labor and civil rights in the Southwest since 1848; oral history.')).toContain('social-sciences.demography');
    expect(ids('Financial Aid Administration', 'Apply the Satisfactory Academic Progress (SAP) policy and process SAP appeals.')).not.toContain('computing.information-systems');
    expect(ids('Marine Electrical Systems', 'DC and AC wiring on boats to ABYC standards; battery banks, shore power and galvanic isolation.')).not.toContain('earth-and-environment.oceanography');
    expect(ids('Elementary French I', 'Greetings, family and regional cuisine; ordering in a café; a French cinema night.')).not.toContain('agriculture-and-food.culinary');
    expect(ids('Foot Care for Nurses', 'Nail and callus care within the scope of practice and employer policies.')).not.toContain('finance-and-accounting.labor-economics');
    // Who else may enrol is the audience: "students from … cognitive science may enrol with instructor consent".
    expect(ids('Seminar: Kant', 'A close reading of the Critique of Pure Reason. Graduate students from mathematics, physics or cognitive science may enrol with instructor consent.')).not.toContain('psychology-and-counselling.cognitive-psychology');
    // What the text says it does not teach is not taught.
    const mushrooms = skills('Mushroom Cultivation', 'Grow oyster and shiitake mushrooms on straw and sawdust substrates. Please note: this is not a foraging or wild mushroom identification course.');
    expect(mushrooms.map((s) => s.name.toLowerCase()).join('; ')).not.toMatch(/identification/);
    expect(ids('Scenic Carpentry', 'Build flats and platforms from construction drawings. You will work beside students from our scenic painting courses, but those crafts are taught separately.')).not.toContain('arts.drawing');
    expect(ids('Organic Market Gardening', 'Bed preparation, seeding, irrigation and harvest for market. Field trips visit a livestock farm, but animal husbandry is not part of the curriculum.')).not.toContain('agriculture-and-food.animal-science');
    // More ways of saying so: a clause that disowns the one before it, "outside the scope", "covered in" another course.
    expect(ids('OUPV Captain\'s License Course', 'Rules of the road, chart navigation and vessel safety. The Coast Guard also requires a physical exam and a First Aid/CPR card; those are not part of this course.')).not.toContain('health-and-medicine.first-aid');
    expect(ids('Test Automation with Selenium', 'Page objects, waits and test suites in Java. Mobile app testing with Appium is outside the scope of this course.')).not.toContain('computing.mobile-dev');
    expect(ids('Landscape Irrigation Installation', 'Install and repair residential sprinkler systems. Likewise, we do not design irrigation for agricultural fields.')).not.toContain('agriculture-and-food.agriculture');
    expect(ids('iOS App Development', 'Build apps in Swift and SwiftUI. Visual design and user research are covered in MOBL 240 Mobile UX Design.')).not.toContain('computing.usability-testing');
    expect(ids('English for Academic Purposes', 'Academic reading and writing. Units are drawn from environmental science and public health; these units do not give credit in those subjects.')).not.toContain('health-and-medicine.public-health');
    expect(ids('MEWP Operator Training', 'Scissor lifts and boom lifts: inspection, fall protection and safe operation. Please note: this course does not qualify you to operate forklifts, telehandlers or cranes.')).not.toContain('trades-and-technical.heavy-equipment');
    expect(ids('Dairy Herd Management', 'Milking routines, udder health and calf care. Nutrition and ration formulation are introduced only as they relate to feeding; they are covered in depth in AGPT 210.')).not.toContain('health-and-medicine.nutrition');
    expect(ids('Immunization Delivery Certificate', 'Vaccine storage, intramuscular injection technique and managing adverse events. Participants must hold current CPR certification before attending the live session.')).not.toContain('health-and-medicine.first-aid');
    expect(ids('Health Assessment Across the Lifespan', 'Head-to-toe assessment and documentation. Corequisites: NURS 2110 Foundations of Nursing Practice; NURS 2115 Pathophysiology.')).not.toContain('health-and-medicine.physiology');
    // Where graduates work or study next is no topic.
    expect(ids('Developmental Services Worker', 'Person-directed planning and augmentative communication. Many graduates continue to university degrees in disability studies or social work.')).not.toContain('social-sciences.social-work');
    // A calculus topic, a museum's events and its collections, a tour's incidents.
    expect(ids('Calculus I', 'Limits, derivatives, curve sketching and optimization problems.')).not.toContain('arts.drawing');
    expect(ids('Foundations of Collections Management', 'Accessioning, object handling and preventive conservation.')).toContain('humanities.museum-studies');
    expect(ids('Professional Tour Guide', 'Tour logistics, storytelling and incident response on the road with a group of visitors.')).not.toContain('computing.cybersecurity');
    // Tax, quantum and solar words in their own field.
    expect(ids('Multistate Sales and Use Tax Compliance', 'Nexus, sourcing rules, exemption certificates and filing returns in several states.')).toEqual(expect.arrayContaining(['finance-and-accounting.taxation']));
    expect(ids('Multistate Sales and Use Tax Compliance', 'Nexus, sourcing rules, exemption certificates and filing returns in several states.')).not.toContain('marketing-and-communication.sales');
    expect(ids('Quantum Information Science', 'The circuit model, circuit QED and the von Neumann entropy of entangled states.')).not.toContain('engineering.electrical-engineering');
    expect(ids('Marine Electrical Systems', 'Solar charge controllers and battery banks on boats.')).not.toContain('engineering.control-systems');
    expect(ids('Threat Modeling for Software Architects', 'STRIDE, attack trees and threat modeling of microservice architectures.')).toContain('computing.cybersecurity');
    // Where graduates work is no topic: "heavy equipment and agricultural dealers".
    expect(ids('Parts Technician', 'Parts lookup, catalogues and inventory control. Graduates find jobs in parts departments, auto parts retailers, heavy equipment and agricultural dealers.')).not.toContain('agriculture-and-food.agriculture');
    // A teacher's "25-item unit test" is no software testing; a developer's unit tests are.
    expect(ids('Classroom Assessment', 'Construct a 25-item unit test with a blueprint and conduct an item analysis.')).not.toContain('computing.software-testing');
    expect(ids('Software Construction', 'Writing unit tests in Java with JUnit; refactoring and code review.')).toContain('computing.software-testing');
  });

  it('names the trade of a machine shop, a railroad, a glazier, a piano technician and an estimator', () => {
    const ids = (title: string, description: string) => skills(title, description).map((s) => s.id);
    const machining = ids('CNC Machining I', 'Blueprint reading, precision measurement, lathe and milling machine operation, and CNC programming with G-code.');
    expect(machining).toContain('trades-and-technical.machining');
    expect(machining).not.toContain('computing.programming');
    expect(ids('Railroad Operations', 'Train make-up, signals, the operating rules (GCOR) and track warrants.')).toContain('trades-and-technical.railroad-operations');
    expect(ids('Commercial Glazing', 'Measure, cut and install glass; storefronts and curtain walls.')).toContain('trades-and-technical.glazing');
    expect(ids('Piano Tuning and Repair', 'Students learn to tune pianos by ear and to regulate grand and upright actions.')).toContain('trades-and-technical.piano-technology');
    expect(ids('Construction Cost Estimating', 'Quantity takeoffs from drawings; pricing labor and materials; assembling a bid.')).toContain('trades-and-technical.cost-estimating');
    expect(ids('Firefighter I and II Academy', 'Fire behavior, SCBA, hose lines, ladders and forcible entry.')).toContain('trades-and-technical.firefighting');
    expect(ids('Structural Pest Control Technician', 'Termite control, rodent control and safe pesticide application.')).toContain('trades-and-technical.pest-control');
    expect(ids('Blacksmithing and Forge Work I', 'Hand forging at the anvil: drawing out, upsetting and forge welding.')).toContain('trades-and-technical.welding');
    expect(ids('Traditional Wooden Boatbuilding', 'Lofting, lapstrake and carvel planking, steam bending.')).toContain('trades-and-technical.boatbuilding');
    expect(ids('Funeral Service Assistant', 'Funeral directing, embalming room safety and cremation paperwork.')).toContain('trades-and-technical.funeral-service');
    expect(ids('Elevator Mechanic Helper', 'Hoistway safety, escalators and elevator maintenance.')).toContain('trades-and-technical.elevator-technology');
    expect(ids('STCW Basic Safety Training', 'Sea survival, marine firefighting and vessel safety.')).toContain('trades-and-technical.seamanship');
    expect(ids('Ultrasonic Testing Level I', 'Phased array ultrasonics and NDT procedures.')).toContain('trades-and-technical.nondestructive-testing');
    expect(ids('Injection Molding Technician', 'Mold setting, hot runner systems and thermoforming.')).toContain('trades-and-technical.plastics-processing');
    expect(ids('Casino Dealer Training', 'Blackjack, roulette and game protection.')).toContain('trades-and-technical.casino-gaming');
    expect(ids('Canine Obedience Trainer', 'Obedience training and canine behavior.')).toContain('trades-and-technical.dog-training');
    // Scripting a podcast episode is no programming.
    expect(ids('Podcast Production', 'Scripting episodes, interviewing guests and editing audio.')).not.toContain('computing.programming');
    expect(ids('911 Public Safety Telecommunicator Training', 'Call-taking, computer-aided dispatch and dispatch protocols.')).toContain('trades-and-technical.emergency-dispatch');
    expect(ids('Commercial Custodial Technician', 'Floor care, carpet extraction and auto scrubbers.')).toContain('trades-and-technical.custodial');
    expect(ids('Acoustic Guitar Building', 'Bracing, fret leveling and finishing; the luthier at work.')).toContain('trades-and-technical.lutherie');
    // A charity's name, a lawyer's drafting and a flight crew's resource management are other things.
    expect(ids('Residential Framing Carpentry', 'Wall framing and roof framing on a Habitat for Humanity build.')).not.toContain('life-sciences.ecology');
    expect(ids('Contract Drafting for In-House Counsel', 'Legal drafting of indemnities and limitation clauses.')).not.toContain('engineering.cad');
    expect(ids('Aircraft Dispatcher Certification', 'Flight planning, weight and balance and crew resource management.')).not.toContain('earth-and-environment.natural-resources');
    // Homonyms: a Bayesian equilibrium is game theory; smoke testing takes place, no test-taking.
    expect(ids('Game Theory', 'Nash and perfect Bayesian equilibrium in signalling games.')).not.toContain('mathematics-and-statistics.bayesian-statistics');
    expect(ids('Deploying Releases', 'Where does smoke testing take place in the pipeline?')).not.toContain('personal-and-professional.study-skills');
    // Forging partnerships is no metalwork; building automations in a CRM are no building controls.
    expect(ids('Community Partnerships', 'Forging partnerships with local agencies and nonprofits.')).not.toContain('trades-and-technical.welding');
    expect(ids('Salesforce Administrator', 'Security, reports and building automation with Flow.')).not.toContain('trades-and-technical.plumbing');
    // Accessibility beside web work is digital accessibility, not human rights.
    const web = ids('Accessibility with WCAG 2.2', 'Build accessible websites: semantic HTML, keyboard navigation and testing with screen readers.');
    expect(web).toContain('computing.hci');
    expect(web).not.toContain('social-sciences.human-rights');
  });

  it('counts an everyday context word only beside a skill of its field, or in the title', () => {
    const ids = (title: string, description: string) => skills(title, description).map((s) => s.id);
    expect(ids('Leading Teams', 'Managers shape the organisational climate, the energy of their teams and a culture of trust.')).not.toContain('earth-and-environment.climate-science');
    expect(ids('Leading Teams', 'Managers shape the organisational climate, the energy of their teams and a culture of trust.')).not.toContain('earth-and-environment.energy');
    expect(ids('Earth Systems', 'Greenhouse gases and the climate; how weather and climate are measured.')).toContain('earth-and-environment.climate-science');
    expect(ids('Electric Circuits', "Ohm's law, Kirchhoff's laws and the art of circuit analysis.")).not.toContain('social-sciences.law');
    expect(ids('Electric Circuits', "Ohm's law, Kirchhoff's laws and the art of circuit analysis.")).not.toContain('arts.visual-arts');
    expect(ids('Introduction to Art', 'Looking at paintings and sculpture from many periods.')).toContain('arts.visual-arts');
    expect(ids('The Art of Negotiation', 'Interests, positions and concessions in business deals.')).not.toContain('arts.visual-arts');
    expect(ids('Medical Billing and Coding', 'ICD-10 and CPT codes, insurance claims and reimbursement.')).not.toContain('computing.programming');
    expect(ids('Crisis Communication', 'Learn how to react to a crisis and polish a statement before the press arrives.')).not.toContain('computing.frontend-frameworks');
    expect(ids('Web Development', 'Build single-page user interfaces in JavaScript with React components and hooks.')).toContain('computing.frontend-frameworks');
    expect(ids('Spanish for Nurses', 'Taking a patient history in Spanish; helping patients with mobility and vital signs.')).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(?:humanities\.history|social-sciences\.demography)$/)]),
    );
  });

  it('names a skill whose name sounds like a context alias only in its context, and laboratory work beside any science', () => {
    const ids = (title: string, description: string) => skills(title, description).map((s) => s.id);
    expect(ids('Payroll Clerk Certificate', 'Payroll clerks learn to process timesheets and deductions using computer programs such as QuickBooks.')).not.toContain('computing.programming');
    expect(ids('Home Security Systems', 'The panel it supports covers door contacts and motion sensors; installers test each zone.')).not.toContain('computing.it-support');
    expect(ids('Help Desk Fundamentals', 'IT support for small offices: tickets, password resets and printers.')).toContain('computing.it-support');
    expect(ids('General Chemistry I', 'Atoms, chemical bonding and stoichiometry. In the laboratory, students prepare solutions and keep a laboratory notebook.')).toContain('life-sciences.laboratory-skills');
    expect(ids('Lab Analysis in Archaeology', 'Identification of ceramics, stone tools and animal bone from excavated sites.')).toContain('life-sciences.laboratory-skills');
    expect(ids('Business Law', 'Contracts and torts. Two hours of lecture and one hour of laboratory per week.')).not.toContain('life-sciences.laboratory-skills');
  });

  it('proposes no phrase across a possessive name ("Kant\'s critique", "Kripke\'s causal theory")', () => {
    const names = skills('Seminar: Kant', "A close reading of Kant's Critique of Pure Reason and Kripke's causal theory of names, with transcendental idealism and the secondary literature.")
      .filter((s) => s.source === 'keyphrase')
      .map((s) => s.name.toLowerCase());
    expect(names).not.toContain('kant critique');
    expect(names).not.toContain('kripke causal');
    // A verb ends a phrase: "Copyeditors make text correct", "edit manuscripts".
    const editing = skills('Copyediting I', 'Copyeditors make text correct, consistent and clear. Students edit manuscripts for style, write diplomatic author queries and apply Chicago style.')
      .filter((s) => s.source === 'keyphrase')
      .map((s) => s.name.toLowerCase());
    expect(editing).not.toContain('copyeditors make text');
    expect(editing).not.toContain('edit manuscripts');
    // "earns", "lends" and "conduct" are verbs too: "Completion earns 14 CEU hours", "The team lends compasses".
    const verbs = skills('Hydronic Radiant Heating', 'Lay out in-floor PEX tubing and size circulators. Completion earns 14 CEU hours. The shop lends torque wrenches; you conduct pressure tests.')
      .filter((s) => s.source === 'keyphrase')
      .map((s) => s.name.toLowerCase());
    expect(verbs).not.toContain('completion earns');
    expect(verbs.some((name) => name.startsWith('lends') || name.startsWith('conduct'))).toBe(false);
    // A line break ends a phrase: "6. Assessment" / "Formative assessment".
    const lines = skills('The Law of Tort', 'Negligence, nuisance and defamation.\n6. Assessment\nFormative assessment essays on vicarious liability.')
      .filter((s) => s.source === 'keyphrase')
      .map((s) => s.name.toLowerCase());
    expect(lines.some((name) => name.includes('assessment formative'))).toBe(false);
  });

  it('reads a field the students come from, a course to take instead, an optional tool and a trainer\'s degree as no topic', () => {
    const ids = (title: string, description: string) => skills(title, description).map((s) => s.id);
    expect(ids('Principles of Toxicology', 'Poisons and their effects, intended for third-year students in toxicology, pharmacology, environmental science, public health and pre-professional programs. Dose-response and biotransformation.')).not.toContain('earth-and-environment.environmental-science');
    expect(ids('Statistical Methods for Urban Forestry', 'Statistical methods in an urban forestry context. Students in Natural Resources should take NRES 231.')).not.toContain('earth-and-environment.natural-resources');
    expect(ids('Statistical Process Control', 'Control charts and capability. Measurement system analysis and design of experiments are covered in our separate two-day courses.')).not.toContain('mathematics-and-statistics.experimental-design');
    expect(ids('Machine Design I', 'Fatigue, shafts, bearings and gears.\nOptional: MATLAB or Python for the design project.')).not.toContain('computing.python');
    expect(ids('Machine Design I', 'Fatigue, shafts, bearings and gears.\n• Optional: MATLAB or Python for the design project.')).not.toContain('computing.python');
    expect(ids('Yoga Teacher Training', 'Asana, pranayama and sequencing. Our lead trainer holds a BSc in Kinesiology.')).not.toContain('health-and-medicine.kinesiology');
    expect(ids('Mechanical Design', 'Introduction to mechanical design; design process; codes and standards.')).not.toContain('mathematics-and-statistics.game-theory');
    expect(ids('Auction Theory', 'Auctions, matching markets and mechanism design.')).toContain('mathematics-and-statistics.game-theory');
  });

  it('reads what a text leaves out, who else is welcome, where graduates practise and a course code as no topic', () => {
    const ids = (title: string, description: string) => skills(title, description).map((s) => s.id);
    const literacy = ids('Data Literacy Fundamentals', 'Reading charts, asking good questions of data and spotting misleading statistics.\nNot covered: building dashboards, Excel formulas or SQL.');
    expect(literacy).not.toContain('computing.sql');
    expect(ids('People Analytics', 'Workforce metrics and storytelling with HR data. It does not require statistics or programming; it does not teach R or Python.')).not.toContain('computing.programming');
    expect(ids('Labor Economics I', 'Labour supply and demand, human capital and wage inequality. Students from other doctoral programs (public policy, sociology, education) are welcome.')).not.toContain('social-sciences.sociology');
    expect(ids('Electrology Certificate', 'Galvanic, thermolysis and blend modalities. Graduates sit the state exam and begin practice in a medical spa, dermatology office or their own studio.')).not.toContain('health-and-medicine.dermatology');
    expect(ids('Electronics Engineering Technician Diploma', 'Year 1: ELN 1103 Semiconductor Devices and Circuits I; CPR 1210 Programming in C for Technicians; DC and AC circuit analysis.')).not.toContain('health-and-medicine.first-aid');
    expect(ids('First Aid and CPR', 'Adult, child and infant CPR, AED use and choking relief.')).toContain('health-and-medicine.first-aid');
    expect(ids('Biomechanics of Human Movement', 'Linear kinematics and projectile motion; angular kinematics and joint angles; inverse dynamics.')).not.toContain('computing.frontend-frameworks');
    expect(ids('Architectural Acoustics', 'Sound levels and frequency analysis in octave and one-third octave bands; reverberation and sound isolation.')).not.toContain('computing.matlab');
  });

  it('reads workplaces, admission tests and courses to see instead as no topic', () => {
    const ids = (title: string, description: string) => skills(title, description).map((s) => s.id);
    expect(ids('Tool and Die Maker Apprenticeship', 'Progressive dies, jig grinding and CNC EDM. Tool and die makers work in automotive stamping, aerospace and medical device manufacturing.')).not.toContain('engineering.aerospace');
    expect(ids('Tool and Die Maker Apprenticeship', 'Progressive dies and jig grinding. Applicants pass a math and mechanical aptitude assessment (algebra, fractions, basic geometry).')).not.toContain('mathematics-and-statistics.algebra');
    expect(ids('Build Your Business Website with WordPress', 'Themes, pages, menus and plugins. Learners interested in coding should see CDS 140 Web Development.')).not.toContain('computing.programming');
    expect(ids('Geothermal Installer Workshop', 'Loop design, grouting and flushing; heat pump installation and commissioning.')).not.toContain('trades-and-technical.well-drilling');
  });

  it('reads a requirement stated at the end of a sentence and an "Assumed background:" line as prerequisites', () => {
    const ids = (title: string, description: string) => skills(title, description).map((s) => s.id);
    expect(ids('Diploma in International Commercial Arbitration', 'Arbitration agreements, tribunals and awards. A high level of written English (IELTS 7.5 or equivalent) is required.')).not.toContain('languages.english-language');
    expect(ids('Coastal Engineering', 'Wave theory, coastal structures and sediment transport.\nAssumed background: fluid mechanics to second-year level and competence with MATLAB or Python.')).not.toContain('computing.python');
    expect(ids('Sales Representative Foundations', 'Product detailing and objection handling practice.')).not.toContain('humanities.museum-studies');
  });

  it('reads degrees students transfer into and topics taught in another programme as no topic', () => {
    const ids = (title: string, description: string) => skills(title, description).map((s) => s.id);
    expect(ids('Associate of Arts in Business Administration', 'Principles of accounting, microeconomics and business law. Most graduates transfer to complete a BBA in finance, marketing or supply chain management.')).not.toContain('business-and-management.supply-chain');
    expect(ids('Finish Carpentry and Interior Trim', 'Casing, baseboard and crown moulding. Painting and staining techniques are not taught in this course; they are covered in the Painting and Decorating program.')).not.toContain('trades-and-technical.painting-trade');
    expect(ids('Legal Environment of Business', 'Contracts, torts and agency. Criminal law and tax law are discussed only as they affect business decisions.')).not.toContain('finance-and-accounting.taxation');
  });

  it('reads noise exchange rates, data scientists and number-theoretic functions in their own fields', () => {
    const ids = (title: string, description: string) => skills(title, description).map((s) => s.id);
    expect(ids('Occupational Noise Exposure', 'Dosimetry and sound level meters; the 3 dB and 5 dB exchange rates and regulatory exposure limits; hearing conservation programs.')).not.toContain('finance-and-accounting.intl-economics');
    expect(ids('International Macroeconomics', 'Open-economy macroeconomics: exchange rates, the balance of payments and capital flows.')).toContain('finance-and-accounting.intl-economics');
    expect(ids('MLOps in Practice', 'Model registries, CI/CD for models and monitoring; collaboration between data scientists and platform teams.')).not.toContain('data-and-ai.data-science');
    const numberTheory = ids('Elementary Number Theory', 'Divisibility, congruences, arithmetic functions and Möbius inversion, quadratic reciprocity and continued fractions.');
    expect(numberTheory).toContain('mathematics-and-statistics.numbertheory');
    expect(numberTheory).not.toContain('mathematics-and-statistics.arithmetic');
  });

  it('proposes no names of people, no everyday title word alone and no phrase ending in an adjective', () => {
    const names = (title: string, description: string) => skills(title, description).filter((s) => s.source === 'keyphrase').map((s) => s.name.toLowerCase());
    expect(names('Circuits Two', 'Taught by Professor Anant Agarwal with optional tutorials. Amplifier gain, bandwidth and feedback stabilization.')).not.toEqual(
      expect.arrayContaining([expect.stringContaining('agarwal')]),
    );
    expect(names('Intermediate Seminar', 'Weekly meetings on stellar nucleosynthesis.')).not.toContain('intermediate');
    // A phrase ends before its verb: "more than two unexcused absences lowers the final grade".
    expect(names('Senior Studio', 'Weekly critiques of large-scale canvases. More than two unexcused absences lowers the final grade.')).not.toEqual(
      expect.arrayContaining([expect.stringContaining('lowers')]),
    );
    expect(names('HIST 342 Exoplanets', 'Weekly meetings on stellar nucleosynthesis; readings combine primary sources.')).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(?:hist|readings combine|combine)$/)]),
    );
    expect(names('Exoplanets', 'Weekly meetings on stellar nucleosynthesis.')).toContain('exoplanets');
    expect(names('Topics', 'Students examine larger economic questions in the transformational societal context.')).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/(?:economic|societal)$/)]),
    );
    expect(names('Tile Setting and Flooring', 'Weekly meetings on thinset.')).toContain('flooring');
    expect(names('Contracts', 'Taught by the casebook method; an oral final examination. Trainees perform blower door tests.')).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/casebook|examination|trainees/)]),
    );
    expect(skills('Wastewater Treatment Plant Operator', 'Screening, grit removal, activated sludge and disinfection.').map((s) => s.id)).not.toContain('life-sciences.botany');
    expect(names('Customer Success', 'Renewal metrics CSMs track each week.')).not.toEqual(expect.arrayContaining([expect.stringContaining('csms')]));
    expect(names('Civil Mediation', 'Held over five consecutive Fridays. Study planners help candidates schedule preparation. Graduates receive direct entry interviews with the district council.')).toEqual([]);
    // An adjective alone, and a title word a catalogue cut short, name nothing.
    expect(names('Hepatic Pathology', 'Weekly meetings on stellar nucleosynthesis.')).not.toContain('hepatic');
    expect(names('Orthopaedic Anatomy', 'Weekly meetings on stellar nucleosynthesis.')).not.toContain('orthopaedic');
    expect(names('Archival Arrang and Descrip', 'Weekly meetings on stellar nucleosynthesis.')).not.toEqual(expect.arrayContaining([expect.stringMatching(/arrang|descrip/)]));
    // A word the description spells out in full ("Cybersec" beside "cybersecurity"), or three consonants ("Mfg").
    expect(names('Human Dimension Cybersec', 'The attitudes and perceptions of stakeholders in cybersecurity.')).not.toEqual(expect.arrayContaining([expect.stringMatching(/cybersec\b/i)]));
    expect(names('Stochastic Mfg Flows', 'Weekly meetings on stellar nucleosynthesis.')).not.toEqual(expect.arrayContaining([expect.stringMatching(/mfg/i)]));
    expect(names('Learning-Centred Schls', 'Weekly meetings on stellar nucleosynthesis.')).not.toContain('schls');
    // The format and the audience are no topic: "Webinar: …", "for pharmacists", "Artillery lieutenants".
    expect(names('Webinar: Tornado Loads', 'Weekly meetings on stellar nucleosynthesis.').join('; ')).not.toMatch(/webinar/i);
    expect(names('Pharmacogenomics for Pharmacists', 'Weekly meetings with artillery lieutenants.').join('; ')).not.toMatch(/pharmacist|lieutenant/i);
    expect(names('Archival Appraisal', 'Weekly meetings on stellar nucleosynthesis.')).toContain('appraisal');
    expect(names('Renal Pathology Practicum', 'Students correlate laboratory findings with biopsy slides.')).not.toEqual(expect.arrayContaining([expect.stringMatching(/^correlate/)]));
    // A verb after its subject or before its object is no part of a phrase.
    expect(names('Tanker Yard Operations', 'Exercises simulate real sprints of tanker coupling. The curriculum meets FMCSA rules. Laboratory experiments emphasize quantitative technique.')).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/(?:simulate|meets|emphasize)/)]),
    );
  });

  it('lists no skill below the first three that rests on one mention in passing in a line of prose, but keeps a module named on its own line', () => {
    const prose =
      'Students learn to plan, pour and finish concrete slabs, footings and walls. Blueprint reading: students read formwork drawings. Workplace safety: fall protection and silica. Concrete testing: slump and cylinder tests. Blueprint reading and concrete testing are practised on site, and workplace safety is assessed. On one visit the crew talks about the bookkeeping and the photography it does for its own small business.';
    const listed = skills('Concrete Construction', prose).map((s) => s.name);
    expect(listed).toEqual(['Construction', 'Occupational health and safety', 'Blueprint reading']);
    const modules = skills('Concrete Construction', `${prose}\nModules:\n- Bookkeeping for Contractors\n- Site Photography`).map((s) => s.name);
    expect(modules).toEqual(expect.arrayContaining(['Accounting', 'Photography']));
  });

  it('keeps a single word below the first three where it is an item of a list of topics, not of examples or prerequisites', () => {
    const topics =
      'This course introduces the field of cybersecurity. Participants watch videos by industry experts and take knowledge assessments on the ten domains, and gain access to materials that address governance and risk management, compliance, business continuity, cryptography, access control, network security and security operations.';
    expect(skills('Cybersecurity and Its Ten Domains', topics).map((s) => s.name)).toContain('Cryptography');
    // The same words as examples of where the course is applied, or as what students must already know, stay out.
    const examples = topics.replace('gain access to materials that address', 'see applications in areas such as');
    expect(skills('Cybersecurity and Its Ten Domains', examples).map((s) => s.name)).not.toContain('Cryptography');
    const prerequisites = `${topics.slice(0, topics.indexOf('Participants'))} Prerequisite: a course covering compliance, business continuity, cryptography, access control and network security.`;
    expect(skills('Cybersecurity and Its Ten Domains', prerequisites).map((s) => s.name)).not.toContain('Cryptography');
  });

  it('starts no key phrase with a level word a catalogue title cuts short', () => {
    const phrases = skills('Adv Leisure Research Methods', 'Examines methods of conducting and evaluating leisure research; survey designs; data collection and analysis.')
      .filter((s) => s.source === 'keyphrase')
      .map((s) => s.name.toLowerCase());
    for (const phrase of phrases) expect(phrase).not.toMatch(/^adv\b/);
  });

  it('reads IFRS as the accounting standard only as written, not a cardiologist\'s iFR', () => {
    expect(skills('Financial Reporting', 'Students prepare statements under IFRS and US GAAP.').map((s) => s.name)).toContain('Accounting');
    expect(skills('Interventional Cardiology Fellowship', 'Fellows learn coronary physiology with FFR and iFR, intravascular imaging and complex PCI.').map((s) => s.name)).not.toContain('Accounting');
  });

  it('returns at most the maximum number of skills', () => {
    const many = 'Python, Java, SQL, calculus, linear algebra, organic chemistry, welding, nursing, marketing, accounting, public speaking, drawing and painting, dance, ballet, guitar, piano, sculpture, geology.';
    expect(skills('Everything', `${many} ${many}`)).toHaveLength(maxSkills);
  });
});
