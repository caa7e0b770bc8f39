// Rounds K to N's kinds of error, fixed by kind (catalogues 2026.11.12 to 2026.11.14): each case is a new
// listing of the kind, not the listing that showed it. "sure" appends " (review)" when the answer is flagged.
import { describe, expect, it } from "vitest";
import { answer, sure } from "./kind-answers";

describe("round L: first-aid equipment next to workplace fixtures", () => {
  it("an AED, its pads, a CPR face shield and a tourniquet are first-aid supplies", () => {
    expect(sure("Philips HeartStart FRx Defibrillator Pads, Adult, 1 Pair")).toBe("auto_substantiation");
    expect(sure("Cardiac Science Powerheart AED G3 Battery")).toBe("auto_substantiation");
    expect(sure("Desfibrilador externo automático portátil")).toBe("auto_substantiation");
    expect(sure("Laerdal CPR Face Shield, 10 pack")).toBe("auto_substantiation");
    expect(sure("North American Rescue SOF Tactical Tourniquet Wide")).toBe("auto_substantiation");
  });

  it("but its wall cabinet, a training unit, signs, empty cases and dispensers sold alone are not", () => {
    // No rule reads a bare cabinet: not eligible, for a merchant to confirm.
    expect(sure("AED Wall Cabinet with Alarm, Surface Mount")).toBe("not_eligible (review)");
    expect(sure("Cabinet for AED, Surface Mount")).toBe("not_eligible");
    expect(sure("Señales de AED para pared")).toBe("not_eligible");
    expect(sure("Panneaux défibrillateur DAE")).toBe("not_eligible");
    expect(sure("AED Trainer for CPR Classes, 5 Scenarios")).toBe("not_eligible");
    expect(sure("First Aid Station Sign, 10 x 14 in, OSHA")).toBe("not_eligible");
    expect(sure("Empty First Aid Case, Red, No Contents")).toBe("not_eligible");
    expect(sure("Purell Hand Sanitizer Dispenser Only, Wall Mount")).toBe("not_eligible");
    expect(sure("Fire Blanket for Kitchen Emergencies 40x40")).toBe("not_eligible");
    expect(sure("Emergency Eyewash Station, Plumbed, Wall Mounted")).toBe("not_eligible");
    expect(sure("Eyewash Station Refill Saline Solution 32 oz")).toBe("auto_substantiation");
  });

  it("the fixture words do not take an AED, a kit or a medical bag with them", () => {
    expect(answer("Philips HeartStart OnSite AED", "No training required; guides you through the signs of cardiac arrest. Includes wall bracket.")).toBe(
      "auto_substantiation",
    );
    expect(sure("First Aid Kit with First Aid Sign, 100 pieces")).toBe("auto_substantiation");
    expect(sure("Emergency Eyewash Station with 2 Saline Bottles")).toBe("auto_substantiation");
    expect(sure("Ostomy Bags Only Refill, 10 ct")).toBe("auto_substantiation");
    expect(sure("Ice Bags Only, Reusable Cold Therapy")).toBe("auto_substantiation");
  });

  it("work gloves and gloves 'not for medical use' are workwear; exam gloves stay PPE", () => {
    expect(sure("Showa Cut Resistant Work Gloves, Level A4, 12 pair")).toBe("not_eligible");
    expect(sure("Industrial nitrile gloves 8 mil, not for medical use")).toBe("not_eligible");
    expect(sure("Nitrile Exam Gloves, Powder-Free, Medium, 100 ct")).toBe("auto_substantiation");
  });
});

