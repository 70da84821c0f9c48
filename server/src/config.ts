import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { branding } from '@creds/contract';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of 1, 0, true, false, yes, no, on, off',
  })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/** Unset and empty mean the same: not configured. */
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** Built web app, relative to this file (src/ in development, dist/ when built). */
const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://creds.example.com' }).optional(),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDistDir),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(1000),
  SEED_DEMO_DATA: booleanFromEnv.default(true),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(0),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  ORPHAN_FILE_GRACE_SECONDS: z.coerce.number().int().min(1).default(3600),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://, e.g. smtps://user:pass@smtp.example.com:465' })
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).optional(),
  DEV_MAILBOX: booleanFromEnv.default(false),
  CERTIFICATE_SIGNING_KEY: optionalString,
  BOOTSTRAP_ADMIN_EMAIL: optionalString.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalString.pipe(z.url({ error: 'must be a URL such as http://127.0.0.1:12111' }).optional()),
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens' })
      .optional(),
  ),
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL such as https://s3.example.com' }).optional(),
  ),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: optionalString.pipe(booleanFromEnv.optional()),
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(32, { error: 'must be at least 32 characters, e.g. the output of openssl rand -hex 32' }).optional(),
  ),
  BACKUP_DIR: optionalString,
  PG_BIN_DIR: optionalString,
}).superRefine((vars, ctx) => {
  const stripe = [vars.STRIPE_SECRET_KEY, vars.STRIPE_PUBLISHABLE_KEY, vars.STRIPE_WEBHOOK_SECRET];
  if (stripe.some(Boolean) && !stripe.every(Boolean)) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_SECRET_KEY'],
      message: 'set all three of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or none (the sandbox)',
    });
  }
  if (Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_ACCESS_KEY_ID'],
      message: "set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK's own credentials, such as an instance role)",
    });
  }
  const s3Settings = (['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const).filter(
    (name) => vars[name] !== undefined,
  );
  if (!vars.S3_BUCKET && s3Settings.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: `is required when ${s3Settings.join(', ')} is set; without S3_BUCKET files are stored on the local disk`,
    });
  }
});

export type Env = z.input<typeof envSchema>;

export type PaymentConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'stripe';
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      /** Only to point the SDK at a stand-in server in tests. */
      api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
    };

/** Where uploaded files live: the local disk under DATA_DIR/uploads, or an S3 bucket. */
export type StorageConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  dataDir: string;
  webDistDir: string;
  log: { level: z.infer<typeof envSchema>['LOG_LEVEL']; format: 'json' | 'pretty' };
  trustProxy: boolean;
  rateLimitMax: number;
  seedDemoData: boolean;
  shutdownTimeoutMs: number;
  /** After SIGTERM, how long to keep serving with /api/ready at 503 before closing the port. */
  shutdownDrainMs: number;
  /** How often each instance asks the job queue for work. */
  jobPollSeconds: number;
  /** A stored file no row refers to is deleted by the sweep once it is this old (younger: a request may still be committing it). */
  orphanFileGraceMs: number;
  mail: {
    /** Unset: mail goes to the built-in outbox (stored, logged) instead of an SMTP server. */
    smtpUrl: string | undefined;
    from: string;
    /** Lists the outbox at /dev/mailbox. Never turn on where real people's mail is stored. */
    devMailbox: boolean;
  };
  payments: PaymentConfig;
  /** The Ed25519 key that signs credentials (serialized Multikey JSON); unset: generated once and stored. */
  certificateSigningKey: string | undefined;
  /** The account with this e-mail becomes an admin when it is activated (a first admin without the CLI). */
  bootstrapAdminEmail: string | undefined;
  storage: StorageConfig;
  /** A bearer token that may read /api/metrics (admins' sessions always may); unset: admins only. */
  metricsToken: string | undefined;
  /** For `npm run db:backup` and `db:restore`: where archives go, and where pg_dump/pg_restore are (unset: found). */
  backup: { dir: string; pgBinDir: string | undefined };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function apiAddress(base: string) {
  const url = new URL(base);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return { host: url.hostname, port: Number(url.port || (protocol === 'https' ? 443 : 80)), protocol } as const;
}

/** Parses the environment once. Throws a ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    );
  }
  const vars = parsed.data;
  const dataDir = resolve(vars.DATA_DIR);
  const displayHost = vars.HOST === '0.0.0.0' || vars.HOST === '::' ? 'localhost' : vars.HOST;
  return {
    port: vars.PORT,
    host: vars.HOST,
    publicUrl: (vars.PUBLIC_URL ?? `http://${displayHost}:${vars.PORT}`).replace(/\/+$/, ''),
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'db') },
    dataDir,
    webDistDir: resolve(vars.WEB_DIST_DIR),
    log: { level: vars.LOG_LEVEL, format: vars.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json') },
    trustProxy: vars.TRUST_PROXY,
    rateLimitMax: vars.RATE_LIMIT_MAX,
    seedDemoData: vars.SEED_DEMO_DATA,
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_MS,
    jobPollSeconds: vars.JOB_POLL_SECONDS,
    orphanFileGraceMs: vars.ORPHAN_FILE_GRACE_SECONDS * 1000,
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM ?? `${branding.productName} <${branding.supportEmail}>`,
      devMailbox: vars.DEV_MAILBOX,
    },
    payments:
      vars.STRIPE_SECRET_KEY && vars.STRIPE_PUBLISHABLE_KEY && vars.STRIPE_WEBHOOK_SECRET
        ? {
            provider: 'stripe',
            secretKey: vars.STRIPE_SECRET_KEY,
            publishableKey: vars.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
            api: vars.STRIPE_API_BASE ? apiAddress(vars.STRIPE_API_BASE) : undefined,
          }
        : { provider: 'sandbox' },
    certificateSigningKey: vars.CERTIFICATE_SIGNING_KEY,
    bootstrapAdminEmail: vars.BOOTSTRAP_ADMIN_EMAIL?.toLowerCase(),
    storage: vars.S3_BUCKET
      ? {
          kind: 's3',
          bucket: vars.S3_BUCKET,
          region: vars.S3_REGION ?? 'us-east-1',
          endpoint: vars.S3_ENDPOINT,
          accessKeyId: vars.S3_ACCESS_KEY_ID,
          secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
          forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? false,
        }
      : { kind: 'disk' },
    metricsToken: vars.METRICS_TOKEN,
    backup: {
      dir: vars.BACKUP_DIR ? resolve(vars.BACKUP_DIR) : resolve(dataDir, 'backups'),
      pgBinDir: vars.PG_BIN_DIR ? resolve(vars.PG_BIN_DIR) : undefined,
    },
  };
}
