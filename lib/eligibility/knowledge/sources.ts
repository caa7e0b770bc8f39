/** The public sources knowledge entries cite (the "source category" of every entry). */
export const SOURCES = {
  /** CARES Act §3702: OTC medicines without a prescription (IRC §106(f), §223(d)(2)(D)). */
  cares_otc: 'CARES Act §3702, over-the-counter medicines without a prescription; IRS Publication 502, "Medicines"',
  cares_menstrual: "CARES Act §3702, menstrual care products",
  ppe: "IRS Announcement 2021-7, personal protective equipment (masks, hand sanitizer, sanitizing wipes)",
  fda_otc_monograph: "FDA OTC monograph active ingredient; CARES Act §3702 (no prescription needed)",
  rx_only: 'IRS Publication 502, "Medicines", prescribed drugs; FDA prescription-only (Rx) labelling',
  store_list: "FSA/HSA store eligibility lists",
  store_lmn: "FSA/HSA store eligibility lists: eligible with a letter of medical necessity (dual-purpose item)",
  store_not_eligible: "FSA/HSA store eligibility lists: not eligible",
  personal_use: 'IRS Publication 502, "Personal Use Items" (not includible)',
  general_health: 'IRS Publication 502, "What Are Medical Expenses?": items merely beneficial to general health are not medical care',
} as const;

export const pub502 = (heading: string) => `IRS Publication 502, "${heading}"`;
