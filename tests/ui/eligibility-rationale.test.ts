import { describe, expect, it } from "vitest";
import { shortRationale } from "@/lib/client/eligibility-rationale";
import { classifyProduct } from "@/lib/eligibility/classify-product";

describe("the rationale a merchant reads beside the chips", () => {
  it("drops the signals and confidence sentences, and keeps why the model sent the answer to review", () => {
    const r = classifyProduct({
      name: "Isotretinoin Monthly Monitoring Visit",
      description: "Required monthly visit while on isotretinoin: side-effect review, lab results, iPLEDGE confirmation.",
    });
    expect(r.eligibility_review).toBe("needed");
    const shown = shortRationale(r.eligibility_rationale)!;
    expect(shown).toMatch(/^Matched rule rx\.prescription_drug \(catalogue [0-9.]+\): /);
    expect(shown).not.toContain(" Signals: ");
    expect(shown).not.toMatch(/ Confidence \d/);
    expect(shown).toMatch(/ Second reading: .* so a merchant should confirm it \(confidence 0\.59\)\.$/);
  });

  it("keeps a rationale with nothing to drop whole, and one with no model sentence up to its signals", () => {
    expect(shortRationale("Set by the merchant.")).toBe("Set by the merchant.");
    expect(shortRationale(null)).toBeNull();
    expect(shortRationale("Matched rule a (catalogue 1). Signals: x. Confidence 0.75.")).toBe("Matched rule a (catalogue 1).");
    expect(shortRationale("No rule matched. Confidence 0.00, below. Learned fallback: reads it as vision.")).toBe(
      "No rule matched. Learned fallback: reads it as vision.",
    );
  });
});
