import { z } from 'zod';
import { accountMessages, emailSchema, isRealIsoDate } from './accounts.js';
import { countries } from './countries.js';
import { levelLabelSchema, levelOfLabel, levelSchema } from './levels.js';
import { searchTextSchema } from './search.js';

/** Validation messages of spec section 5 for the evaluation form. */
export const evaluationMessages = {
  required: 'This field is required',
  courseNameRequired: 'Course name is required',
  courseNameInvalid: 'Invalid course name',
  creditHoursMin: 'Credit hour must be at least 1',
  creditHoursMax: 'Credit hour must be at most 999',
  creditHoursNumber: 'Credit hour must be a number',
  creditHoursWhole: 'Credit hour must be a whole number',
  creditHoursRequired: 'Credit hour is required',
  creditHoursSpan: 'Invalid credit hours',
  endBeforeStart: 'Completed date should be greater than started date',
  learningModeInvalid: 'Invalid learning mode',
  urlInvalid: 'Enter a valid URL',
  urlTooLong: 'Website URL must be at most 100 characters',
  dateInvalid: 'Enter a valid date',
  fileRequired: 'File is required',
  fileEmpty: 'This file is empty. Choose another file.',
  fileType: 'Not a valid image type',
  fileTooLarge: 'The file is too large. Each file must be 10 MB or smaller.',
  submitted: 'Submission successful!',
  submitFailed: 'An error occurred. Please try again.',
  noSkills: 'No skills evaluated',
  noResultYet: 'Get results by posting your course description',
  resultHint: 'Hint: click PAY (step 1) or CLAIM CERTIFICATE to generate the certificate of evaluation after verification.',
  dashboardFailed: 'An error occurred while fetching data. Please try again later.',
  historyEmpty: 'No certifications found',
  rejected: 'Rejected: Check Email',
  englishOnly: 'Documents must be in English.',
  /** The form restored from the browser's draft: the files (proof, outline) cannot be kept. */
  draftRestored: 'We kept what you typed. Attach the files again.',
} as const;

const m = evaluationMessages;

/** Largest single upload, in bytes. */
export const maxUploadBytes = 10 * 1024 * 1024;

/** Proof of completion: an image or a document (spec: jpeg, png, jpg, pdf, doc, docx). */
export const proofFileRule = {
  extensions: ['jpeg', 'jpg', 'png', 'pdf', 'doc', 'docx'],
  mimeTypes: [
    'image/jpeg',
    'image/png',
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
} as const;

/** The course outline in file mode (spec: doc, docx, txt, pdf). */
export const outlineFileRule = {
  extensions: ['doc', 'docx', 'txt', 'pdf'],
  mimeTypes: [
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'text/plain',
    'application/pdf',
  ],
} as const;

/** The types a file input takes; `typeMessage` replaces the spec's "Not a valid image type" for another kind of file. */
export interface FileRule {
  readonly extensions: readonly string[];
  readonly mimeTypes: readonly string[];
  readonly typeMessage?: string;
}

/** The hint under the proof input (the spec's own list). */
export const proofFormatsHint = 'JPG, PNG, DOC, DOX and PDF';

export function fileExtension(name: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(name.trim());
  return match?.[1]?.toLowerCase() ?? '';
}

/**
 * Checks a chosen file against a rule by extension and MIME type (the server also checks its content).
 * Returns the message to show, or null when the file is acceptable.
 */
export function checkFile(file: { name: string; type: string; size: number } | null | undefined, rule: FileRule): string | null {
  if (!file) return m.fileRequired;
  if (file.size === 0) return m.fileEmpty;
  const extensionOk = rule.extensions.includes(fileExtension(file.name));
  // Browsers leave the type empty for some files (a .doc on Linux): then the extension decides.
  const mime = file.type.toLowerCase().split(';')[0]!.trim();
  const mimeOk = mime === '' || mime === 'application/octet-stream' || rule.mimeTypes.includes(mime);
  if (!extensionOk || !mimeOk) return rule.typeMessage ?? m.fileType;
  if (file.size > maxUploadBytes) return m.fileTooLarge;
  return null;
}

/** `https://` is added when the address has no scheme (spec: website URL). */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export const websiteUrlSchema = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required })
  .transform(normalizeWebsite)
  .pipe(
    z
      .string()
      .max(100, { error: m.urlTooLong })
      .refine(
        (value) => {
          try {
            const url = new URL(value);
            return (url.protocol === 'http:' || url.protocol === 'https:') && /\.[a-z]{2,}$/i.test(url.hostname);
          } catch {
            return false;
          }
        },
        { error: m.urlInvalid },
      ),
  );

export const courseNameSchema = z
  .string({ error: m.courseNameRequired })
  .trim()
  .min(1, { error: m.courseNameRequired })
  .regex(/^[\p{L}\p{M}0-9 _-]{3,}$/u, { error: m.courseNameInvalid }) // letters of any script, accents included ("Économie")
  .max(150, { error: 'Course name must be at most 150 characters' });

