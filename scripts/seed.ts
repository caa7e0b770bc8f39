// npm run seed [-- --json] [-- --account NAME]: make or reuse a merchant and print its login and keys.
import { openDatabase } from "@/lib/db/client";
import { seedDemoData } from "@/lib/server/services/accounts/seed-demo-data";
import { DEMO_ACCOUNT, seedMerchant } from "@/lib/server/services/accounts/seed-merchant";

async function main() {
  const args = process.argv.slice(2);
  const json = args.includes("--json");
  const i = args.indexOf("--account");
  const name = i >= 0 ? args[i + 1] : DEMO_ACCOUNT;
  if (!name || name.startsWith("--")) throw new Error("--account needs a name");
  const database = await openDatabase({ migrate: !process.env.DATABASE_URL });
  try {
    const merchant = await seedMerchant(database.db, name);
    if (merchant.created && name === DEMO_ACCOUNT) await seedDemoData(database.db, merchant.account_id);
    const { created: _created, ...out } = merchant;
    if (json) process.stdout.write(JSON.stringify(out) + "\n");
    else {
      process.stdout.write(
        `Merchant "${name}" (${out.account_id})\n  dashboard login: ${out.email} / ${out.password}\n` +
          `  test secret key: ${out.test_secret_key}\n  live secret key: ${out.live_secret_key}\n`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  process.stderr.write(`seed failed: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
