// The eligibility bot on the round A tuning sets (issue 20): store listings labelled by an outsider
// from tuning/LABELS.md, measured once as held-out sets and now used for tuning. The floors are
// the figures reached when they became tuning sets (docs/eligibility.md); a change to the
// knowledge that drops below one of them has made the bot worse on listings it once got right.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { classifyProduct } from "@/lib/eligibility/classify-product";

type Listing = { name: string; description?: string; url?: string; upc_code?: string; gtin?: string; expected: string; lookalike?: boolean; source?: string };

const dir = path.join(import.meta.dirname, "tuning");
const load = (set: string): Listing[] => JSON.parse(readFileSync(path.join(dir, `${set}.json`), "utf8"));

function figures(listings: Listing[]) {
  let right = 0;
  let review = 0;
  let confident = 0;
  let confidentRight = 0;
  const notEligibleConfidentlyEligible: string[] = [];
  for (const { expected, lookalike: _l, source: _s, ...input } of listings) {
    const r = classifyProduct(input);
    const ok = r.hsa_fsa_eligibility === expected;
    const sure = r.eligibility_review === "not_needed";
    if (ok) right++;
    if (!sure) review++;
    if (sure) confident++;
    if (sure && ok) confidentRight++;
    if (sure && expected === "not_eligible" && r.hsa_fsa_eligibility !== "not_eligible") notEligibleConfidentlyEligible.push(input.name);
  }
  const n = listings.length;
  return { n, accuracy: right / n, review: review / n, confidentRight: confident ? confidentRight / confident : 1, notEligibleConfidentlyEligible };
}

// Floors: round A after issue 20 (before: pooled 82.0% accuracy, 22.5% review, 93.1% confident-right, 9 not-eligible confidently eligible).
const FLOORS = {
  "pharmacy-chain": { accuracy: 0.98, review: 0.05, confidentRight: 0.99 },
  marketplace: { accuracy: 0.97, review: 0.05, confidentRight: 0.99 },
  "clinic-services": { accuracy: 0.985, review: 0.07, confidentRight: 0.99 },
} as const;

describe("eligibility bot on the round A tuning sets (issue 20)", () => {
  for (const [set, floor] of Object.entries(FLOORS)) {
    it(`${set}: accuracy ≥ ${floor.accuracy * 100}%, review ≤ ${floor.review * 100}%, confident answers ≥ ${floor.confidentRight * 100}% right, no not-eligible item confidently eligible`, () => {
      const listings = load(set);
      expect(listings.length).toBeGreaterThanOrEqual(150);
      const f = figures(listings);
      expect(f.accuracy).toBeGreaterThanOrEqual(floor.accuracy);
      expect(f.review).toBeLessThanOrEqual(floor.review);
      expect(f.confidentRight).toBeGreaterThanOrEqual(floor.confidentRight);
      expect(f.notEligibleConfidentlyEligible).toEqual([]);
    });
  }

  it("pooled: accuracy ≥ 97%, review ≤ 5%, confident answers ≥ 99% right (the issue's targets are 93%, 20%, 97%)", () => {
    const f = figures(Object.keys(FLOORS).flatMap(load));
    expect(f.n).toBeGreaterThanOrEqual(599);
    expect(f.accuracy).toBeGreaterThanOrEqual(0.97);
    expect(f.review).toBeLessThanOrEqual(0.05);
    expect(f.confidentRight).toBeGreaterThanOrEqual(0.99);
    expect(f.notEligibleConfidentlyEligible).toEqual([]);
  });
});

// Round B (optical, wellness brand, bilingual pharmacy): held out while round A was tuned and
// measured once after it (tuning/round-b-before.txt, round-b-after.txt); now tuning data too.
// Floors after issue 20b (kinds of round B errors fixed: Spanish/French look-alikes, prescription
// strengths of OTC molecules, strength equipment, frames named "Prescription"). Review rose on the
// wellness brand because strength equipment is a contested category, reviewed by design.
const ROUND_B_FLOORS = {
  optical: { accuracy: 0.98, review: 0.165, confidentRight: 0.99, notEligibleConfidentlyEligible: 0 },
  "wellness-brand": { accuracy: 0.98, review: 0.1, confidentRight: 0.99, notEligibleConfidentlyEligible: 0 },
  "bilingual-pharmacy": { accuracy: 0.99, review: 0.09, confidentRight: 0.99, notEligibleConfidentlyEligible: 0 },
} as const;

