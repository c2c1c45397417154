import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Fastify's trustProxy option: false (default), true, a hop count, or addresses and CIDRs. */
export type TrustProxy = boolean | number | string[];

function isAddressOrCidr(s: string): boolean {
  const [addr, bits, extra] = s.split('/');
  if (extra !== undefined || !addr || !isIP(addr)) return false;
  if (bits === undefined) return true;
  const max = isIP(addr) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * decision 005: forwarding headers (X-Forwarded-For, -Proto, -Host) are believed only from the
 * proxies named here; from anyone else they would let a client pick its own address and host.
 */
const TrustProxySchema = z
  .string()
  .trim()
  .transform((v, c): TrustProxy => {
    if (v === '' || v === 'false') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v.split(',').map((x) => x.trim());
    const bad = list.find((x) => !isAddressOrCidr(x));
    if (bad !== undefined) {
      c.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be true, a hop count or addresses/CIDRs, not "${bad}"`,
      });
      return z.NEVER;
    }
    return list;
  });

/** An unset and an empty variable mean the same: `S3_ENDPOINT=` in a .env file turns S3 off. */
function optionalSetting<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
}

/** decision 047: any of these set selects the S3 blob store; none keeps blobs in DATA_DIR/blobs. */
const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
] as const;

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  SECRET: z.string().min(16, 'SECRET must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
  SEED_ON_START: z.enum(['0', '1']).default('1'),
  DATABASE_PREPARED_STATEMENTS: z.enum(['0', '1']).default('1'),
  /** decision 094: the embedded database's shared buffers in MB, or `auto` (sized from its data) */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .trim()
    .default('auto')
    .refine(
      (v) => v === 'auto' || (/^\d{1,4}$/.test(v) && Number(v) >= 16 && Number(v) <= 1024),
      'PGLITE_SHARED_BUFFERS must be auto or a number of megabytes from 16 to 1024',
    )
    .transform((v): number | 'auto' => (v === 'auto' ? 'auto' : Number(v))),
  /** issue 35: where the pictures of a Pinterest export are fetched (its `Image` hashes) */
  PINTEREST_IMAGE_HOST: z
    .string()
    .regex(
      /^https?:\/\/[^/]+\/?$/,
      'PINTEREST_IMAGE_HOST must be an origin like https://i.pinimg.com',
    )
    .default('https://i.pinimg.com'),
  /** issue 37: the username that becomes the first administrator (else the first sign-up) */
  ADMIN_USERNAME: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  SESSION_IDLE_DAYS: z.coerce.number().positive().max(365).default(14),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().max(3650).default(60),
  RATE_LIMIT_PREFIX: z.string().max(100).default('tessera:rl:'),
  // decision 055: /v5 calls a minute per token (per app and person for OAuth)
  API_CALLS_PER_MINUTE: z.coerce.number().int().positive().max(10_000_000).default(1000),
  TRUST_PROXY: TrustProxySchema.default(false),
  // decision 022: event batches a minute; raised only where one address stands for many
  // browsers on purpose (the bench drives ingestion from one address)
  ANALYTICS_SUBJECT_BATCHES_PER_MINUTE: z.coerce.number().int().positive().optional(),
  ANALYTICS_ADDRESS_BATCHES_PER_MINUTE: z.coerce.number().int().positive().optional(),
  S3_ENDPOINT: optionalSetting(
    z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http:// or https:// url' }),
  ),
  S3_BUCKET: optionalSetting(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      ),
  ),
  S3_REGION: optionalSetting(z.string().regex(/^[a-z0-9-]+$/, 'S3_REGION looks like us-east-1')),
  S3_ACCESS_KEY_ID: optionalSetting(z.string()),
  S3_SECRET_ACCESS_KEY: optionalSetting(z.string()),
  S3_FORCE_PATH_STYLE: optionalSetting(
    z.enum(['0', '1', 'true', 'false'], {
      error: 'S3_FORCE_PATH_STYLE must be 1, 0, true or false',
    }),
  ),
  S3_PUBLIC_URL: optionalSetting(
    z.url({ protocol: /^https?$/, error: 'S3_PUBLIC_URL must be an http:// or https:// url' }),
  ),
});

type Env = z.infer<typeof EnvSchema>;

/** decision 047: where originals and variants live when they are not in DATA_DIR/blobs. */
export interface S3Settings {
  /** unset: AWS S3 itself, found from the region */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key), as MinIO, Garage and s3rver expect */
  forcePathStyle: boolean;
  /** when set, /img/* redirects to <publicUrl>/<key> instead of sending the bytes */
  publicUrl: string | undefined;
}

/** The S3 settings, or undefined when none is set; a partial set names what is missing. */
function s3SettingsOf(e: Env): S3Settings | undefined {
  const given = S3_VARIABLES.filter((name) => e[name] !== undefined);
  if (given.length === 0) return undefined;
  const missing: string[] = [];
  const need = (name: (typeof S3_VARIABLES)[number], why: string) => {
    if (e[name] === undefined) missing.push(`  ${name}: required ${why}`);
  };
  const because = `for the S3 blob store (${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set)`;
  need('S3_BUCKET', because);
  need('S3_ACCESS_KEY_ID', because);
  need('S3_SECRET_ACCESS_KEY', because);
  if (!e.S3_ENDPOINT) need('S3_REGION', 'for AWS S3 (no S3_ENDPOINT is set)');
  if (missing.length) throw new Error(`Invalid configuration:\n${missing.join('\n')}`);
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET ?? '',
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle:
      e.S3_FORCE_PATH_STYLE === undefined
        ? e.S3_ENDPOINT !== undefined
        : e.S3_FORCE_PATH_STYLE === '1' || e.S3_FORCE_PATH_STYLE === 'true',
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** the local blob store's folder: the store itself unless `s3` is set, and a `blobs migrate` end */
  blobDir: string;
  /** decision 047: set when blobs live in an S3-compatible store */
  s3: S3Settings | undefined;
  databaseUrl: string | undefined;
  /**
   * decision 079: PostgreSQL statements sent again are named prepared statements; off (0) for a
   * pooler in transaction mode that cannot keep them (PgBouncer before 1.21)
   */
  databasePreparedStatements: boolean;
  /** decision 094: PGlite's shared_buffers in MB, or sized from what the database holds */
  pgliteSharedBuffers: number | 'auto';
  redisUrl: string | undefined;
  publicUrl: string | undefined;
  secret: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  production: boolean;
  seedOnStart: boolean;
  /** decision 005: mail goes out through SMTP when set, else to DATA_DIR/mail */
  smtpUrl: string | undefined;
  /** issue 37: who becomes the first administrator; unset, the first account to sign up */
  adminUsername?: string | undefined;
  /** issue 35: the origin a Pinterest export's pictures are fetched from */
  pinterestImageHost: string;
  sessionIdleDays: number;
  sessionAbsoluteDays: number;
  /** namespace of rate-limit counters, so several deployments can share one Redis */
  rateLimitPrefix: string;
  /** decision 055: /v5 calls a minute per token */
  apiCallsPerMinute: number;
  /** which peers may set X-Forwarded-For/-Proto/-Host (none by default) */
  trustProxy: TrustProxy;
  /** decision 022: overrides of the event-batch limits (LIMITS.analytics*); unset = the defaults */
  analyticsBatchesPerMinute: { subject: number | undefined; address: number | undefined };
}

/** Reads the environment once; a bad value stops the process with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    blobDir: path.join(dataDir, 'blobs'),
    s3: s3SettingsOf(e),
    databaseUrl: e.DATABASE_URL,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS === '1',
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    // Without SECRET, the server makes one and keeps it in DATA_DIR (see ensureSecret).
    secret: e.SECRET ?? '',
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
    seedOnStart: e.SEED_ON_START === '1',
    smtpUrl: e.SMTP_URL,
    adminUsername: e.ADMIN_USERNAME,
    pinterestImageHost: e.PINTEREST_IMAGE_HOST.replace(/\/$/, ''),
    sessionIdleDays: e.SESSION_IDLE_DAYS,
    sessionAbsoluteDays: e.SESSION_ABSOLUTE_DAYS,
    rateLimitPrefix: e.RATE_LIMIT_PREFIX,
    apiCallsPerMinute: e.API_CALLS_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    analyticsBatchesPerMinute: {
      subject: e.ANALYTICS_SUBJECT_BATCHES_PER_MINUTE,
      address: e.ANALYTICS_ADDRESS_BATCHES_PER_MINUTE,
    },
  };
}

/**
 * decision 005: the origin put in mail links, canonical and Open Graph urls and invite links.
 * PUBLIC_URL when set; else the address the server itself listens on (a wildcard address is
 * this machine: localhost), never a request's Host or X-Forwarded-Host, which the sender picks.
 */
export function trustedOrigin(
  config: Pick<Config, 'publicUrl'>,
  listening: { address: string; port: number },
): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  const a = listening.address;
  const host =
    a === '0.0.0.0' || a === '::' || a === '' ? 'localhost' : a.includes(':') ? `[${a}]` : a;
  return new URL(`http://${host}:${listening.port}`).origin;
}

/**
 * The signing secret: SECRET when set (several processes must share it), else a random one made
 * on first start and kept in DATA_DIR/secret, readable only by the owner.
 */
export async function ensureSecret(config: Config): Promise<Config> {
  if (config.secret) return config;
  const { mkdir, readFile, writeFile } = await import('node:fs/promises');
  const { randomBytes } = await import('node:crypto');
  const file = path.join(config.dataDir, 'secret');
  let secret = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (secret.length < 32) {
    await mkdir(config.dataDir, { recursive: true });
    secret = randomBytes(32).toString('base64url');
    await writeFile(file, `${secret}\n`, { mode: 0o600 });
  }
  return { ...config, secret };
}
