import { z } from 'zod';
import { emailSchema, isRealIsoDate } from './accounts.js';
import { isCountryName } from './countries.js';
import { checkFile, proofFileRule, websiteUrlSchema, type FileRule } from './evaluations.js';
import { badgeStatusResponseSchema } from './payments.js';
import { searchTextSchema } from './search.js';

/** The texts of the accreditation pages; the quoted ones are the spec's (sections 2 and 8). */
/** The page where an institute's accreditation is renewed (the reminder mails link to it). */
export function renewalPath(certificateId: string): string {
  return `/accreditation/renew/${encodeURIComponent(certificateId)}`;
}

/** The renewal page a message names (a refused application of an accredited institute), if any. */
export function renewalPathIn(message: string): string | null {
  return /\/accreditation\/renew\/[^\s]+/.exec(message)?.[0] ?? null;
}

export const accreditationMessages = {
  heroTitle: 'ACCREDITED INSTITUTES',
  tableTitle: 'List of our Accredited Institutes',
  loading: 'Loading...',
  loadFailed: 'An error occurred while loading the institutes list!',
  noResults: 'No accredited institute matches your search.',
  noInstitutes: 'No institutes are listed yet.',
  searchLabel: 'Search institutes by name',
  searchPlaceholder: 'Search by institute name',
  required: 'This field is required',
  countryInvalid: 'Choose a country from the list',
  typeInvalid: 'Choose the type of institute',
  phoneInvalid: 'Enter a phone number with its country code, e.g. +1 214 555 0147',
  yearFoundedInvalid: 'Enter the year the institute was founded (four digits, from 1000)',
  yearFoundedFuture: 'The year founded cannot be in the future',
  learnersInvalid: 'Enter the number of learners per year (a whole number from 1 to 10,000,000)',
  programmesShort: 'Describe the programmes you offer (at least 10 characters)',
  declarationRequired: 'Please confirm the declaration to submit the application',
  englishOnly: 'Documents must be in English.',
  /** A document of another type; the spec's "Not a valid image type" is the evaluation form's proof and outline only. */
  documentType: 'Choose a PDF, Word document or image (JPEG or PNG).',
  submitted: 'Your application has been submitted. Pay the registration and first-year fee to send it for review.',
  submitFailed: 'Failed to submit the application, please try again.',
  /** The application form restored from the browser's draft: files cannot be kept. */
  draftRestored: 'We kept what you typed. Attach the documents again.',
  /** A second application for an institute whose first is still open. */
  alreadyApplied: (reference: string) =>
    `You already have an application for this institute in progress (${reference}). Continue it from your applications instead of applying again.`,
  responseSent: 'Thank you. Your answer has been sent to the reviewers.',
  applicationNotFound: 'Application not found.',
  instituteNotFound: 'Institute not found.',
  /** Editing an institute that has been removed from the registry (by another admin, say). */
  instituteRemoved: 'This institute was removed from the registry, so it can no longer be edited. Nothing was saved.',
  certificateNotFound: 'No accreditation certificate has this number.',
  dateInvalid: 'Enter a valid date (YYYY-MM-DD)',
  dateOutOfRange: 'Enter a date between 1900 and 2199',
  endBeforeStart: 'The end of the accreditation period must be after its start',
  certificateIdInvalid: 'Use 3 to 40 letters, digits, dashes, dots or slashes',
  certificateIdTaken: 'Another institute already has this certificate number',
  /** An import row naming an institute the registry already lists (same name and country). */
  instituteListed: (certificateId: string) => `This institute is already listed in this country (certificate ${certificateId})`,
  alreadyAccredited: (certificateId: string) =>
    `This institute is already accredited (certificate ${certificateId}). Renew that accreditation instead of applying again: ${renewalPath(certificateId)}`,
  listedMeanwhile: (certificateId: string) =>
    `This institute has been accredited meanwhile (certificate ${certificateId}); approving would list it twice, so nothing was changed. Reject this application and point the applicant to the renewal instead.`,
  reasonRequired: 'Give the reason, so the applicant knows what to do (at least 10 characters).',
  messageRequired: 'Say what information you need (at least 10 characters).',
  responseRequired: 'Answer the reviewer (at least 10 characters).',
  ownApplication: 'You cannot review your own application.',
  approved: 'The application is approved: the institute is listed and its accreditation certificate issued.',
  rejected: 'The application is rejected and the applicant has been told why.',
  informationRequested: 'The applicant has been asked for more information.',
} as const;

