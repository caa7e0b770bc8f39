// The eligibility bot's cost per product, without the database or HTTP:
//   node_modules/.bin/tsx --conditions=react-server bench/eligibility.ts [count]
// Classifies `count` (default 100,000) generated products — store-style names built from brands,
// product words, counts and descriptions, look-alikes, services and unknown items, some with a URL
// and a UPC — and prints the time per product (p50, mean, p99, max) and the throughput. The
// products are generated from a fixed seed, so every run classifies the same ones.
import os from "node:os";
import { performance } from "node:perf_hooks";
import { classifyProduct, type ClassifyProductInput } from "@/lib/eligibility/classify-product";
import { RULE_CATALOGUE } from "@/lib/eligibility/rule-catalogue";
import { mulberry32 } from "@/lib/prng";

const COUNT = Number(process.argv[2] || 100_000);
const WARMUP = 5_000;

const BRANDS = [
  "Claritin",
  "Zyrtec",
  "Advil",
  "Tylenol",
  "Nicorette",
  "Flonase",
  "Acuvue Oasys",
  "Biofinity",
  "Medela",
  "Depend",
  "Purell",
  "Band-Aid",
  "Theragun",
  "Levoit",
  "Centrum",
  "Optimum Nutrition",
  "Omron",
  "Tampax",
  "First Response",
  "Fixodent",
  "Equate",
  "Up & Up",
  "Kirkland Signature",
  "Acme",
  "Northwind",
  "Glow Co",
  "Lumen",
  "Harbor",
  "Sunny Days",
  "Everyday",
];
const PRODUCTS = [
  "Allergy Relief Tablets",
  "Pain Reliever Caplets",
  "Nasal Spray",
  "Adhesive Bandages",
  "Digital Thermometer",
  "Blood Pressure Monitor",
  "Daily Contact Lenses",
  "Multi-Purpose Solution",
  "Reading Glasses +1.50",
  "Sunscreen Lotion SPF 50",
  "Hand Sanitizer",
  "Breast Pump",
  "Incontinence Underwear",
  "Menstrual Cup",
  "Pregnancy Test",
  "Nicotine Gum 4 mg",
  "Massage Gun",
  "Air Purifier",
  "Weighted Blanket",
  "Protein Powder",
  "Multivitamin Gummies",
  "Compression Socks 20-30 mmHg",
  "Heating Pad",
  "Knee Brace",
  "Denture Adhesive",
  "Face Serum",
  "Tote Bag",
  "Coffee Mug",
  "Enamel Earrings",
  "Toy Doctor Kit",
  "Tanning Oil",
  "Scented Candle",
  "Yoga Mat",
  "Cotton T-Shirt",
  "Toothpaste",
  "Shampoo",
  "Granola Bars",
  "Gift Card",
  "Dog Chews",
  "Phone Case",
  "Bath Bombs",
  "Water Bottle",
];
const SERVICES = [
  "Lipid Panel",
  "Annual Physical Exam",
  "Allergy Skin Testing",
  "Telehealth Visit",
  "Physical Therapy Session",
  "Screening Mammogram",
  "Dental Cleaning",
  "Eye Exam",
  "Flu Shot",
  "Vasectomy Consultation",
  "Gym Membership",
  "Weight Loss Program",
];
const RX = ["Amoxicillin 500 mg", "Lisinopril 10 mg", "Ozempic 1 mg Pen", "Sertraline 50 mg", "Atorvastatin 20 mg", "Humira Pen"];
const SIZES = ["10 ct", "24 ct", "30 ct", "60 ct", "100 ct", "2 pack", "4 fl oz", "12 oz", "Large", "Travel Size", "Value Pack", ""];
const DESCRIPTIONS = [
  "Fast, long-lasting relief you can count on.",
  "Gentle formula for the whole family.",
  "Clinically proven and doctor recommended.",
  "Made with organic cotton and no dyes.",
  "Ships free in two days.",
  "Soft, durable and easy to clean.",
  "Requires a valid prescription.",
  "With a licensed provider, online or in person.",
  "Perfect gift for nurses and doctors.",
  "Non-drowsy, 24-hour formula.",
  "For indoor and outdoor allergies.",
  "Broad spectrum UVA/UVB protection.",
  "",
  "",
];

function checkDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return String((10 - (sum % 10)) % 10);
}

function generate(count: number): ClassifyProductInput[] {
  const r = mulberry32(13);
  const pick = <T>(list: T[]) => list[Math.floor(r() * list.length)]!;
  const out: ClassifyProductInput[] = [];
  for (let i = 0; i < count; i++) {
    const roll = r();
    let name: string;
    if (roll < 0.7) name = `${pick(BRANDS)} ${pick(PRODUCTS)} ${pick(SIZES)}`.trim();
    else if (roll < 0.85) name = pick(SERVICES);
    else if (roll < 0.92) name = pick(RX);
    else name = `Item ${Math.floor(r() * 1e6)}`;
    const upcBody = String(Math.floor(r() * 1e11)).padStart(11, "0");
    out.push({
      name,
      description: pick(DESCRIPTIONS) || null,
      url: r() < 0.3 ? `https://shop.example.com/products/${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}` : null,
      upc_code: r() < 0.4 ? upcBody + checkDigit(upcBody) : null,
    });
  }
  return out;
}

const products = generate(COUNT);
for (let i = 0; i < WARMUP; i++) classifyProduct(products[i % products.length]!);

const times = new Float64Array(COUNT);
const outcomes = new Map<string, number>();
let flagged = 0;
const started = performance.now();
for (let i = 0; i < COUNT; i++) {
  const t0 = performance.now();
  const result = classifyProduct(products[i]!);
  times[i] = performance.now() - t0;
  outcomes.set(result.hsa_fsa_eligibility, (outcomes.get(result.hsa_fsa_eligibility) ?? 0) + 1);
  if (result.eligibility_review === "needed") flagged++;
}
const totalMs = performance.now() - started;
const sorted = Float64Array.from(times).sort();
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 1000;
const mean = (times.reduce((a, b) => a + b, 0) / COUNT) * 1000;

console.log(`Eligibility bot (catalogue ${RULE_CATALOGUE.version}, ${RULE_CATALOGUE.rules.length} rules): ${COUNT.toLocaleString("en-US")} products`);
console.log(
  `  machine: ${os.cpus()[0]?.model ?? "unknown CPU"} x${os.cpus().length}, Node ${process.version}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
console.log(
  `  per product: p50 ${at(0.5).toFixed(1)} µs, mean ${mean.toFixed(1)} µs, p99 ${at(0.99).toFixed(1)} µs, max ${(sorted[sorted.length - 1]! * 1000).toFixed(0)} µs`,
);
console.log(
  `  throughput: ${Math.round(COUNT / (totalMs / 1000)).toLocaleString("en-US")} products/s (${(totalMs / 1000).toFixed(2)} s in all, timing included)`,
);
console.log(
  `  answers: ${[...outcomes.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(", ")}; flagged for review ${flagged}`,
);
