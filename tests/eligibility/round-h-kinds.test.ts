// Round H's kinds of error, fixed by kind (catalogue 2026.11.9): each case is a new listing of the
// kind, not the round H listing that showed it. "sure" appends " (review)" when the answer is flagged.
import { describe, expect, it } from "vitest";
import { answer, sure } from "./kind-answers";

describe("round H: not-eligible kinds that were confidently called eligible", () => {
  it("'sans prescription' and 'sin receta' say there is no prescription", () => {
    expect(answer("Lentilles de couleur sans prescription – Bleu glacier, 2 lentilles", "Lentilles cosmétiques de fantaisie.")).toBe("not_eligible");
    expect(answer("Lentes de contacto de color sin receta – Gris", "Lentes cosméticos de fantasía.")).toBe("not_eligible");
  });

  it("a cane umbrella is an umbrella; a posture shirt and adaptive clothing are clothing; a creamer is food", () => {
    expect(sure("Gentleman's Walking Stick Umbrella, Black Canopy")).toBe("not_eligible");
    expect(sure("Posture Correcting Tee with Support Panels – Men's")).toBe("not_eligible");
    expect(sure("Adaptive Pants with Magnetic Closures for Seniors")).toBe("not_eligible");
    expect(sure("Ropa adaptable: camisa con broches magnéticos")).toBe("not_eligible");
    expect(sure("Protein Creamer, Vanilla – 12 oz", "Adds 5 g protein to your coffee.")).toBe("not_eligible");
    // Canes, walking sticks and a quad cane stay mobility aids.
    expect(answer("Offset Walking Cane with Foam Grip")).toBe("auto_substantiation");
  });

  it("magnesium rubbed on or bathed in is a body product; a device's extended warranty is not medical care", () => {
    expect(answer("Magnesium Body Lotion 'Calm' – 8 oz")).toBe("not_eligible");
    expect(answer("Magnesium Bath Flakes, 2 lb")).toBe("not_eligible");
    expect(sure("Extended Warranty 2 Year – Power Wheelchair")).toBe("not_eligible");
    expect(answer("Magnesium Glycinate 400 mg, 120 capsules")).toBe("letter_of_medical_necessity");
    // A device sold with a warranty is the device; a cane with an umbrella holder is a cane.
    expect(answer("Digital Hearing Aid, Rechargeable – includes 3-year extended warranty")).toBe("auto_substantiation");
    expect(answer("Folding Walking Cane with Umbrella Holder")).toBe("auto_substantiation");
  });
});

describe("round H: eligible kinds a home medical supplier and a Quebec pharmacy sell", () => {
  it("lift chairs, stairlifts, home hospital beds and alternating-pressure mattresses need a letter; scooters and transfer benches are mobility aids", () => {
    expect(answer("Lift Recliner with Power Headrest – Gray")).toBe("letter_of_medical_necessity");
    expect(answer("Curved Stair Lift – Installed")).toBe("letter_of_medical_necessity");
    expect(answer("Semi Electric Hospital Bed – Home Delivery")).toBe("letter_of_medical_necessity");
    expect(answer("Colchón antiescaras de aire con compresor")).toBe("letter_of_medical_necessity");
    expect(answer("Folding Travel Mobility Scooter, 3-Wheel")).toBe("auto_substantiation");
    expect(answer("Padded Bath Transfer Bench with Commode Opening")).toBe("auto_substantiation");
    expect(answer("Hospital Bed Sheets, Fitted, 2 Pack")).toBe("not_eligible");
  });

  it("a clinician's home visit, seating evaluation or orthotic fitting is a service, not the device", () => {
    expect(sure("Occupational Therapist Home Visit – Bathroom Safety")).toBe("service");
    expect(sure("Power Wheelchair Seating Assessment")).toBe("service");
    expect(sure("Prosthetic Socket Fitting with Certified Prosthetist")).toBe("service");
  });

  it("a pharmacist's clinical service in French is a service", () => {
    expect(sure("Consultation pour conjonctivite – évaluation par le pharmacien")).toBe("service");
    expect(sure("Dépistage du diabète en pharmacie – glycémie capillaire")).toBe("service");
  });

  it("French OTC and supply wording: nasal mist, zinc oxide, melatonin, light therapy, nutrition drinks, '(ordonnance)'", () => {
    expect(answer("Vaporisateur nasal salin, 30 mL")).toBe("auto_substantiation");
    expect(answer("Crème pour l'érythème fessier, 100 g")).toBe("auto_substantiation");
    expect(answer("Mélatonine 3 mg, 60 comprimés sublinguaux")).toBe("letter_of_medical_necessity");
    expect(answer("Lampe de luminothérapie 10 000 lux, compacte")).toBe("letter_of_medical_necessity");
    expect(answer("Boisson nutritive à la vanille, 6 x 235 mL")).toBe("letter_of_medical_necessity");
    expect(answer("Mupirocine onguent 2 %, 15 g (ordonnance)")).toBe("prescription");
    expect(answer("Hand Sanitizer Gel with Tea Tree Essential Oil, 8 oz")).toBe("auto_substantiation");
  });
});