const m = accreditationMessages;

/** Review takes about one week (FAQ), with a possible extra week: due five business days after payment. */
export const accreditationReviewBusinessDays = 5;
/** Renewal reminders go out this many days before the end of the period. */
export const renewalReminderDays = [30, 7] as const;
/** A renewal can be paid from this many days before the end of the period (and at any time after it). */
export const renewalWindowDays = 60;
/** The fee schedule shown on the pages and checked by the tests. */
export const feeScheduleYears = 10;

export const instituteTypes = ['skill centre', 'college', 'university'] as const;
export const instituteTypeSchema = z.enum(instituteTypes, { error: m.typeInvalid });
export type InstituteType = z.infer<typeof instituteTypeSchema>;
export const instituteTypeLabels: Record<InstituteType, string> = {
  'skill centre': 'Skill centre',
  college: 'College',
  university: 'University',
};

// ---------------------------------------------------------------------------------------------------
// Dates: accreditation periods are calendar dates (YYYY-MM-DD), reckoned in UTC.

/** The UTC calendar date of an instant. */
export function utcIsoDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The same day `years` later; 29 February becomes 28 February in a year without it. */
export function addYearsIso(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year + years, month - 1, day));
  if (target.getUTCMonth() !== month - 1) target.setUTCDate(0);
  return utcIsoDate(target);
}

export function addDaysIso(date: string, days: number): string {
  const target = new Date(`${date}T00:00:00Z`);
  target.setUTCDate(target.getUTCDate() + days);
  return utcIsoDate(target);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetweenIso(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const accreditationStates = ['current', 'expired', 'withdrawn', 'upcoming'] as const;
export type AccreditationState = (typeof accreditationStates)[number];

/** Where an institute's accreditation stands on `today`. */
export function accreditationState(
  institute: { startDate: string; endDate: string; removedAt?: string | Date | null },
  today: string = utcIsoDate(),
): AccreditationState {
  if (institute.removedAt) return 'withdrawn';
  if (institute.endDate < today) return 'expired';
  if (institute.startDate > today) return 'upcoming';
  return 'current';
}

export const accreditationStateLabels: Record<AccreditationState, string> = {
  current: 'Accredited',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
  upcoming: 'Not yet started',
};

// ---------------------------------------------------------------------------------------------------
// The application: one list of fields drives the online form, its validation and the printable form.

const requiredText = (max: number) =>
  z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required })
    .max(max, { error: `Must be at most ${max} characters` });

/** A whole number typed into a form or sent as multipart text. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value.trim().replace(/[,\s]/g, '');
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: m.required });
        return z.NEVER;
      }
      if (!/^\d+$/.test(text)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Number(text);
    })
    // A number too long to hold exactly fails the integer check first: the same message, not the library's.
    .pipe(z.number().int({ error: message }).min(min, { error: message }).max(max, { error: message }));

const yearFoundedSchema = wholeNumber(1000, 9999, m.yearFoundedInvalid).refine((year) => year <= new Date().getUTCFullYear(), {
  error: m.yearFoundedFuture,
});

const phoneSchema = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required })
  .regex(/^\+?[0-9][0-9 ().-]{5,22}[0-9]$/, { error: m.phoneInvalid });

const countrySchema = requiredText(64).refine(isCountryName, { error: m.countryInvalid });

/** The declaration arrives as a checkbox (true) or as multipart text ("true" / "on"). */
const declarationSchema = z
  .union([z.boolean(), z.string()], { error: m.declarationRequired })
  .transform((value) => value === true || value === 'true' || value === 'on')
  .refine((value) => value, { error: m.declarationRequired });