type Floor = { accuracy: number; review: number; confidentRight: number; notEligibleConfidentlyEligible: number };

/** A measured round's sets stay at or above the figures they had when they were measured. */
function describeRoundFloors(round: string, floors: Record<string, Floor>) {
  describe(`eligibility bot on the round ${round} sets (issue 20), no worse than when they were measured`, () => {
    for (const [set, floor] of Object.entries(floors)) {
      it(`${set}: accuracy ≥ ${(floor.accuracy * 100).toFixed(1)}%, review ≤ ${(floor.review * 100).toFixed(1)}%, confident-right ≥ ${(floor.confidentRight * 100).toFixed(1)}%`, () => {
        const listings = load(set);
        expect(listings.length).toBeGreaterThanOrEqual(150);
        const f = figures(listings);
        expect(f.accuracy).toBeGreaterThanOrEqual(floor.accuracy);
        expect(f.review).toBeLessThanOrEqual(floor.review);
        expect(f.confidentRight).toBeGreaterThanOrEqual(floor.confidentRight);
        expect(f.notEligibleConfidentlyEligible.length).toBeLessThanOrEqual(floor.notEligibleConfidentlyEligible);
      });
    }
  });
}

describeRoundFloors("B", ROUND_B_FLOORS);

// Round C (big-box health aisle, dental and hearing clinic, Canadian drugstore): held out while
// rounds A and B were tuned, measured once (tuning/round-c-before.txt with the classifier before
// issue 20, round-c-after.txt after it); now tuning data, with floors at that measurement, raised
// with later tuning (catalogue 2026.11.6: no not-eligible item confidently eligible).
const ROUND_C_FLOORS = {
  "big-box-health-aisle": { accuracy: 0.97, review: 0.055, confidentRight: 0.986, notEligibleConfidentlyEligible: 0 },
  "dental-hearing-clinic": { accuracy: 0.98, review: 0.075, confidentRight: 0.985, notEligibleConfidentlyEligible: 0 },
  // Accuracy 91.3% → 95% with catalogue 2026.11.7 (round F's kinds).
  "canadian-drugstore": { accuracy: 0.95, review: 0.12, confidentRight: 0.982, notEligibleConfidentlyEligible: 0 },
} as const;

describeRoundFloors("C", ROUND_C_FLOORS);

// Round D (home medical supply, supermarket, telehealth brand): written by a fourth outsider from
// the same guide, held out while rounds A to C were tuned, measured once (round-d-before-issue-20.txt
// with bcedf4d's classifier, round-d-after.txt with 467aff6's). Floors after round D tuning
// (catalogue 2026.11.5, round-d-after-tuning.txt): fitted figures, not held out. They were 83.7%,
// 93.1% and 92.5% accuracy with 3, 4 and 3 not-eligible items confidently eligible at the measurement.
const ROUND_D_FLOORS = {
  "medical-supply": { accuracy: 0.974, review: 0.087, confidentRight: 0.99, notEligibleConfidentlyEligible: 0 },
  supermarket: { accuracy: 0.994, review: 0.103, confidentRight: 0.99, notEligibleConfidentlyEligible: 0 },
  // Review 7.9% → 8.5% with catalogue 2026.11.6: the online vision test answered vision, once confidently wrong, is reviewed now.
  "telehealth-brand": { accuracy: 0.984, review: 0.086, confidentRight: 0.995, notEligibleConfidentlyEligible: 0 },
} as const;

describeRoundFloors("D", ROUND_D_FLOORS);

// Round E (sporting goods and physio, baby and maternity, senior-living pharmacy): written by a
// fifth outsider, held out while round D was tuned, measured once after it (round-e-after.txt;
// round-e-before-issue-20.txt and round-e-before-round-d-tuning.txt for the earlier classifiers);
// now tuning data. Floors after round E tuning (catalogue 2026.11.6, round-e-after-tuning.txt): fitted
// figures, not held out. At the measurement they were 91.8%, 95.7% and 94.2% accuracy with 2, 1 and 1
// not-eligible items confidently eligible.
const ROUND_E_FLOORS = {
  "sporting-goods-physio": { accuracy: 0.995, review: 0.13, confidentRight: 0.995, notEligibleConfidentlyEligible: 0 },
  "baby-maternity": { accuracy: 0.99, review: 0.14, confidentRight: 0.995, notEligibleConfidentlyEligible: 0 },
  "senior-living-pharmacy": { accuracy: 0.99, review: 0.07, confidentRight: 0.995, notEligibleConfidentlyEligible: 0 },
} as const;

