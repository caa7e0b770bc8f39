// Settings → Payments processor (issue 19, part 3): keys checked with one harmless Stripe call,
// stored sealed (the database holds no plaintext key), shown masked, replaceable; the deployment's
// STRIPE_* apply to merchants without their own.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { processorAccounts } from "@/lib/db/schema";
import { liveProcessorConfig } from "@/lib/server/processor/processor-config";
import { getProcessorSettings, removeProcessorSettings, saveProcessorSettings } from "@/lib/server/services/processor/processor-settings";
import { startStripeDouble, type StripeDouble } from "../helpers/stripe-double";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";

const SECRET = "rk_live_51HabcdefghijklmnopQRST9876";
let double: StripeDouble;
let database: Database;

beforeAll(async () => {
  double = await startStripeDouble();
  process.env.STRIPE_API_BASE = double.url;
  database = await openTestDatabase();
});
afterAll(async () => {
  delete process.env.STRIPE_API_BASE;
  await database?.close();
  await double?.close();
});

describe("processor settings", () => {
  it("checks the key with GET /v1/balance, stores secrets sealed, shows the key masked, keeps it on a replacement", async () => {
    const { accountId } = await newMerchantScope(database);
    await saveProcessorSettings(database.db, accountId, {
      secret_key: SECRET,
      publishable_key: "pk_live_51Hpublishable0001",
      webhook_secret: "whsec_abcdefghij123",
    });
    expect(double.state.requests.filter((r) => r.path === "/v1/balance" && r.apiKey === SECRET)).toHaveLength(1);
    const [row] = await database.db.select().from(processorAccounts).where(eq(processorAccounts.accountId, accountId));
    expect(row.secretKey).toMatch(/^enc:v1:/);
    expect(row.webhookSecret).toMatch(/^enc:v1:/);
    expect(JSON.stringify(row)).not.toContain("abcdefghijklmnopQRST");
    expect(JSON.stringify(row)).not.toContain("abcdefghij123");
    const shown = await getProcessorSettings(database.db, accountId, "https://pay.example");
    expect(shown).toMatchObject({
      source: "merchant",
      provider: "stripe",
      key_mode: "live",
      secret_key_masked: "rk_live_••••9876",
      publishable_key: "pk_live_51Hpublishable0001",
      webhook_secret_set: true,
      webhook_url: `https://pay.example/webhooks/stripe/${accountId}`,
    });
    expect(JSON.stringify(shown)).not.toContain("QRST9876");

    // Replace the publishable key only: the secret key and webhook secret are kept, not re-checked.
    await saveProcessorSettings(database.db, accountId, { secret_key: "", publishable_key: "pk_live_51Hpublishable0002", webhook_secret: "" });
    expect(double.state.requests.filter((r) => r.path === "/v1/balance" && r.apiKey === SECRET)).toHaveLength(1);
    expect(await liveProcessorConfig(database.db, accountId)).toMatchObject({
      source: "merchant",
      secretKey: SECRET,
      publishableKey: "pk_live_51Hpublishable0002",
      webhookSecret: "whsec_abcdefghij123",
      keyMode: "live",
    });
  });

  it("a key Stripe refuses, or a publishable key of the other mode, saves nothing", async () => {
    const { accountId } = await newMerchantScope(database);
    double.revokeKey("sk_live_51Hrevokedkey00000000");
    await expect(
      saveProcessorSettings(database.db, accountId, {
        secret_key: "sk_live_51Hrevokedkey00000000",
        publishable_key: "pk_live_51Hpk00000001",
        webhook_secret: "",
      }),
    ).rejects.toMatchObject({
      status: 422,
      detail: [{ loc: ["body", "secret_key"], type: "invalid_api_key" }],
    });
    await expect(
      saveProcessorSettings(database.db, accountId, { secret_key: SECRET, publishable_key: "pk_test_51Hpk00000001", webhook_secret: "" }),
    ).rejects.toMatchObject({
      status: 422,
      detail: [{ loc: ["body", "publishable_key"], type: "key_mode_mismatch" }],
    });
    expect(await database.db.select().from(processorAccounts).where(eq(processorAccounts.accountId, accountId))).toHaveLength(0);
  });

  it("a Stripe test key may back live mode (staging); the deployment's keys apply to merchants without their own", async () => {
    const { accountId } = await newMerchantScope(database);
    await saveProcessorSettings(database.db, accountId, {
      secret_key: "sk_test_51Hstagingkey000001",
      publishable_key: "pk_test_51Hstagingpk01",
      webhook_secret: "",
    });
    expect(await getProcessorSettings(database.db, accountId, "https://pay.example")).toMatchObject({ key_mode: "test", source: "merchant" });
    await removeProcessorSettings(database.db, accountId);
    expect((await getProcessorSettings(database.db, accountId, "https://pay.example")).source).toBeNull();
    Object.assign(process.env, { STRIPE_SECRET_KEY: "sk_live_51Hdeploymentkey0001", STRIPE_PUBLISHABLE_KEY: "pk_live_51Hdeploymentpk1" });
    try {
      expect(await getProcessorSettings(database.db, accountId, "https://pay.example")).toMatchObject({
        source: "deployment",
        secret_key_masked: "sk_live_••••0001",
        key_mode: "live",
      });
    } finally {
      delete process.env.STRIPE_SECRET_KEY;
      delete process.env.STRIPE_PUBLISHABLE_KEY;
    }
  });
});