export const applicationFieldsShape = {
  instituteName: requiredText(150),
  instituteType: instituteTypeSchema,
  country: countrySchema,
  address: requiredText(300),
  website: websiteUrlSchema,
  registrationNumber: requiredText(64),
  yearFounded: yearFoundedSchema,
  contactName: requiredText(100),
  contactEmail: emailSchema,
  contactPhone: phoneSchema,
  programmes: requiredText(4000).refine((text) => text.length >= 10, { error: m.programmesShort }),
  learnersPerYear: wholeNumber(1, 10_000_000, m.learnersInvalid),
};

export type ApplicationFieldName = keyof typeof applicationFieldsShape;

export interface ApplicationField {
  name: ApplicationFieldName;
  label: string;
  kind: 'text' | 'email' | 'url' | 'tel' | 'number' | 'textarea' | 'select' | 'country';
  section: 'institute' | 'contact' | 'programmes';
  hint?: string;
  options?: readonly { value: string; label: string }[];
  autoComplete?: string;
}

/** Every field of the application, in order: the online form and the printable PDF both read this list. */
export const applicationFields: readonly ApplicationField[] = [
  { name: 'instituteName', label: 'Name of the institute', kind: 'text', section: 'institute', autoComplete: 'organization' },
  {
    name: 'instituteType',
    label: 'Type of institute',
    kind: 'select',
    section: 'institute',
    options: instituteTypes.map((value) => ({ value, label: instituteTypeLabels[value] })),
  },
  { name: 'country', label: 'Country', kind: 'country', section: 'institute', autoComplete: 'country-name' },
  { name: 'address', label: 'Address', kind: 'textarea', section: 'institute', hint: 'Street, city, region and postal code.', autoComplete: 'street-address' },
  { name: 'website', label: 'Website', kind: 'url', section: 'institute', hint: 'For example www.example.edu; https:// is added when missing.', autoComplete: 'url' },
  { name: 'registrationNumber', label: 'Registration number', kind: 'text', section: 'institute', hint: 'As on the certificate of registration or incorporation.' },
  { name: 'yearFounded', label: 'Year founded', kind: 'number', section: 'institute' },
  { name: 'contactName', label: 'Contact person', kind: 'text', section: 'contact', autoComplete: 'name' },
  { name: 'contactEmail', label: 'E-mail', kind: 'email', section: 'contact', hint: 'Renewal reminders go to this address.', autoComplete: 'email' },
  { name: 'contactPhone', label: 'Phone', kind: 'tel', section: 'contact', hint: 'With the country code, e.g. +1 214 555 0147.', autoComplete: 'tel' },
  { name: 'programmes', label: 'Programmes offered', kind: 'textarea', section: 'programmes', hint: 'One programme a line: its title, level and length.' },
  { name: 'learnersPerYear', label: 'Learners per year', kind: 'number', section: 'programmes' },
];

export const applicationSections: readonly { id: ApplicationField['section'] | 'documents' | 'declaration'; title: string }[] = [
  { id: 'institute', title: 'The institute' },
  { id: 'contact', title: 'Contact' },
  { id: 'programmes', title: 'Programmes' },
  { id: 'documents', title: 'Documents' },
  { id: 'declaration', title: 'Declaration' },
];

export const applicationDocumentKinds = ['registrationCertificate', 'programmeOutline', 'additional'] as const;
export type ApplicationDocumentKind = (typeof applicationDocumentKinds)[number];

