import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIPv4, isIPv6 } from 'node:net';
import path from 'node:path';
import {
  DEFAULT_PUSH_ENDPOINT_HOSTS,
  isIpLiteralHostname,
  type PushEndpointRules,
} from '@chairside/domain';
import webpush from 'web-push';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 60 * 60),
  PUBLIC_URL: z.string().url().optional(),
  SEED_DEMO: booleanFlag.optional(),
  ALLOW_DEMO_IN_PRODUCTION: booleanFlag.default(false),
  BOOTSTRAP_ADMIN_EMAIL: z.string().email().optional(),
  BOOTSTRAP_ADMIN_PASSWORD: z.string().min(8).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Chairside <no-reply@chairside.app>'),
  TWILIO_ACCOUNT_SID: z.string().trim().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(1).optional(),
  TWILIO_FROM: z.string().trim().min(1).optional(),
  TWILIO_API_BASE: z.string().url().default('https://api.twilio.com'),
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  PUSH_ENDPOINT_HOSTS: z.string().optional(),
  PUSH_ALLOW_LOOPBACK: booleanFlag.default(false),
  TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  SHIFT_POSTS_PER_HOUR: z.coerce.number().int().positive().default(2000),
  MESSAGES_PER_TARGET_PER_MINUTE: z.coerce.number().int().positive().default(1),
  TRUST_PROXY: booleanFlag.default(false),
  DEV_OUTBOX: booleanFlag.optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  jwtTtlSeconds: number;
  publicUrl: string;
  seedDemo: boolean;
  bootstrapAdmin: { email: string; password: string } | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The text message provider (Twilio's Messages API); null: texts are only logged. */
  twilio: TwilioConfig | null;
  /** Web Push's VAPID identity: from the environment, or generated once into DATA_DIR. */
  vapid: VapidConfig;
  /** Which push endpoints are accepted and posted to (issue #23 §1). */
  push: PushEndpointRules;
  tileUrl: string;
  rateLimitPerMinute: number;
  /** Shifts one organization may post per hour, every way of posting counted (issue #23 §9). */
  shiftPostsPerHour: number;
  /** Emails or texts one target may get a minute on request: 1, except the journeys' server. */
  messagesPerTargetPerMinute: number;
  trustProxy: boolean;
  /** Whether GET /api/dev/outbox is served (see devOutboxEnabled). */
  devOutbox: boolean;
  webDistDir: string | null;
  logLevel: string;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  /** The API's origin, without a trailing slash (a loopback server in tests). */
  apiBase: string;
}

export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  /** Who push services may contact about our messages: mailto: the app's sender address. */
  subject: string;
}

/** The address inside MAIL_FROM ('Chairside <no-reply@chairside.app>' → no-reply@chairside.app). */
function mailAddress(mailFrom: string): string {
  return (mailFrom.match(/<([^>]+)>/)?.[1] ?? mailFrom).trim();
}

/**
 * A key pair kept in DATA_DIR, like the JWT secret: browsers subscribe with its public key, so it
 * must survive restarts (a new pair would silence every subscribed device).
 */
function persistedVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** Both VAPID keys or neither: a half-configured pair fails at start. */
function vapidConfig(values: z.output<typeof environmentSchema>, dataDir: string): VapidConfig {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = values;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new Error(
      'Invalid configuration:\nVAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither)',
    );
  }
  const keys = publicKey && privateKey ? { publicKey, privateKey } : persistedVapidKeys(dataDir);
  return { ...keys, subject: `mailto:${mailAddress(values.MAIL_FROM)}` };
}

/**
 * The browsers' push services a subscription may name (PUSH_ENDPOINT_HOSTS, comma-separated,
 * replaces the default list), and the tests' loopback push service (PUSH_ALLOW_LOOPBACK), which
 * production refuses to start with: it would let a subscription make the server post to itself.
 */
function pushRules(values: z.output<typeof environmentSchema>): PushEndpointRules {
  if (values.NODE_ENV === 'production' && values.PUSH_ALLOW_LOOPBACK) {
    throw new Error(
      'Invalid configuration:\nPUSH_ALLOW_LOOPBACK cannot be enabled when NODE_ENV=production',
    );
  }
  const hosts =
    values.PUSH_ENDPOINT_HOSTS === undefined
      ? [...DEFAULT_PUSH_ENDPOINT_HOSTS]
      : values.PUSH_ENDPOINT_HOSTS.split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean);
  const isHostPattern = (host: string) =>
    /^(\*\.|\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) && !isIpLiteralHostname(host);
  if (hosts.length === 0 || !hosts.every(isHostPattern)) {
    throw new Error(
      'Invalid configuration:\nPUSH_ENDPOINT_HOSTS must be host names separated by commas (a leading *. or . for any subdomain)',
    );
  }
  return { hosts, allowLoopback: values.PUSH_ALLOW_LOOPBACK };
}

