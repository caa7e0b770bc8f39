import "server-only";
import { paymentLinks } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import type { Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import { serializePaymentLink } from "./serialize-payment-link";

export async function getPaymentLinkOrThrow(scope: Scope, id: string, forUpdate = false) {
  const row = await findScoped(scope, paymentLinks, id, forUpdate);
  if (!row) throw ApiError.notFound("payment link", id);
  return row;
}

export async function getPaymentLink(scope: Scope, id: string) {
  return serializePaymentLink(await getPaymentLinkOrThrow(scope, id));
}
