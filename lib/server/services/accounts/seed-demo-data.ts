import "server-only";
import type { Db } from "@/lib/db/client";
import { createCustomer } from "../customers/create-customer";

const DEMO_CUSTOMERS = [
  { first_name: "Maya", last_name: "Okafor", email: "maya.okafor@example.com", phone: "+1 415 555 0142", employer: "Northwind Health" },
  { first_name: "Daniel", last_name: "Reyes", email: "daniel.reyes@example.com", phone: "+1 212 555 0199", employer: null },
  { first_name: "Priya", last_name: "Shah", email: "priya.shah@example.com", phone: null, employer: "Contoso" },
];

/** Demo catalogue and customers for a new demo merchant (test mode). */
export async function seedDemoData(db: Db, accountId: string) {
  const scope = { db, accountId, testMode: true };
  for (const c of DEMO_CUSTOMERS) {
    await createCustomer(scope, {
      ...c,
      shipping: { line1: "100 Market St", city: "San Francisco", state: "CA", postal_code: "94105", country: "US" },
      metadata: { source: "demo" },
    });
  }
}
