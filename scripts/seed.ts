// npm run seed [-- --json] [-- --account NAME ...]: make or reuse merchants and print their logins
// and keys. --account may be given several times (default: the demo merchant); with --json each
// merchant is one JSON object on its own line, in the order given.
import { openDatabase } from "@/lib/db/client";
import { seedDemoData } from "@/lib/server/services/accounts/seed-demo-data";
import { DEMO_ACCOUNT, seedMerchant } from "@/lib/server/services/accounts/seed-merchant";

async function main() {
  const args = process.argv.slice(2);
  const json = args.includes("--json");
  const names: string[] = [];
  args.forEach((arg, i) => {
    if (arg !== "--account") return;
    const name = args[i + 1];
    if (!name || name.startsWith("--")) throw new Error("--account needs a name");
    names.push(name);
  });
  if (names.length === 0) names.push(DEMO_ACCOUNT);
  const database = await openDatabase({ migrate: !process.env.DATABASE_URL });
  try {
    for (const name of names) {
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
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  process.stderr.write(`seed failed: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