/** The documents an application needs (the applicant may add more when a reviewer asks). */
export const applicationDocuments: readonly { name: 'registrationCertificate' | 'programmeOutline'; label: string; hint: string }[] = [
  { name: 'registrationCertificate', label: 'Registration certificate', hint: 'The certificate of registration or accreditation issued by the authority of your country.' },
  { name: 'programmeOutline', label: 'Programme outline', hint: 'An outline of the programmes: titles, content, length and how learners are assessed.' },
];

export const applicationDocumentLabels: Record<ApplicationDocumentKind, string> = {
  registrationCertificate: 'Registration certificate',
  programmeOutline: 'Programme outline',
  additional: 'Additional document',
};

/** Documents: PDF, DOC, DOCX, JPG or PNG, 10 MB each, in English. */
export const applicationDocumentRule: FileRule = { ...proofFileRule, typeMessage: m.documentType };
export const applicationDocumentFormats = 'PDF, DOC, DOCX, JPG or PNG, 10 MB each, in English';

export const accreditationDeclaration =
  'I declare that the information in this application is true and complete, that the documents are genuine and in English, and that I am authorised to apply on behalf of the institute.';

/** The application's fields as the API takes them (multipart text), with the declaration. */
export const applicationFieldsSchema = z.object({ ...applicationFieldsShape, declaration: declarationSchema });
export type ApplicationFieldsInput = z.input<typeof applicationFieldsSchema>;
export type ApplicationFields = z.output<typeof applicationFieldsSchema>;