describeRoundFloors("E", ROUND_E_FLOORS);

// Round F (beauty and dermatology retailer, outdoor and travel store, integrative medicine and med-spa
// clinic): written by a sixth outsider, held out while round E was tuned, measured once
// (round-f-before-session.txt, round-f-without-learned.txt, round-f-after.txt: pooled 89.4% accuracy,
// 16.1% review, 92.8% confident-right, 20 not-eligible items confidently eligible); now tuning data.
// Floors after round F tuning (catalogue 2026.11.7, learned fallback retrained on 18 sets): fitted, not held out.
const ROUND_F_FLOORS = {
  "beauty-dermatology-retailer": { accuracy: 0.955, review: 0.12, confidentRight: 0.995, notEligibleConfidentlyEligible: 0 },
  "outdoor-travel-store": { accuracy: 0.985, review: 0.12, confidentRight: 0.995, notEligibleConfidentlyEligible: 0 },
  "integrative-medspa-clinic": { accuracy: 0.99, review: 0.12, confidentRight: 0.995, notEligibleConfidentlyEligible: 0 },
} as const;

describeRoundFloors("F", ROUND_F_FLOORS);

// Rounds G to J since the second reading (catalogue 2026.11.11: the learned model, trained before these rounds
// were written, doubts a confident eligible answer resting on one rule and confirms an unsure one it agrees with):
// review rose where the model disagrees with the knowledge's tuned answers (most on the Spanish marketplace and
// the clinic), confident answers are right more often and confident compliance errors fell (pooled over the
// twelve sets: 19 -> 7). The floors below are those figures.

// Round G (a department store's home-health floor, a Spanish-language Latin American marketplace, a
// dental and optical chain): written by a seventh outsider, held out while round F was tuned,
// measured once (round-g-before-session.txt, round-g-after.txt: pooled 90.7% accuracy, 17.3% review,
// 95.7% confident-right, 14 not-eligible items confidently eligible); now tuning data.
// Floors after round G tuning (catalogue 2026.11.8; pooled 94.5% / 15.0% / 97.3% / 7): fitted, not held out.
const ROUND_G_FLOORS = {
  "department-store-home-health": { accuracy: 0.95, review: 0.165, confidentRight: 0.985, notEligibleConfidentlyEligible: 1 },
  "latin-american-marketplace": { accuracy: 0.935, review: 0.235, confidentRight: 0.985, notEligibleConfidentlyEligible: 0 },
  "dental-vision-chain": { accuracy: 0.94, review: 0.175, confidentRight: 0.975, notEligibleConfidentlyEligible: 2 },
} as const;

describeRoundFloors("G", ROUND_G_FLOORS);

// Round H (a Quebec pharmacy in French, a home medical equipment and senior-care supplier, a natural-health
// shop): written by an eighth outsider while round G was tuned, measured once (round-h-before-session.txt,
// round-h-after.txt: pooled 90.3% accuracy, 14.8% review, 94.8% confident-right, 7 not-eligible items
// confidently eligible); now tuning data.
// Floors after round H tuning (catalogue 2026.11.9; pooled 95.8% / 12.8% / 98.5% / 1): fitted, not held out.
const ROUND_H_FLOORS = {
  "quebec-pharmacy": { accuracy: 0.955, review: 0.195, confidentRight: 0.985, notEligibleConfidentlyEligible: 0 },
  "home-medical-supply": { accuracy: 0.925, review: 0.2, confidentRight: 0.975, notEligibleConfidentlyEligible: 0 },
  "natural-health-shop": { accuracy: 0.985, review: 0.115, confidentRight: 0.99, notEligibleConfidentlyEligible: 0 },
} as const;

describeRoundFloors("H", ROUND_H_FLOORS);

