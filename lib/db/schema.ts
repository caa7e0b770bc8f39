import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();

export type Metadata = Record<string, unknown>;

/** A merchant. Every business object belongs to one account and one mode. */
export const accounts = pgTable("accounts", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("accounts_name_key").on(t.name)]);

/** Dashboard users: email + scrypt password hash. */
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull().references(() => accounts.id),
  email: text("email").notNull(),
  passwordHash: text("password_hash").notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("users_email_key").on(sql`lower(${t.email})`)]);

/** Dashboard sessions; only the SHA-256 of the cookie value is stored. */
export const dashboardSessions = pgTable("dashboard_sessions", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id").notNull().references(() => users.id),
  csrfToken: text("csrf_token").notNull(),
  expiresAt: ts("expires_at").notNull(),
  createdAt: createdAt(),
});

/** Secret API keys; the full key is shown once and only its SHA-256 is kept. */
export const apiKeys = pgTable("api_keys", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull().references(() => accounts.id),
  testMode: boolean("test_mode").notNull(),
  name: text("name"),
  keyHash: text("key_hash").notNull(),
  lastFour: text("last_four").notNull(),
  createdAt: createdAt(),
  lastUsedAt: ts("last_used_at"),
  revokedAt: ts("revoked_at"),
}, (t) => [
  uniqueIndex("api_keys_key_hash_key").on(t.keyHash),
  index("api_keys_account_idx").on(t.accountId, t.testMode, t.createdAt),
]);

export const customers = pgTable("customers", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull().references(() => accounts.id),
  testMode: boolean("test_mode").notNull(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  email: text("email"),
  phone: text("phone"),
  employer: text("employer"),
  shipping: jsonb("shipping").$type<Record<string, string | null> | null>(),
  metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
}, (t) => [
  index("customers_list_idx").on(t.accountId, t.testMode, t.createdAt.desc(), t.id.desc()),
  index("customers_email_idx").on(t.accountId, t.testMode, sql`lower(${t.email})`),
]);

/** The outbox: one row per state change, written in the change's transaction. */
export const events = pgTable("events", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull().references(() => accounts.id),
  testMode: boolean("test_mode").notNull(),
  eventType: text("event_type").notNull(),
  objectType: text("object_type").notNull(),
  objectId: text("object_id").notNull(),
  object: jsonb("object").$type<Record<string, unknown>>().notNull(),
  requestId: text("request_id"),
  createdAt: createdAt(),
}, (t) => [
  index("events_list_idx").on(t.accountId, t.testMode, t.createdAt.desc(), t.id.desc()),
  index("events_object_idx").on(t.objectId),
]);

/** Idempotency records, scoped to (account, mode, method, path, key). */
export const idempotencyKeys = pgTable("idempotency_keys", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull(),
  testMode: boolean("test_mode").notNull(),
  method: text("method").notNull(),
  path: text("path").notNull(),
  key: text("key").notNull(),
  requestHash: text("request_hash").notNull(),
  // in_flight until the handler's transaction commits with the response.
  state: text("state").notNull(),
  responseStatus: integer("response_status"),
  responseBody: text("response_body"),
  lockedAt: ts("locked_at").notNull().defaultNow(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex("idempotency_scope_key").on(t.accountId, t.testMode, t.method, t.path, t.key),
  index("idempotency_created_idx").on(t.createdAt),
]);

/** Token buckets shared by every app instance. */
export const rateLimitBuckets = pgTable("rate_limit_buckets", {
  bucket: text("bucket").primaryKey(),
  tokens: doublePrecision("tokens").notNull(),
  allowed: boolean("allowed").notNull().default(true),
  refreshedAt: ts("refreshed_at").notNull().defaultNow(),
});

/** Durable background jobs, claimed with FOR UPDATE SKIP LOCKED. */
export const jobs = pgTable("jobs", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
  // queued | running | succeeded | failed
  status: text("status").notNull().default("queued"),
  attempts: integer("attempts").notNull().default(0),
  maxAttempts: integer("max_attempts").notNull().default(5),
  runAt: ts("run_at").notNull().defaultNow(),
  lockedAt: ts("locked_at"),
  lockedBy: text("locked_by"),
  lastError: text("last_error"),
  dedupeKey: text("dedupe_key"),
  createdAt: createdAt(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
}, (t) => [
  index("jobs_claim_idx").on(t.status, t.runAt),
  uniqueIndex("jobs_dedupe_key").on(t.dedupeKey),
]);
