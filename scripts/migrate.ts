// npm run db:migrate: apply the committed migrations to DATABASE_URL (or the PGlite data folder).
import { openDatabase } from "@/lib/db/client";

async function main() {
  const database = await openDatabase({ migrate: true });
  await database.close();
  process.stdout.write(`migrations applied (${database.kind})\n`);
}

main().catch((error) => {
  process.stderr.write(`migration failed: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