// Round I (a women's health and fertility shop, a consumer-electronics marketplace's health tech, a telehealth
// and online pharmacy): written by a ninth outsider while round H was tuned, measured once (round-i-before-session.txt,
// round-i-after.txt: pooled 92.2% accuracy, 11.3% review, 95.3% confident-right, 13 not-eligible items confidently
// eligible); now tuning data.
// Floors after round I tuning (catalogue 2026.11.10; pooled 95.1% / 11.3% / 98.6% / 3): fitted, not held out.
const ROUND_I_FLOORS = {
  "womens-health-fertility": { accuracy: 0.95, review: 0.145, confidentRight: 0.985, notEligibleConfidentlyEligible: 0 },
  "health-tech-marketplace": { accuracy: 0.95, review: 0.155, confidentRight: 0.99, notEligibleConfidentlyEligible: 0 },
  "telehealth-rx-pharmacy": { accuracy: 0.95, review: 0.155, confidentRight: 0.995, notEligibleConfidentlyEligible: 0 },
} as const;

describeRoundFloors("I", ROUND_I_FLOORS);

// Round J (a warehouse club's pharmacy, optical and health aisle, a physical therapy and chiropractic clinic
// with its shop, a dermatology practice and skincare boutique): written by a tenth outsider while round I was
// tuned, measured once (round-j-before-session.txt, round-j-after.txt: pooled 90.7% accuracy, 13.8% review,
// 95.5% confident-right, 8 not-eligible items confidently eligible); now tuning data. Not tuned on yet: the
// floors are the measured figures.
const ROUND_J_FLOORS = {
  "warehouse-club-pharmacy": { accuracy: 0.95, review: 0.085, confidentRight: 0.975, notEligibleConfidentlyEligible: 2 },
  "physical-therapy-chiropractic": { accuracy: 0.895, review: 0.255, confidentRight: 0.98, notEligibleConfidentlyEligible: 2 },
  "dermatology-skincare-clinic": { accuracy: 0.855, review: 0.2, confidentRight: 0.96, notEligibleConfidentlyEligible: 0 },
} as const;

describeRoundFloors("J", ROUND_J_FLOORS);

// Round K (a sleep and respiratory supply store, a diabetes and foot care store, a general marketplace's health,
// electronics and home departments): written by three outsiders (one set each) while the second reading was
// built on rounds G to J, measured once (round-k-before-session.txt at 3b4c5fe, round-k-after.txt with the
// second reading: pooled 91.5% accuracy both, review 11.7% -> 17.4%, confident-right 95.1% -> 98.2%, not-eligible
// items confidently eligible 10 -> 2); now tuning data. Floors after rounds K and L tuning (catalogue 2026.11.12; pooled
// 91.5% -> 92.8% / 17.4% -> 16.7% / 98.2% -> 98.5% / 2 -> 0),
// fitted, not held out.
const ROUND_K_FLOORS = {
  "sleep-respiratory-supply": { accuracy: 0.915, review: 0.195, confidentRight: 0.98, notEligibleConfidentlyEligible: 0 },
  "diabetes-foot-care-store": { accuracy: 0.915, review: 0.21, confidentRight: 0.98, notEligibleConfidentlyEligible: 0 },
  "general-marketplace-home-electronics": { accuracy: 0.945, review: 0.105, confidentRight: 0.99, notEligibleConfidentlyEligible: 0 },
} as const;

describeRoundFloors("K", ROUND_K_FLOORS);

// Round L (a children's pharmacy and kids' store, a first-aid, PPE and workplace-safety distributor, a sexual,
// reproductive and menstrual wellness shop): written by three more outsiders, measured once with the second
// reading (round-l-before-session.txt at 3b4c5fe, round-l-after.txt at 50574ef: pooled 86.6% accuracy both,
// review 15.7% -> 19.7%, confident-right 91.3% -> 94.7%, not-eligible items confidently eligible 32 -> 13); now
// tuning data. Floors after rounds K and L tuning (catalogue 2026.11.12; pooled 86.6% -> 92.8% / 19.7% -> 16.7% / 94.7% -> 97.7% /
// 13 -> 4), fitted, not held out.
const ROUND_L_FLOORS = {
  "pediatric-pharmacy-kids-store": { accuracy: 0.94, review: 0.155, confidentRight: 0.985, notEligibleConfidentlyEligible: 1 },
  "first-aid-safety-distributor": { accuracy: 0.915, review: 0.21, confidentRight: 0.98, notEligibleConfidentlyEligible: 2 },
  "sexual-menstrual-wellness-shop": { accuracy: 0.92, review: 0.15, confidentRight: 0.96, notEligibleConfidentlyEligible: 1 },
} as const;

