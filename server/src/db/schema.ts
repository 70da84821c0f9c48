import { sql, type SQL } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Installation-wide settings and markers (for example when demo content was seeded). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The person's full name; two people may share one (the e-mail address tells accounts apart). */
    username: text('username').notNull(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    dob: date('dob', { mode: 'string' }),
    role: text('role', { enum: ['user', 'reviewer', 'admin'] }).notNull().default('user'),
    status: text('status', { enum: ['pending', 'active', 'suspended'] }).notNull().default('pending'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    educationInstitute: text('education_institute'),
    majors: text('majors'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
  ],
);

/** Signed-in sessions. Only the SHA-256 of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Remember me: a 30-day cookie. Otherwise a browser-session cookie that also ends after 12 h idle. */
    persistent: boolean('persistent').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /**
     * Set when the session was ended for its user rather than by them (their role changed): the row stays
     * until it expires so their next request can be told why they were signed out.
     */
    endedReason: text('ended_reason').$type<'role_changed'>(),
  },
  (table) => [uniqueIndex('sessions_token_hash_key').on(table.tokenHash), index('sessions_user_id_idx').on(table.userId)],
);

/**
 * Single-use secrets mailed to a user, stored hashed: activation links (SHA-256 of 32 random bytes) and
 * password-reset codes (argon2id, since 8 characters could be brute-forced from a plain hash).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activation', 'password_reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('account_tokens_token_hash_idx').on(table.tokenHash),
    index('account_tokens_user_idx').on(table.userId, table.purpose),
  ],
);

/** Every mail the product sends. Without SMTP this is the outbox a developer reads at /dev/mailbox. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    transport: text('transport', { enum: ['outbox', 'smtp'] }).notNull(),
    status: text('status', { enum: ['stored', 'queued', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_messages_to_idx').on(table.to, table.createdAt)],
);

/** Fixed-window counters for the limits that must hold across instances (sign-in, codes, mails). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * The API's per-client request counters (the store behind @fastify/rate-limit), shared by every instance.
 * Migration 0011 creates it UNLOGGED: a counter written on every request needs no WAL, and losing the
 * counts in a crash only resets a one-minute window. No index on window_ends_at, so counting stays a HOT update.
 */
export const requestRateLimits = pgTable('request_rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/** Product events reported by the client (spec: events/registration-complete). */
export const clientEvents = pgTable('client_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email'),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
});

