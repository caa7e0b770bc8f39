// Round G's kinds of error, fixed by kind (catalogue 2026.11.8): each case is a new listing of the
// kind, not the round G listing that showed it. "sure" appends " (review)" when the answer is flagged.
import { describe, expect, it } from "vitest";
import { answer, sure } from "./kind-answers";

describe("round G: not-eligible kinds that were confidently called eligible", () => {
  it("a practice's membership or savings plan is a discount on care, not care", () => {
    expect(sure("Family Dental Savings Plan – 12 months", "Two cleanings a year and 20% off fillings.")).toBe("not_eligible");
    expect(sure("EyeCare Club Membership – Individual", "Discounts on exams and frames.")).toBe("not_eligible");
    expect(sure("Bright Teeth Membership Plan (Child)")).toBe("not_eligible");
    // Direct primary care fees are medical care in the 2020 proposed regulations: not called not eligible with confidence.
    expect(sure("Direct Primary Care Membership Plan – Monthly")).not.toBe("not_eligible");
  });

  it("sunscreen that says it is not broad spectrum is not IIAS sunscreen, in English, Spanish and French", () => {
    expect(sure("Tropical Lip Balm SPF 20 – Not Broad Spectrum")).toBe("not_eligible");
    expect(answer("Bálsamo labial FPS 15 sin amplio espectro – Cereza")).toBe("not_eligible");
    // Broad-spectrum ones stay sunscreen.
    expect(answer("Mineral Lip Balm SPF 30 Broad Spectrum")).toBe("auto_substantiation");
  });

  it("Spanish and French keychains, souvenirs and embroidered masks are merchandise", () => {
    expect(sure("Llavero de Madera 'El Corazón' – Lotería Artesanal")).toBe("not_eligible");
    expect(sure("Porte-clés Béquille Miniature – Souvenir de Montréal")).toBe("not_eligible");
    expect(sure("Mascarilla Bordada de Moda – Flores de Oaxaca")).toBe("not_eligible");
    expect(sure("Sequin Face Mask – Party Gold")).toBe("not_eligible");
    // A KN95 is PPE whatever its print.
    expect(sure("Fashion KN95 Face Masks, Floral, 10 pack")).toBe("auto_substantiation");
  });

  it("trekking poles named 'bastón de caminata' are outdoor gear, not canes", () => {
    expect(sure("Bastón de Marcha Trekking Plegable – Aluminio")).toBe("not_eligible");
    expect(answer("Bastón para caminar ajustable con base de 4 puntas")).toBe("auto_substantiation");
  });

  it("food with added vitamins and beauty collagen named in Spanish are not supplements for a condition", () => {
    expect(sure("Galletas de Avena 'con Vitaminas y Minerales' 12 pzas")).toBe("not_eligible");
    expect(answer("Colágeno Marino para Piel y Cabello – 30 sobres")).toBe("not_eligible");
    expect(answer("Vitamina D3 2000 UI – 90 cápsulas")).toBe("letter_of_medical_necessity");
  });
});

describe("round G: eligible kinds named as a Latin American store names them", () => {
  it("blood pressure monitors, binders and supports, heating pads, zinc oxide and gloves", () => {
    expect(sure("Baumanómetro Digital de Brazo – Pantalla Grande")).toBe("auto_substantiation");
    expect(sure("Faja Postquirúrgica para Hernia Umbilical – Talla M")).toBe("auto_substantiation");
    expect(sure("Postpartum Abdominal Binder – Medical Grade, One Size")).toBe("auto_substantiation");
    expect(sure("Almohadilla Eléctrica para Cólicos – 3 temperaturas")).toBe("auto_substantiation");
    expect(sure("Crema para bebé con Óxido de Zinc 40% – 113 g")).toBe("auto_substantiation");
    expect(sure("Guantes de Látex para Examinación, caja 100")).toBe("auto_substantiation");
  });

  it("lab panels, meal-replacement shakes and treadmills", () => {
    expect(sure("Perfil de Tiroides – toma de muestra en laboratorio")).toBe("service");
    expect(answer("Batido Sustituto de Comida Chocolate 500 g – control de peso")).toBe("letter_of_medical_necessity");
    expect(answer("Caminadora Eléctrica Plegable 3 HP")).toBe("letter_of_medical_necessity");
  });
});

describe("round G: what a dental and optical chain sells", () => {
  it("aligners and retainers the practice makes are treatment; night guards for grinding are dental supplies", () => {
    expect(sure("Spark Clear Aligners – Comprehensive Treatment")).toBe("service");
    expect(sure("Hawley Retainer – Lower Arch")).toBe("service");
    expect(sure("Férula de descarga para bruxismo – a medida")).toBe("auto_substantiation");
  });

  it("eye-exam imaging answers service (contested with vision, so reviewed); fashion frames with prescription lenses are vision", () => {
    expect(sure("Retinal Screening Photos – add to your exam")).toBe("service (review)");
    expect(sure("Oakley Holbrook with Prescription Sun Lenses")).toBe("vision");
  });
});