describe("round L: a children's pharmacy and a wellness shop", () => {
  it("bedwetting pants and alarms, dosing syringes and infant electrolyte solutions are eligible", () => {
    expect(sure("DryNites Bedwetting Pants for Girls 8-15, 9 ct")).toBe("auto_substantiation");
    expect(sure("Rodger Wireless Bedwetting Alarm")).toBe("auto_substantiation");
    expect(sure("Oral Dosing Syringes 5 mL, 20 pack")).toBe("auto_substantiation");
    expect(sure("Enfamil Enfalyte Electrolyte Drink, 1 L")).toBe("auto_substantiation");
    expect(sure("Pedialyte Infant Electrolyte Solution, 1 L")).toBe("auto_substantiation");
    // The formula itself is still food.
    expect(sure("Enfamil NeuroPro Infant Formula Powder, 20 oz")).toBe("not_eligible");
  });

  it("pinworm and lice treatments and a menstrual diuretic are OTC medicines; menopause supplements need a letter", () => {
    expect(sure("Pin-X Pinworm Treatment, Pyrantel Pamoate, 1 oz")).toBe("auto_substantiation");
    expect(sure("Nix Lice Killing Creme Rinse, 2 oz")).toBe("auto_substantiation");
    expect(sure("Pamprin Max with Pamabrom, 24 caplets")).toBe("auto_substantiation");
    expect(sure("Black Cohosh Menopause Support 540 mg")).toBe("letter_of_medical_necessity");
    expect(sure("Estroven Complete Menopause Relief, 28 caplets")).toBe("letter_of_medical_necessity");
  });

  it("sex toys sold as personal massagers, arousal products and fruit snacks are not eligible", () => {
    expect(sure("Lelo Gigi 3 Personal Massager")).toBe("not_eligible");
    expect(sure("We-Vibe Sync Couples Vibe")).toBe("not_eligible");
    expect(sure("Libido Boost Capsules for Men, 60 ct")).toBe("not_eligible");
    expect(sure("Annie's Organic Fruit Snacks, Berry, 24 pouches")).toBe("not_eligible");
    // Chewable medicines are not fruit snacks, a lubricant is not vetoed as an arousal product, a menopause pillow is not a supplement.
    expect(sure("Tums Chewy Bites Antacid Fruit Chews")).toBe("auto_substantiation");
    expect(sure("Children's Allergy Relief Fruit Chews, Loratadine")).toBe("auto_substantiation");
    expect(answer("KY Yours+Mine Couples Lubricant Arousal Gel")).not.toBe("not_eligible");
    expect(answer("Menopause Relief Cooling Pillow")).not.toBe("letter_of_medical_necessity");
    // A massager for the body stays a massage device.
    expect(answer("Cordless Personal Massager for Neck and Shoulder Pain")).toBe("letter_of_medical_necessity");
  });
});

describe("round K: a diabetes and foot care store, a sleep and respiratory supply store", () => {
  it("glucose tabs and gels in three languages and valved holding chambers are medical supplies", () => {
    expect(sure("Dex4 Glucose Tabs Orange, 50 ct")).toBe("auto_substantiation");
    expect(sure("Gel de glucose saveur orange, 3 tubes")).toBe("auto_substantiation");
    expect(sure("Tabletas de glucosa sabor uva, 50 piezas")).toBe("auto_substantiation");
    expect(sure("AeroChamber Plus Valved Holding Chamber, Medium Mask")).toBe("auto_substantiation");
  });

  it("pedicure tools, magnetic insoles and oil diffusers are not eligible; medicated callus pads and humidifiers are", () => {
    expect(sure("Electric Callus Remover with 3 rollers")).toBe("not_eligible");
    expect(sure("Pumice Stone for Feet, 2 pack")).toBe("not_eligible");
    expect(sure("Magnetic Therapy Insoles for Foot Pain Relief")).toBe("not_eligible");
    expect(sure("Aromatherapy Essential Oil Diffuser Humidifier 300 ml")).toBe("not_eligible");
    expect(answer("Dr. Scholl's Callus Removers with Salicylic Acid, 4 pads")).toBe("auto_substantiation");
    expect(answer("Vicks Warm Mist Humidifier with Scent Pad Tray")).toBe("letter_of_medical_necessity");
  });
});

