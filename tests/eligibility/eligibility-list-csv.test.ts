// GTIN/UPC eligibility lists: the CSV shapes accepted, every bad row reported with its line, and
// codes normalized to GTIN-14 so one item's UPC-A, EAN-13 and GTIN-14 match.
import { describe, expect, it } from "vitest";
import { listCategory, parseEligibilityListCsv } from "@/lib/eligibility/eligibility-list-csv";
import { gtinProblem, toGtin14 } from "@/lib/eligibility/gtin";

describe("GTIN-14 normalization", () => {
  it("makes one code of a UPC-A, its EAN-13 and its GTIN-14, and checks the check digit", () => {
    expect(toGtin14("036000291452")).toBe("00036000291452");
    expect(toGtin14("0036000291452")).toBe("00036000291452");
    expect(toGtin14("00036000291452")).toBe("00036000291452");
    expect(toGtin14("0 36000 29145 2")).toBe("00036000291452");
    expect(toGtin14("36000291452")).toBe("00036000291452"); // a spreadsheet dropped the leading zero
    expect(toGtin14("96385074")).toBe("00000096385074"); // GTIN-8
    expect(toGtin14("036000291453")).toBeNull();
    expect(toGtin14("12345")).toBeNull();
    expect(gtinProblem("036000291453")).toBe('"036000291453" has a wrong check digit');
    expect(gtinProblem("12a45")).toBe('"12a45" is not a GTIN/UPC: use digits only');
  });
});

describe("parseEligibilityListCsv", () => {
  it("reads a gtin,category list", () => {
    expect(parseEligibilityListCsv("gtin,category\n00036000291452,vision\n4006381333931,auto_substantiation\n")).toEqual({
      ok: true,
      items: [
        { code: "00036000291452", category: "vision", line: 2 },
        { code: "04006381333931", category: "auto_substantiation", line: 3 },
      ],
    });
  });

  it("reads the industry's upc,eligibility shape with Y/N flags, a BOM, CRLF, quotes, extra columns in any order", () => {
    const csv = '\uFEFFDescription,UPC,Eligibility\r\n"Bandages, 100 ct",036000291452,Y\r\n\r\nCandle,4006381333931,N\r\n';
    expect(parseEligibilityListCsv(csv)).toEqual({
      ok: true,
      items: [
        { code: "00036000291452", category: "auto_substantiation", line: 2 },
        { code: "04006381333931", category: "not_eligible", line: 4 },
      ],
    });
  });

  it("reads semicolon and tab separated files, and two columns without a header", () => {
    expect(parseEligibilityListCsv("ean;hsa_fsa_eligibility\n4006381333931;Rx\n")).toMatchObject({
      ok: true,
      items: [{ code: "04006381333931", category: "prescription" }],
    });
    expect(parseEligibilityListCsv("036000291452\tLMN\n4006381333931\toptical\n")).toMatchObject({
      ok: true,
      items: [
        { category: "letter_of_medical_necessity", line: 1 },
        { category: "vision", line: 2 },
      ],
    });
  });

  it("maps the usual category words", () => {
    expect(listCategory("Eligible")).toBe("auto_substantiation");
    expect(listCategory("IIAS")).toBe("auto_substantiation");
    expect(listCategory("HSA/FSA eligible")).toBe("auto_substantiation");
    expect(listCategory("letter of medical necessity")).toBe("letter_of_medical_necessity");
    expect(listCategory("Not Eligible")).toBe("not_eligible");
    expect(listCategory("private label")).toBe("private_label");
    expect(listCategory("maybe")).toBeNull();
  });

  it("reports every bad row with its line number and imports nothing", () => {
    const csv = ["upc,eligibility", "036000291452,Y", "12345,Y", "036000291453,maybe", "", "4006381333931,", "036000291452,N"].join("\n");
    expect(parseEligibilityListCsv(csv)).toEqual({
      ok: false,
      errors: [
        { line: 3, message: 'Line 3: "12345" has 5 digits; a GTIN/UPC has 8, 12, 13 or 14.' },
        { line: 4, message: 'Line 4: "036000291453" has a wrong check digit.' },
        {
          line: 4,
          message:
            'Line 4: "maybe" is not an eligibility category (use not_eligible, auto_substantiation, letter_of_medical_necessity, prescription, vision, service, private_label, or eligible, Rx, LMN, N).',
        },
        { line: 6, message: "Line 6: the category is empty." },
        { line: 7, message: "Line 7: 00036000291452 is already on line 2 as auto_substantiation." },
      ],
    });
  });

  it("refuses a header without a code or category column, an empty file and an unreadable one", () => {
    expect(parseEligibilityListCsv("name,price\nfoo,1\n")).toEqual({
      ok: false,
      errors: [
        {
          line: 1,
          message:
            'Line 1: the header needs a GTIN/UPC column (gtin, upc, ean or code) and a category column (category or eligibility); found "name", "price".',
        },
      ],
    });
    expect(parseEligibilityListCsv("\n\n")).toMatchObject({ ok: false, errors: [{ line: 1 }] });
    expect(parseEligibilityListCsv("gtin,category\n")).toEqual({ ok: false, errors: [{ line: 1, message: "The file has a header but no rows." }] });
    expect(parseEligibilityListCsv('gtin,category\n"0360,vision\n')).toMatchObject({
      ok: false,
      errors: [{ line: 2, message: expect.stringMatching(/^Line 2: the CSV cannot be read/) }],
    });
  });

  it("keeps one item for a code listed twice with the same category", () => {
    expect(parseEligibilityListCsv("gtin,category\n036000291452,vision\n00036000291452,vision\n")).toEqual({
      ok: true,
      items: [{ code: "00036000291452", category: "vision", line: 2 }],
    });
  });
});
