import "server-only";
import { MAX_AMOUNT } from "@/lib/schemas/enums";
import { formatMoney } from "@/lib/format";
import { ApiError } from "../errors";

/**
 * A total computed from amounts a client chose (unit_amount x quantity, summed over lines, plus
 * shipping, tax and fees) is held to the same limit as each amount: 400 amount_too_large at `loc`
 * rather than an integer overflow in the database.
 */
export function assertWithinAmountLimit(amount: number, loc: (string | number)[], what: string) {
  if (amount > MAX_AMOUNT) {
    throw ApiError.badRequest("amount_too_large", `${what} would be ${formatMoney(amount)}; the most one payment can be is ${formatMoney(MAX_AMOUNT)}.`, loc);
  }
}