describe("round M: a hearing-aid center and a recovery store", () => {
  it("hearing aids of an audiologist's line are prescription devices; OTC ones, their supplies and their fittings are not", () => {
    expect(sure("Phonak Audeo Lumity L90 Hearing Aids")).toBe("prescription");
    expect(sure("Signia Silk Charge&Go IX")).toBe("prescription");
    expect(sure("Jabra Enhance Select 300 OTC Hearing Aids")).toBe("auto_substantiation");
    expect(sure("Lexie B2 Plus Self-Fitting OTC Hearing Aids")).toBe("auto_substantiation");
    expect(sure("Phonak hearing aid domes, 10 ct")).toBe("auto_substantiation");
    expect(answer("Oticon ConnectClip remote microphone")).not.toBe("prescription");
    expect(sure("Oticon hearing aid fitting appointment")).toBe("service");
  });

  it("amplified and captioned phones are hearing equipment; a phone that is merely hearing-aid compatible, earbuds and plush toys are not", () => {
    expect(sure("Clarity XLC8 Amplified Cordless Phone")).toBe("auto_substantiation");
    expect(sure("CapTel 2400i Captioned Telephone")).toBe("auto_substantiation");
    expect(sure("Jitterbug Flip Cell Phone for Seniors, Hearing Aid Compatible")).toBe("not_eligible");
    expect(sure("Apple AirPods Pro 2 with Hearing Aid Feature")).toBe("not_eligible");
    expect(sure("Plush Teddy with Hearing Aids")).toBe("not_eligible");
    // A device that sends readings "to your smartphone" is the device.
    expect(answer("Dexcom G7 CGM Sensor, Readings to Smartphone")).not.toBe("not_eligible");
  });

  it("a low-vision magnifier is a vision aid, a craft magnifier is not; an oil-free sunscreen is sunscreen", () => {
    expect(sure("Handheld Magnifier with Light for Macular Degeneration")).toBe("vision");
    expect(sure("Low Vision Page Magnifier 3x")).toBe("vision");
    expect(answer("LED Magnifying Desk Lamp 5x for Crafts and Sewing")).toBe("not_eligible");
    expect(sure("Face Oil-Free Sunscreen Lotion SPF 50, Broad Spectrum")).toBe("auto_substantiation");
    expect(sure("Rosehip Face Oil, 1 oz")).toBe("not_eligible");
  });
});

describe("round N: a pet pharmacy, a benefits marketplace and a travel clinic", () => {
  it("a veterinarian's visit and a vet-only prescription are a pet's care", () => {
    expect(sure("Online Vet Visit with a Licensed Veterinarian, 20 min")).toBe("not_eligible");
    expect(sure("Vet Rx Insulin Vial, 10 mL")).toBe("not_eligible");
    expect(sure("Telehealth Visit with a Family Physician, 20 min")).toBe("service");
  });

  it("travel vaccines by name, zinc cold lozenges, light therapy glasses and corrective sunglasses in French are eligible", () => {
    expect(sure("Typhoid Vaccine (Typhim Vi), single dose")).toBe("service");
    expect(sure("Tdap Booster Shot")).toBe("service");
    expect(sure("Cold-EEZE Zinc Lozenges, Cherry, 25 ct")).toBe("auto_substantiation");
    expect(answer("Light Therapy Glasses for Jet Lag")).toBe("letter_of_medical_necessity");
    expect(sure("Lunettes de soleil de vue, verres correcteurs")).toBe("vision");
    expect(sure("Lunettes de soleil polarisées, monture noire")).toBe("not_eligible");
    expect(sure("Ajustement chiropratique, 30 min")).toBe("service");
  });

  it("luggage, toiletry bags, travel bottles, vaccine card sleeves, smart scales, standing desks, financial therapy, cooking classes and paperbacks are not", () => {
    expect(sure("Hardside Carry-On Spinner 21 in")).toBe("not_eligible");
    expect(sure("Hanging Toiletry Bag, Waterproof")).toBe("not_eligible");
    expect(sure("Silicone Travel Bottles Set, 3 oz")).toBe("not_eligible");
    expect(sure("Vaccine Card Protector Sleeve, 4 x 3 in")).toBe("not_eligible");
    expect(sure("Wi-Fi Smart Scale with Body Composition")).toBe("not_eligible");
    expect(sure("Bureau assis-debout électrique")).toBe("not_eligible");
    expect(sure("Financial Therapy Session, 60 min")).toBe("not_eligible");
    expect(sure("Plant-Based Cooking Class, 2 hours")).toBe("not_eligible");
    expect(sure("The Healthy Travel Guide (Paperback)")).toBe("not_eligible");
    // A programme that comes with a scale is the programme; a humidifier shaped like a water bottle is a humidifier.
    expect(answer("Diabetes Prevention Program, 12 months + smart scale")).not.toBe("not_eligible");
    expect(answer("Travel Water Bottle Humidifier, Cool Mist")).toBe("letter_of_medical_necessity");
  });
});
