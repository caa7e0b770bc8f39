// The two readings the round-kinds tests assert: the answer alone, and the answer with " (review)"
// appended when the bot flags it (a kind fixed "confidently" must not come back as a reviewed answer).
import { classifyProduct } from "@/lib/eligibility/classify-product";

export const answer = (name: string, description?: string) => classifyProduct({ name, description }).hsa_fsa_eligibility;

export const sure = (name: string, description?: string) => {
  const r = classifyProduct({ name, description });
  return `${r.hsa_fsa_eligibility}${r.eligibility_review === "needed" ? " (review)" : ""}`;
};