/** Credit hours arrive as text from forms and multipart bodies. */
export const creditHoursSchema = z
  .union([z.number(), z.string()], { error: m.creditHoursRequired })
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: m.creditHoursRequired });
      return z.NEVER;
    }
    // Written as people write numbers: "0x10", "1e2" or "Infinity" are not credit hours.
    const written = typeof value === 'string' ? value.trim() : '';
    const hours = typeof value === 'number' ? value : /^-?\d+(\.\d+)?$/.test(written) ? Number(written) : Number.NaN;
    if (!Number.isFinite(hours)) {
      ctx.addIssue({ code: 'custom', message: m.creditHoursNumber });
      return z.NEVER;
    }
    return hours;
  })
  .pipe(z.number().min(1, { error: m.creditHoursMin }).max(999, { error: m.creditHoursMax }).int({ error: m.creditHoursWhole }));

/** The earliest course date taken: no one born before 1950 registers (spec, date of birth). */
export const earliestCourseDate = '1950-01-01';

/**
 * The latest calendar date anywhere on Earth at `now` (UTC+14): a course date after it is in the future
 * for everyone, so the browser and the server agree whatever their time zones.
 */
export function latestCourseDate(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** A course date: a real date, not before 1950 and not in the future (a certificate says the course was completed). */
const courseDateSchema = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required })
  .superRefine((value, ctx) => {
    if (!isRealIsoDate(value)) return void ctx.addIssue({ code: 'custom', message: m.dateInvalid });
    if (value < earliestCourseDate) return void ctx.addIssue({ code: 'custom', message: accountMessages.dobBefore1950 });
    if (value > latestCourseDate()) ctx.addIssue({ code: 'custom', message: accountMessages.dobFuture });
  });

const requiredText = (max: number) =>
  z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required })
    .max(max, { error: `Must be at most ${max} characters` });

export const learningModes = ['online', 'f2f'] as const;
export const learningModeSchema = z.enum(learningModes, { error: m.learningModeInvalid });
export type LearningMode = z.infer<typeof learningModeSchema>;
export const learningModeLabels: Record<LearningMode, string> = { online: 'Online', f2f: 'Face to face' };

/** Whole hours from the start of the start day to the end of the end day (spec: credit hours cap). */
export function hoursBetween(startDate: string, endDate: string): number {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  return Math.floor((end - start) / 3_600_000) + 24;
}

const countryNamesByKey = new Map(countries.map((country) => [country.name.toLowerCase(), country.name]));

/** A country name typed in any case takes the list's spelling; other text is kept as typed. */
export function normalizeCountryName(name: string): string {
  return countryNamesByKey.get(name.toLowerCase()) ?? name;
}

/** Free text (spec: required), the country list only suggesting names. */
export const instituteCountrySchema = requiredText(64).transform(normalizeCountryName);

const evaluationFieldsShape = {
  courseName: courseNameSchema,
  courseStartDate: courseDateSchema,
  courseEndDate: courseDateSchema,
  creditHours: creditHoursSchema,
  learningMode: learningModeSchema,
  instituteName: requiredText(150),
  instituteWebsite: websiteUrlSchema,
  instituteCountry: instituteCountrySchema,
  contactName: requiredText(100),
  contactEmail: emailSchema,
};

/** The dates and credit hours must agree (spec section 5, evaluation form). */
function checkDatesAndHours(
  form: { courseStartDate?: string; courseEndDate?: string; creditHours?: number },
  ctx: z.RefinementCtx,
): void {
  const { courseStartDate: start, courseEndDate: end, creditHours } = form;
  if (!start || !end || !isRealIsoDate(start) || !isRealIsoDate(end)) return;
  if (end < start) {
    ctx.addIssue({ code: 'custom', path: ['courseEndDate'], message: m.endBeforeStart });
    return;
  }
  if (typeof creditHours === 'number' && creditHours > hoursBetween(start, end)) {
    ctx.addIssue({ code: 'custom', path: ['creditHours'], message: m.creditHoursSpan });
  }
}

/** Every field of the evaluation form except the description and the files. */
export const evaluationFieldsSchema = z.object(evaluationFieldsShape).superRefine(checkDatesAndHours);
export type EvaluationFields = z.infer<typeof evaluationFieldsSchema>;

/** The description pasted as text (Text Upload tab). */
export const descriptionTextSchema = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required })
  .max(60_000, { error: 'The description must be at most 60,000 characters. Upload the outline as a file instead.' });