describeRoundFloors("L", ROUND_L_FLOORS);

// Round M (a hearing-aid center with senior daily-living goods, a US pharmacy serving Hispanic communities written
// mostly in Spanish, a fitness recovery and sports nutrition store with a recovery studio): written by three more
// outsiders, measured once at the session's start (round-m-before-session.txt at 3b4c5fe), with the second reading
// (round-m-second-reading.txt at 50574ef) and after rounds K and L tuning (round-m-after.txt at 70c774d): pooled
// 87.1% accuracy at all three, review 18.1% -> 20.3% -> 20.3%, confident-right 93.6% -> 94.7% -> 94.7%, not-eligible
// items confidently eligible 12 -> 7 -> 7. Now tuning data. Floors after round M tuning (catalogue 2026.11.13; pooled
// 88.3% / 20.2% / 95.7% / 4), fitted, not held out.
const ROUND_M_FLOORS = {
  "hearing-center-senior-living": { accuracy: 0.8, review: 0.275, confidentRight: 0.925, notEligibleConfidentlyEligible: 1 },
  "farmacia-online-us-hispanic": { accuracy: 0.95, review: 0.17, confidentRight: 0.99, notEligibleConfidentlyEligible: 0 },
  "fitness-recovery-sports-nutrition": { accuracy: 0.885, review: 0.175, confidentRight: 0.945, notEligibleConfidentlyEligible: 3 },
} as const;

describeRoundFloors("M", ROUND_M_FLOORS);

// Round N (a pharmacy with a pet-health aisle, an employee wellness and benefits marketplace, a travel health clinic
// and shop): written by three more outsiders, measured once at the session's start (round-n-before-session.txt at
// 3b4c5fe) and on the session's final classifier (round-n-after.txt at c9be595, catalogue 2026.11.13): pooled 91.8%
// accuracy both, review 12.8% -> 15.9%, confident-right 96.2% -> 98.0%, not-eligible items confidently eligible 11 -> 5.
// Now tuning data. Floors after round N tuning (catalogue 2026.11.14; pooled 94.4% / 14.2% / 99.0% / 3), fitted.
const ROUND_N_FLOORS = {
  "pet-and-people-pharmacy": { accuracy: 0.98, review: 0.035, confidentRight: 0.99, notEligibleConfidentlyEligible: 0 },
  "corporate-wellness-benefits-marketplace": { accuracy: 0.92, review: 0.205, confidentRight: 0.99, notEligibleConfidentlyEligible: 0 },
  "travel-health-clinic-shop": { accuracy: 0.915, review: 0.21, confidentRight: 0.98, notEligibleConfidentlyEligible: 3 },
} as const;

describeRoundFloors("N", ROUND_N_FLOORS);

// Round O (an allergy and asthma specialty store with an allergist's clinic, an online therapy and psychiatry provider
// with a wellness shop, a sun-protection brand with a skin-check clinic): written by three more outsiders after round N
// was tuned, measured once at the session's start (round-o-before-session.txt at 3b4c5fe) and on the session's final
// classifier (round-o-after.txt at 067bff9, catalogue 2026.11.14): pooled 90.3% -> 91.0% accuracy, review 14.5% -> 19.0%,
// confident-right 93.7% -> 97.3%, not-eligible items confidently eligible 22 -> 4. Now tuning data; not tuned on.
const ROUND_O_FLOORS = {
  "allergy-asthma-specialty-store": { accuracy: 0.87, review: 0.175, confidentRight: 0.965, notEligibleConfidentlyEligible: 1 },
  "mental-health-sleep-wellness": { accuracy: 0.94, review: 0.22, confidentRight: 0.975, notEligibleConfidentlyEligible: 0 },
  "sun-protection-skin-check": { accuracy: 0.915, review: 0.185, confidentRight: 0.97, notEligibleConfidentlyEligible: 3 },
} as const;

describeRoundFloors("O", ROUND_O_FLOORS);