const documentField = (required: boolean) =>
  z.custom<File | null | undefined>().superRefine((file, ctx) => {
    if (!required && !file) return;
    const message = checkFile(file ?? null, applicationDocumentRule);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** The online form as the browser holds it: the fields plus the two documents. */
export const applicationFormSchema = z.object({
  ...applicationFieldsShape,
  declaration: z.boolean().refine((value) => value, { error: m.declarationRequired }),
  registrationCertificate: documentField(true),
  programmeOutline: documentField(true),
});
export type ApplicationForm = z.input<typeof applicationFormSchema>;

/** The applicant's answer to a request for more information (documents are optional). */
export const applicationResponseTextSchema = z
  .string({ error: m.responseRequired })
  .trim()
  .min(10, { error: m.responseRequired })
  .max(4000, { error: 'Must be at most 4000 characters' });

export const applicationResponseFormSchema = z.object({
  response: applicationResponseTextSchema,
  registrationCertificate: documentField(false),
  programmeOutline: documentField(false),
  additional: documentField(false),
});
export type ApplicationResponseForm = z.input<typeof applicationResponseFormSchema>;

// ---------------------------------------------------------------------------------------------------
// Statuses and the timeline.

export const applicationStatuses = ['submitted', 'under review', 'more information requested', 'approved', 'rejected', 'refunded'] as const;
export const applicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** Timeline entries: every status, plus `paid` (payment received), `information provided` and `renewed` (a renewal paid). */
export const timelineStatuses = [...applicationStatuses, 'paid', 'information provided', 'renewed'] as const;
export type TimelineStatus = (typeof timelineStatuses)[number];

export const applicationStatusLabels: Record<TimelineStatus, string> = {
  submitted: 'Submitted',
  paid: 'Paid',
  'under review': 'Under review',
  'more information requested': 'More information requested',
  'information provided': 'Information provided',
  approved: 'Approved',
  rejected: 'Rejected',
  refunded: 'Refunded',
  renewed: 'Renewed',
};

// ---------------------------------------------------------------------------------------------------
// Answers.

export const applicationDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(applicationDocumentKinds),
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  uploadedAt: z.string(),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

export const timelineEntrySchema = z.object({ status: z.string(), at: z.string(), note: z.string().nullable() });
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const applicationSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  instituteName: z.string(),
  status: applicationStatusSchema,
  paymentStatus: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const renewalInfoSchema = z.object({
  /** The accreditation year a renewal pays for (2 = the first renewal). */
  year: z.number().int(),
  feeCents: z.number().int(),
  /** The first day the renewal can be paid. */
  opensOn: z.string(),
  isOpen: z.boolean(),
  /** The end of the period once renewed. */
  newEndDate: z.string(),
});
export type RenewalInfo = z.infer<typeof renewalInfoSchema>;

export const accreditedInstituteSchema = z.object({
  certificateId: z.string(),
  name: z.string(),
  country: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  comment: z.string().nullable(),
  link: z.string(),
});
export type AccreditedInstitute = z.infer<typeof accreditedInstituteSchema>;

export const ownInstituteSchema = accreditedInstituteSchema.extend({
  state: z.enum(accreditationStates),
  yearsAccredited: z.number().int(),
  renewal: renewalInfoSchema.nullable(),
});
export type OwnInstitute = z.infer<typeof ownInstituteSchema>;

export const applicationDetailSchema = applicationSummarySchema.extend({
  instituteType: instituteTypeSchema,
  country: z.string(),
  address: z.string(),
  website: z.string(),
  registrationNumber: z.string(),
  yearFounded: z.number().int(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  programmes: z.string(),
  learnersPerYear: z.number().int(),
  documents: z.array(applicationDocumentSchema),
  timeline: z.array(timelineEntrySchema),
  /** What the registration and first year costs (the amount charged once a payment exists). */
  feeCents: z.number().int(),
  paidAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  informationRequest: z.string().nullable(),
  applicantResponse: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  institute: ownInstituteSchema.nullable(),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;
export const applicationDetailResponseSchema = z.object({ msg: applicationDetailSchema });
export const applicationListResponseSchema = z.object({ msg: z.array(applicationSummarySchema) });

/** The payment of an application or a renewal, in the shape of the evaluation's payment status. */
export const accreditationPaymentResponseSchema = badgeStatusResponseSchema;

// ---------------------------------------------------------------------------------------------------
// The public list, verification and fees.

export const institutesPageMaxLimit = 100;
export const institutesPageSize = 20;

/** GET /accreditation/: no page or limit gives the whole current list, as the spec's client expects. */
export const institutesQuerySchema = z.object({
  search: searchTextSchema,
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  limit: z.coerce
    .number()
    .int()
    .optional()
    .catch(undefined)
    .transform((limit) => (limit === undefined ? undefined : Math.min(institutesPageMaxLimit, Math.max(1, limit)))),
});
export type InstitutesQuery = z.input<typeof institutesQuerySchema>;

export const institutesResponseSchema = z.object({
  msg: z.array(accreditedInstituteSchema),
  total: z.number().int(),
  page: z.number().int(),
  nextPage: z.number().int().nullable(),
});
export type InstitutesPage = z.infer<typeof institutesResponseSchema>;

/**
 * What the client accepts as the list: the spec's `msg` array of institutes suffices (then it is the
 * whole list: one page, its length the total). The server answers with `institutesResponseSchema`.
 */
export const institutesAnswerSchema = z
  .object({
    msg: z.array(accreditedInstituteSchema.extend({ comment: z.string().nullable().default(null), link: z.string().default('') })),
    total: z.number().int().optional(),
    page: z.number().int().default(1),
    nextPage: z.number().int().nullable().default(null),
  })
  .transform((answer): InstitutesPage => ({ ...answer, total: answer.total ?? answer.msg.length }));

export const accreditationVerificationSchema = accreditedInstituteSchema.extend({
  state: z.enum(accreditationStates),
  /** The institute's signed Open Badges credential; null for institutes listed without one (imported, added by an admin). */
  credentialUrl: z.string().nullable(),
});
export type AccreditationVerification = z.infer<typeof accreditationVerificationSchema>;
export const accreditationVerificationResponseSchema = z.object({ msg: accreditationVerificationSchema });

export const accreditationFeesResponseSchema = z.object({
  msg: z.object({
    firstYearCents: z.number().int(),
    renewalCents: z.number().int(),
    annualIncreasePercent: z.number().int(),
    schedule: z.array(z.object({ year: z.number().int(), cents: z.number().int() })),
  }),
});
export type AccreditationFees = z.infer<typeof accreditationFeesResponseSchema>['msg'];

export const renewalResponseSchema = z.object({
  msg: z.object({
    certificateId: z.string(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    state: z.enum(accreditationStates),
    renewal: renewalInfoSchema,
    payment: badgeStatusResponseSchema.shape.msg.nullable(),
  }),
});
export type RenewalStatus = z.infer<typeof renewalResponseSchema>['msg'];

// ---------------------------------------------------------------------------------------------------
// Review (reviewers and admins).

export const accreditationQueueStatuses = ['under review', 'more information requested', 'submitted', 'approved', 'rejected', 'all'] as const;

export const accreditationQueueQuerySchema = z.object({
  status: z.enum(accreditationQueueStatuses).catch('under review').default('under review'),
  search: searchTextSchema,
  page: z.coerce.number().int().min(1).catch(1).default(1),
});

export const accreditationQueueRowSchema = applicationSummarySchema.extend({
  country: z.string(),
  applicantName: z.string(),
  applicantEmail: z.string(),
  paidAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
});
export type AccreditationQueueRow = z.infer<typeof accreditationQueueRowSchema>;

export const accreditationQueueResponseSchema = z.object({
  msg: z.object({ data: z.array(accreditationQueueRowSchema), nextPage: z.number().nullable(), total: z.number() }),
});

export const applicationReviewSchema = applicationDetailSchema.extend({
  applicantId: z.string(),
  applicantName: z.string(),
  applicantEmail: z.string(),
  overdue: z.boolean(),
  payment: z
    .object({ id: z.string(), status: z.string(), amountCents: z.number(), provider: z.string(), paidAt: z.string().nullable() })
    .nullable(),
});
export type ApplicationReview = z.infer<typeof applicationReviewSchema>;
export const applicationReviewResponseSchema = z.object({ msg: applicationReviewSchema });

export const applicationDecisionInputSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), comment: z.string().trim().max(300, { error: 'Must be at most 300 characters' }).optional() }),
  z.object({
    decision: z.literal('reject'),
    reason: z.string({ error: m.reasonRequired }).trim().min(10, { error: m.reasonRequired }).max(2000),
  }),
  z.object({
    decision: z.literal('request-information'),
    message: z.string({ error: m.messageRequired }).trim().min(10, { error: m.messageRequired }).max(2000),
  }),
]);
export type ApplicationDecisionInput = z.infer<typeof applicationDecisionInputSchema>;
export const applicationDecisionResponseSchema = z.object({ msg: z.string(), certificateId: z.string().nullable() });

// ---------------------------------------------------------------------------------------------------
// Institutes management (admins).

export const instituteSources = ['application', 'admin', 'import', 'demo'] as const;

const certificateIdPattern = /^[A-Za-z0-9][A-Za-z0-9./-]{2,39}$/;

export const instituteCertificateIdSchema = z.string().trim().regex(certificateIdPattern, { error: m.certificateIdInvalid });

/** The years an accreditation period may fall in: a real register's, and what the database can hold. */
const periodYears = { first: 1900, last: 2199 } as const;

const isoDateSchema = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required })
  .refine(isRealIsoDate, { error: m.dateInvalid })
  .refine((value) => value >= `${periodYears.first}-01-01` && value <= `${periodYears.last}-12-31`, { error: m.dateOutOfRange });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .nullish()
    .transform((value) => value || null);