/** The form as the browser holds it: fields plus the description (text or file) and the proof file. */
export function evaluationFormSchema(mode: 'text' | 'file') {
  const fileField = (rule: FileRule) =>
    z.custom<File | null | undefined>().superRefine((file, ctx) => {
      const message = checkFile(file ?? null, rule);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
  return z
    .object({
      ...evaluationFieldsShape,
      description: mode === 'text' ? descriptionTextSchema : z.any().optional(),
      outline: mode === 'file' ? fileField(outlineFileRule) : z.any().optional(),
      proof: fileField(proofFileRule),
    })
    .superRefine(checkDatesAndHours);
}

export const evaluationStatuses = ['not requested', 'pending', 'verified', 'unverified'] as const;
export const evaluationStatusSchema = z.enum(evaluationStatuses);
export type EvaluationStatus = z.infer<typeof evaluationStatusSchema>;

const spanSchema = z.object({ field: z.string(), start: z.number(), end: z.number(), text: z.string() });

export const evaluatedSkillSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  source: z.string(),
  score: z.number(),
  evidence: z.array(spanSchema),
});

export const levelSignalSchema = z.object({
  id: z.string(),
  label: z.string(),
  value: z.number(),
  contribution: z.number(),
  evidence: z.array(spanSchema),
});

/** The answer to both create calls (spec: msg.skillSet, msg.badgeId), with the level and points. */
export const createEvaluationResponseSchema = z.object({
  msg: z.object({
    badgeId: z.string(),
    skillSet: z.array(z.string()),
    complexity: levelLabelSchema,
    level: levelSchema,
    points: z.number(),
    skills: z.array(evaluatedSkillSchema),
    signals: z.array(levelSignalSchema),
    reasons: z.array(z.string()),
  }),
});
export type CreateEvaluationResponse = z.infer<typeof createEvaluationResponseSchema>;

export const textPreviewInputSchema = z.object({ description: descriptionTextSchema });
export const textPreviewResponseSchema = z.object({
  msg: z.object({
    description: z.string(),
    wordCount: z.number(),
    language: z.string(),
    isEnglish: z.boolean(),
  }),
});

/** One row of the history table (spec section 3: certification / badge). */
export const historyRowSchema = z.object({
  id: z.string(),
  badge_id: z.string(),
  courseName: z.string(),
  complexity: levelLabelSchema,
  level: levelSchema,
  points: z.number(),
  badgeCreationDate: z.string(),
  status: z.string(),
  paymentStatus: z.string().nullable(),
});
export type HistoryRow = z.infer<typeof historyRowSchema>;

export const historyPageSize = 10;
export const historyMaxLimit = 25;

export const historyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .catch(historyPageSize)
    .default(historyPageSize)
    .transform((limit) => Math.min(historyMaxLimit, Math.max(1, limit))),
  search: searchTextSchema,
});

export const historyPageResponseSchema = z.object({
  msg: z.object({ data: z.array(historyRowSchema), nextPage: z.number().nullable() }),
});

/**
 * What the client accepts as a history page: rows with the fields of spec section 3 suffice (the
 * level then follows from the complexity label), and a missing nextPage means there is none. The
 * server answers with `historyPageResponseSchema`.
 */
export const historyPageAnswerSchema = z.object({
  msg: z.object({
    data: z.array(
      historyRowSchema
        .extend({ level: levelSchema.optional(), paymentStatus: z.string().nullable().default(null) })
        .transform((row): HistoryRow => ({ ...row, level: row.level ?? levelOfLabel(row.complexity) })),
    ),
    nextPage: z.number().nullable().default(null),
  }),
});

export const evaluationFileSchema = z.object({
  id: z.string(),
  kind: z.enum(['proof', 'outline']),
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
});

export const evaluationDetailSchema = historyRowSchema.extend({
  courseStartDate: z.string(),
  courseEndDate: z.string(),
  creditHours: z.number(),
  learningMode: learningModeSchema,
  instituteName: z.string(),
  instituteWebsite: z.string(),
  instituteCountry: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  description: z.string(),
  descriptionSource: z.enum(['text', 'file']),
  skills: z.array(evaluatedSkillSchema),
  signals: z.array(levelSignalSchema),
  reasons: z.array(z.string()),
  engineVersion: z.string(),
  files: z.array(evaluationFileSchema),
  timeline: z.array(z.object({ status: z.string(), at: z.string(), note: z.string().nullable() })),
  /** Set once the evaluation is verified and its certificate issued. */
  certificateId: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type EvaluationDetail = z.infer<typeof evaluationDetailSchema>;
export const evaluationDetailResponseSchema = z.object({ msg: evaluationDetailSchema });

export const insightsResponseSchema = z.object({
  msg: z.object({
    totalBadges: z.number(),
    points: z.number(),
    // Beyond the spec's two figures: an answer without it reads as no evaluations by level.
    byLevel: z.array(z.object({ level: levelSchema, label: levelLabelSchema, count: z.number() })).default([]),
  }),
});

/** GET payments/evaluation: the price of one evaluation, in cents. */
export const evaluationPriceResponseSchema = z.object({ msg: z.number().int() });
