import "server-only";
import { randomBytes } from "node:crypto";

/** A payment intent's client_secret: its id, "_secret_", then 128 random bits. */
export function clientSecret(id: string): string {
  return `${id}_secret_${randomBytes(16).toString("hex")}`;
}