export const instituteInputSchema = z
  .object({
    /** Blank: a new number is given. */
    certificateId: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null)
      .pipe(instituteCertificateIdSchema.nullable()),
    name: requiredText(150),
    country: countrySchema,
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    comment: optionalText(300),
    link: websiteUrlSchema,
    contactEmail: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null)
      .pipe(emailSchema.nullable()),
  })
  .superRefine((input, ctx) => {
    if (isRealIsoDate(input.startDate) && isRealIsoDate(input.endDate) && input.endDate <= input.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.endBeforeStart });
    }
  });
export type InstituteInput = z.input<typeof instituteInputSchema>;
export type InstituteValues = z.output<typeof instituteInputSchema>;

export const adminInstituteSchema = accreditedInstituteSchema.extend({
  id: z.string(),
  state: z.enum(accreditationStates),
  source: z.enum(instituteSources),
  contactEmail: z.string().nullable(),
  yearsAccredited: z.number().int(),
  removedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminInstitute = z.infer<typeof adminInstituteSchema>;

export const adminInstitutesQuerySchema = z.object({
  search: searchTextSchema,
  state: z.enum(['all', 'current', 'expired', 'withdrawn', 'demo']).catch('all').default('all'),
  page: z.coerce.number().int().min(1).catch(1).default(1),
});

export const adminInstitutesResponseSchema = z.object({
  msg: z.object({ data: z.array(adminInstituteSchema), nextPage: z.number().nullable(), total: z.number(), demoCount: z.number() }),
});

export const saveInstituteResponseSchema = z.object({ msg: z.string(), institute: adminInstituteSchema });

/** The columns of an import file; a header row names them (either name works, in any order). */
export const importColumns = [
  { key: 'certificateId', header: 'Certificate No.', aliases: ['certificateid', 'certificate no.', 'certificate no', 'certificate number', 'certificate'] },
  { key: 'name', header: 'Name of the Institute', aliases: ['name', 'name of the institute', 'institute', 'institute name'] },
  { key: 'country', header: 'Country', aliases: ['country'] },
  { key: 'startDate', header: 'Start Date', aliases: ['startdate', 'start date', 'start'] },
  { key: 'endDate', header: 'End Date', aliases: ['enddate', 'end date', 'end'] },
  { key: 'comment', header: 'Comment', aliases: ['comment', 'comments'] },
  { key: 'link', header: 'Link', aliases: ['link', 'website', 'url'] },
  { key: 'contactEmail', header: 'Contact E-mail', aliases: ['contactemail', 'contact e-mail', 'contact email', 'email', 'e-mail'] },
] as const;
export type ImportColumnKey = (typeof importColumns)[number]['key'];
export const requiredImportColumns: readonly ImportColumnKey[] = ['name', 'country', 'startDate', 'endDate', 'link'];
export const maxImportRows = 10_000;
/** An import file separated by semicolons or tabs (as some spreadsheets save "CSV"). */
export const importSeparatorHint = (separator: ';' | '\t') =>
  `The file must be comma-separated, and this one is separated by ${separator === ';' ? 'semicolons' : 'tabs'}. Save it from your spreadsheet as "CSV (comma delimited)", or replace the separators with commas, then choose it again.`;
/** An import file as text; the browser reads the chosen file and sends its text. */
export const maxImportBytes = 5 * 1024 * 1024;

export const importInstitutesInputSchema = z.object({
  csv: z.string().min(1, { error: 'Choose a CSV file.' }).max(maxImportBytes, { error: 'The file is too large (5 MB at most).' }),
  /** True: only check and show what would be imported. */
  dryRun: z.boolean().default(true),
});
export type ImportInstitutesInput = z.input<typeof importInstitutesInputSchema>;

export const importRowSchema = z.object({
  /** The line of the file (1 is the header). */
  line: z.number().int(),
  values: z.record(z.string(), z.string()),
  errors: z.record(z.string(), z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importResultSchema = z.object({
  msg: z.string(),
  /** Problems with the file as a whole (no header, a missing column). */
  fileErrors: z.array(z.string()),
  rows: z.array(importRowSchema),
  total: z.number().int(),
  invalid: z.number().int(),
  imported: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
export const importResponseSchema = z.object({ msg: importResultSchema });