/** All three of sid, token and sender, or none: a half-configured provider fails at start. */
function twilioConfig(values: z.output<typeof environmentSchema>): TwilioConfig | null {
  const {
    TWILIO_ACCOUNT_SID: accountSid,
    TWILIO_AUTH_TOKEN: authToken,
    TWILIO_FROM: from,
  } = values;
  if (!accountSid && !authToken && !from) return null;
  if (!accountSid || !authToken || !from) {
    throw new Error(
      'Invalid configuration:\nTWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together (or none of them)',
    );
  }
  return { accountSid, authToken, from, apiBase: values.TWILIO_API_BASE.replace(/\/+$/, '') };
}

/** A secret kept in DATA_DIR so that tokens survive restarts without any setup. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Whether the server listens on the loopback interface only (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost') return true;
  if (isIPv4(name)) return name.startsWith('127.');
  if (isIPv6(name)) return name === '::1' || /^::ffff:127\./.test(name);
  return false;
}

/**
 * The dev outbox (GET /api/dev/outbox) shows every email and text with its links and codes: it
 * must never reach anyone but the developer (trust issue #11, item 18). Fail closed: never in
 * production; elsewhere only when asked for with DEV_OUTBOX=true, or by default when the server
 * listens on loopback and is not behind a proxy (TRUST_PROXY), so `npm start` with HOST=0.0.0.0
 * and no NODE_ENV does not expose it.
 */
function devOutboxEnabled(values: z.output<typeof environmentSchema>): boolean {
  if (values.NODE_ENV === 'production') {
    if (values.DEV_OUTBOX) {
      throw new Error(
        'Invalid configuration:\nDEV_OUTBOX cannot be enabled when NODE_ENV=production',
      );
    }
    return false;
  }
  return values.DEV_OUTBOX ?? (isLoopbackHost(values.HOST) && !values.TRUST_PROXY);
}

/**
 * The demo data holds a platform admin whose password the README publishes. Seeded by default in
 * development; in production only when asked for twice, SEED_DEMO=true and
 * ALLOW_DEMO_IN_PRODUCTION=true (SEED_DEMO=true alone refuses to start).
 */
function seedDemoEnabled(values: z.output<typeof environmentSchema>): boolean {
  if (values.NODE_ENV !== 'production') return values.SEED_DEMO ?? true;
  if (values.SEED_DEMO && !values.ALLOW_DEMO_IN_PRODUCTION) {
    throw new Error(
      'Invalid configuration:\nSEED_DEMO=true with NODE_ENV=production creates the demo accounts, whose password the README publishes; set ALLOW_DEMO_IN_PRODUCTION=true as well to allow it',
    );
  }
  return values.SEED_DEMO ?? false;
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  if (values.NODE_ENV === 'production' && !values.JWT_SECRET) {
    throw new Error('Invalid configuration:\nJWT_SECRET is required when NODE_ENV=production');
  }
  if (values.NODE_ENV === 'production' && values.MESSAGES_PER_TARGET_PER_MINUTE !== 1) {
    throw new Error(
      'Invalid configuration:\nMESSAGES_PER_TARGET_PER_MINUTE is for tests: production sends one target at most one message a minute',
    );
  }
  const dataDir = path.resolve(values.DATA_DIR);
  const defaultDist = path.resolve(import.meta.dirname, '../../web/dist');
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    jwtSecret: values.JWT_SECRET ?? persistedSecret(dataDir),
    jwtTtlSeconds: values.JWT_TTL_SECONDS,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    seedDemo: seedDemoEnabled(values),
    bootstrapAdmin:
      values.BOOTSTRAP_ADMIN_EMAIL && values.BOOTSTRAP_ADMIN_PASSWORD
        ? { email: values.BOOTSTRAP_ADMIN_EMAIL, password: values.BOOTSTRAP_ADMIN_PASSWORD }
        : null,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    twilio: twilioConfig(values),
    vapid: vapidConfig(values, dataDir),
    push: pushRules(values),
    tileUrl: values.TILE_URL,
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    shiftPostsPerHour: values.SHIFT_POSTS_PER_HOUR,
    messagesPerTargetPerMinute: values.MESSAGES_PER_TARGET_PER_MINUTE,
    trustProxy: values.TRUST_PROXY,
    devOutbox: devOutboxEnabled(values),
    webDistDir: values.WEB_DIST_DIR ?? (existsSync(defaultDist) ? defaultDist : null),
    logLevel: values.LOG_LEVEL,
  };
}