/** The price table: what the product charges, in integer cents (or a percentage), editable by an admin. */
export const prices = pgTable('prices', {
  key: text('key').primaryKey(),
  label: text('label').notNull(),
  amount: integer('amount').notNull(),
  unit: text('unit', { enum: ['cents', 'percent'] }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One course submitted for evaluation, with the engine's result. */
export const evaluations = pgTable(
  'evaluations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The public id the user sees (badge id), short enough to read out. */
    badgeId: text('badge_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    courseName: text('course_name').notNull(),
    courseStartDate: date('course_start_date', { mode: 'string' }).notNull(),
    courseEndDate: date('course_end_date', { mode: 'string' }).notNull(),
    creditHours: integer('credit_hours').notNull(),
    learningMode: text('learning_mode', { enum: ['online', 'f2f'] }).notNull(),
    instituteName: text('institute_name').notNull(),
    instituteWebsite: text('institute_website').notNull(),
    instituteCountry: text('institute_country').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    /** The pasted text, or the text read from the uploaded outline. */
    description: text('description').notNull(),
    descriptionSource: text('description_source', { enum: ['text', 'file'] }).notNull(),
    level: integer('level').notNull(),
    /** The level's label (spec: complexity), kept with the row so search can match it. */
    complexity: text('complexity').notNull(),
    points: integer('points').notNull(),
    /** The engine's whole result (skills with evidence, signals, reasons), as it was produced. */
    engineResult: jsonb('engine_result').notNull(),
    engineVersion: text('engine_version').notNull(),
    status: text('status').notNull().default('not requested'),
    paymentStatus: text('payment_status'),
    /** Skills as a reviewer corrected them; null while the engine's stand. */
    reviewedSkills: jsonb('reviewed_skills').$type<string[]>(),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /**
     * SHA-256 of what was submitted (user, fields, description or outline bytes, proof bytes), so the same
     * form sent again finds this row; null for rows recorded before it was kept.
     */
    submissionHash: text('submission_hash'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the history search matches: title and level, lower-case. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${evaluations.courseName} || ' ' || ${evaluations.complexity})`),
  },
  (table) => [
    uniqueIndex('evaluations_badge_id_key').on(table.badgeId),
    // History pages read one user's rows newest first: the index order is the query's order.
    index('evaluations_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // History search: one user's rows whose title or level contains the text (btree_gin + pg_trgm).
    index('evaluations_user_search_idx').using('gin', table.userId, sql`${table.searchText} gin_trgm_ops`),
    // The review queue searches across all users.
    index('evaluations_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // A submission looks for the same one sent by the same user.
    index('evaluations_user_submission_idx').on(table.userId, table.submissionHash).where(sql`${table.submissionHash} is not null`),
  ],
);

/** Files submitted with an evaluation: the proof, and the outline in file mode. */
export const evaluationFiles = pgTable(
  'evaluation_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    evaluationId: uuid('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['proof', 'outline'] }).notNull(),
    /** Where the FileStorage keeps it: a random name, never the user's. */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('evaluation_files_evaluation_idx').on(table.evaluationId)],
);

/** The status timeline of an evaluation: every change, who made it and why. */
export const evaluationEvents = pgTable(
  'evaluation_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    evaluationId: uuid('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('evaluation_events_evaluation_idx').on(table.evaluationId, table.createdAt)],
);

/** What a user pays for: one row per thing paid for (an evaluation's certificate, an accreditation year). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['evaluation', 'accreditation', 'renewal'] }).notNull(),
    /** The evaluation (or application) paid for. */
    subjectId: uuid('subject_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: ['stripe', 'sandbox', 'waiver'] }).notNull(),
    intentId: text('intent_id'),
    clientSecret: text('client_secret'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull(),
    failureMessage: text('failure_message'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_subject_key').on(table.purpose, table.subjectId),
    uniqueIndex('payments_intent_key').on(table.intentId),
  ],
);

/** Provider events already handled, so a replayed webhook changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  intentId: text('intent_id'),
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The offline sandbox's PaymentIntents (the role Stripe's servers play for the stripe provider). */
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  metadata: jsonb('metadata').notNull(),
  lastErrorCode: text('last_error_code'),
  lastErrorMessage: text('last_error_message'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who did what, when: every review action and admin change. Readable by admins. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_created_idx').on(table.createdAt.desc()), index('audit_log_subject_idx').on(table.subjectType, table.subjectId)],
);

/** An issued certificate: what it says (fixed at issue), its PDF and its signed credential. */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The 8-digit id people type to verify it. */
    certificateId: text('certificate_id').notNull(),
    evaluationId: uuid('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    holderName: text('holder_name').notNull(),
    courseName: text('course_name').notNull(),
    level: integer('level').notNull(),
    complexity: text('complexity').notNull(),
    points: integer('points').notNull(),
    skills: jsonb('skills').$type<string[]>().notNull(),
    creditHours: integer('credit_hours').notNull(),
    instituteName: text('institute_name').notNull(),
    instituteCountry: text('institute_country').notNull(),
    courseStartDate: date('course_start_date', { mode: 'string' }).notNull(),
    courseEndDate: date('course_end_date', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    pdfStorageKey: text('pdf_storage_key').notNull(),
    credential: jsonb('credential').notNull(),
    statusListIndex: integer('status_list_index').notNull().generatedByDefaultAsIdentity(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    verificationCount: integer('verification_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('certificates_certificate_id_key').on(table.certificateId),
    uniqueIndex('certificates_evaluation_key').on(table.evaluationId),
    index('certificates_user_idx').on(table.userId),
  ],
);

/** An institute's application for accreditation: the form's fields, its status and the review's outcome. */
export const accreditationApplications = pgTable(
  'accreditation_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short reference people quote in mail and on the phone. */
    reference: text('reference').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['submitted', 'under review', 'more information requested', 'approved', 'rejected', 'refunded'] })
      .notNull()
      .default('submitted'),
    paymentStatus: text('payment_status'),
    instituteName: text('institute_name').notNull(),
    instituteType: text('institute_type', { enum: ['skill centre', 'college', 'university'] }).notNull(),
    country: text('country').notNull(),
    address: text('address').notNull(),
    website: text('website').notNull(),
    registrationNumber: text('registration_number').notNull(),
    yearFounded: integer('year_founded').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    programmes: text('programmes').notNull(),
    learnersPerYear: integer('learners_per_year').notNull(),
    declaredAt: timestamp('declared_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the review is due: five business days after payment, or after the applicant's answer. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    informationRequest: text('information_request'),
    applicantResponse: text('applicant_response'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('accreditation_applications_reference_key').on(table.reference),
    index('accreditation_applications_user_idx').on(table.userId, table.createdAt.desc()),
    index('accreditation_applications_status_idx').on(table.status, table.dueAt),
  ],
);

/** Documents of an application; an answer to a reviewer adds files, earlier ones stay for the record. */
export const accreditationApplicationFiles = pgTable(
  'accreditation_application_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => accreditationApplications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['registrationCertificate', 'programmeOutline', 'additional'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('accreditation_application_files_application_idx').on(table.applicationId)],
);

/** The timeline of an application: every change, who made it and why. */
export const accreditationApplicationEvents = pgTable(
  'accreditation_application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => accreditationApplications.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('accreditation_application_events_application_idx').on(table.applicationId, table.createdAt)],
);

/** The registry of accredited institutes: approved applications, institutes added or imported by admins, demo rows. */
export const accreditedInstitutes = pgTable(
  'accredited_institutes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The accreditation certificate number shown in the public list. */
    certificateId: text('certificate_id').notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Public comment shown in the list. */
    comment: text('comment'),
    link: text('link').notNull(),
    source: text('source', { enum: ['application', 'admin', 'import', 'demo'] }).notNull(),
    applicationId: uuid('application_id').references(() => accreditationApplications.id, { onDelete: 'set null' }),
    /** The account that applied; it may pay the renewals. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where renewal reminders go. */
    contactEmail: text('contact_email'),
    /** Years paid for so far: the next renewal pays for year yearsAccredited + 1. */
    yearsAccredited: integer('years_accredited').notNull().default(1),
    /** The signed Open Badges 3.0 credential of the current period (applications only). */
    credential: jsonb('credential'),
    /** The end date each reminder was sent for: a renewal moves the end date, and the reminders start over. */
    reminder30SentFor: date('reminder_30_sent_for', { mode: 'string' }),
    reminder7SentFor: date('reminder_7_sent_for', { mode: 'string' }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('accredited_institutes_certificate_id_key').on(sql`lower(${table.certificateId})`),
    index('accredited_institutes_current_idx').on(table.endDate, table.startDate),
    index('accredited_institutes_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    index('accredited_institutes_user_idx').on(table.userId),
  ],
);

/** A renewal of one accreditation period: what it costs and, once paid, how far it moved the end date. */
export const accreditationRenewals = pgTable(
  'accreditation_renewals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => accreditedInstitutes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The end date this renewal extends: one renewal per period. */
    periodEndDate: date('period_end_date', { mode: 'string' }).notNull(),
    /** The accreditation year paid for (2 = the first renewal). */
    year: integer('year').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'refunded'] }).notNull().default('pending'),
    paymentStatus: text('payment_status'),
    newEndDate: date('new_end_date', { mode: 'string' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('accreditation_renewals_period_key').on(table.instituteId, table.periodEndDate)],
);
