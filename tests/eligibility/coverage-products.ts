/**
 * Test products for the knowledge categories no other labelled set reaches (issue 20, item 2:
 * every category has at least one test product; `npm run eligibility:coverage`). Labelled from
 * the category's source (IRS Publication 502, the CARES Act, FDA OTC monographs and Rx labelling,
 * the FSA/HSA stores' lists), written as a store would list the product.
 */
import type { LabelledProduct } from "./labelled-products";

export const coverageProducts: LabelledProduct[] = [
  // Household and kitchen goods: personal items.
  { name: "Nonstick Frying Pan 10 in.", description: "PFOA-free cookware with a stay-cool handle.", expected: "not_eligible" },
  // Spanish and French OTC medicines and supplies (CARES Act §3702; Pub 502 "Bandages", "Breast Pumps and Supplies", "Hearing Aids").
  { name: "Ayuda para Dormir Nocturna 32 tabletas", description: "Difenhidramina 25 mg. Para el insomnio ocasional.", expected: "auto_substantiation" },
  { name: "Alcohol Isopropílico 70% 500 ml", description: "Antiséptico para uso externo.", expected: "auto_substantiation" },
  { name: "Crema para Hemorroides 30 g", description: "Alivia la picazón y el ardor.", expected: "auto_substantiation" },
  { name: "Plantillas Ortopédicas para Fascitis Plantar, Talla M", description: "Soporte de arco.", expected: "auto_substantiation" },
  { name: "Nebulizador Compacto para Niños y Adultos", description: "Incluye mascarillas y tubo.", expected: "auto_substantiation" },
  { name: "Appareils auditifs rechargeables (paire)", description: "Pour perte auditive légère à modérée.", expected: "auto_substantiation" },
  { name: "Tire-lait électrique double", description: "Allaitement: 9 niveaux d'aspiration.", expected: "auto_substantiation" },
  // Spanish and French vision care (Pub 502 "Contact Lenses", "Eye Exam").
  { name: "Solution multifonctions 360 ml", description: "Nettoie, rince et décontamine.", expected: "vision" },
  { name: "Bilan visuel chez l'opticien", description: "Contrôle de la réfraction pour vos lunettes.", expected: "vision" },
  // Spanish prescription wording (Pub 502 "Medicines").
  { name: "Tratamiento Tópico Magistral 60 g - Requiere Receta", description: "Preparado en farmacia.", expected: "prescription" },
  { name: "Crema Dermatológica bajo Prescripción Médica 30 g", description: "Uso tópico.", expected: "prescription" },
  // Spanish and French dual-purpose items (FSA/HSA stores: letter of medical necessity).
  { name: "Masajeador Eléctrico de Pies", description: "Con calor, 3 intensidades.", expected: "letter_of_medical_necessity" },
  { name: "Zapatos Ortopédicos para Diabéticos, Hombre, Talla 9", description: "Puntera amplia y sin costuras.", expected: "letter_of_medical_necessity" },
  { name: "Bas de contention classe 2, jambe", description: "Pour insuffisance veineuse.", expected: "letter_of_medical_necessity" },
  { name: "Cours de pilates - carte 10 séances", description: "Studio de quartier.", expected: "letter_of_medical_necessity" },
  // Spanish and French goods for appearance or with health claims (not eligible).
  { name: "Set de Cosméticos de Belleza 12 piezas", description: "Regalo para ella.", expected: "not_eligible" },
  { name: "Gel Quema Grasa Abdomen 200 ml", description: "Efecto calor.", expected: "not_eligible" },
  // Athletic compression apparel (FSA/HSA stores: not eligible).
  { name: "Men's Athletic Compression Shorts, Black, L", description: "Moisture-wicking base layer for training.", expected: "not_eligible" },
  // Reading glasses by brand (Pub 502 "Eyeglasses").
  { name: "Eyebobs Board Stiff +1.75, Tortoise", description: "Full-frame readers.", expected: "vision" },
  // Eye-exam imaging (Pub 502 "Eye Exam").
  { name: "Optomap Ultra-Widefield Retinal Imaging", description: "Add-on to your routine eye exam.", expected: "vision" },
  // Prescription-only molecules (Pub 502 "Medicines"; FDA Rx labelling).
  { name: "Fluconazole 150 mg Tablet, 1 ct", description: "Single-dose oral antifungal.", expected: "prescription" },
  { name: "Quetiapine 50 mg Tablets, 30 ct", description: "Dispensed by our pharmacy.", expected: "prescription" },
  { name: "Methylphenidate ER 18 mg, 30 tablets", description: "For ADHD.", expected: "prescription" },
  { name: "Avanafil 100 mg Tablets, 4 ct", description: "Generic, from a licensed pharmacy.", expected: "prescription" },
  { name: "Tazarotene 0.1% Cream, 30 g", description: "Topical retinoid for acne.", expected: "prescription" },
  { name: "Adalimumab-adaz Pen 40 mg/0.4 mL, 2 pens", description: "Biosimilar, specialty pharmacy.", expected: "prescription" },
  { name: "Naltrexone 50 mg Tablets, 30 ct", description: "For alcohol use disorder.", expected: "prescription" },
  // Prescription-only brands.
  { name: "Cialis 5 mg, 30 Tablets", description: "Daily use.", expected: "prescription" },
  { name: "Contrave Extended-Release Tablets, 120 ct", description: "Chronic weight management.", expected: "prescription" },
  { name: "Belsomra 10 mg, 30 tablets", description: "For insomnia.", expected: "prescription" },
  { name: "Repatha SureClick 140 mg/mL, 2 pens", description: "LDL cholesterol lowering.", expected: "prescription" },
  { name: "Breztri Aerosphere Inhaler, 120 puffs", description: "COPD maintenance.", expected: "prescription" },
  { name: "Linzess 145 mcg Capsules, 30 ct", description: "For IBS-C.", expected: "prescription" },
  { name: "Amoxil 500 mg Capsules, 21 ct", description: "Antibiotic.", expected: "prescription" },
  { name: "Epiduo Forte Gel 45 g", description: "Acne treatment.", expected: "prescription" },
  { name: "Estrogel 0.06% Pump, 50 g", description: "Menopause hormone therapy.", expected: "prescription" },
  { name: "Medrol Dosepak 4 mg, 21 tablets", description: "Corticosteroid.", expected: "prescription" },
  { name: "Ibrance 125 mg Capsules, 21 ct", description: "Breast cancer therapy, specialty pharmacy.", expected: "prescription" },
  { name: "Omnipod 5 Pods, 10 pack", description: "Tubeless insulin pump pods.", expected: "prescription" },
  // Medical services by place, specialty or procedure (Pub 502 "What Are Medical Expenses?").
  { name: "Urgent Care Center", description: "Open 7 days, 8 am to 8 pm.", expected: "service" },
  { name: "Cardiology - Dr. Patel", description: "Heart and vascular practice.", expected: "service" },
  { name: "Allergy Shots - Monthly Maintenance", description: "Subcutaneous immunotherapy injections.", expected: "service" },
  { name: "Inpatient Alcohol Detox Program, 7 days", description: "Medically supervised withdrawal.", expected: "service" },
  { name: "Ambulance Transport - Non-Emergency", description: "Basic life support transfer.", expected: "service" },
  { name: "Hospital Stay Deposit", description: "Pre-admission payment for a scheduled surgery.", expected: "service" },
  { name: "Lamaze Childbirth Class, 4 weeks", description: "For expectant parents.", expected: "service" },
  // Dual-purpose devices and brands (FSA/HSA stores: letter of medical necessity).
  { name: "Red Light Therapy Panel 660nm/850nm", description: "Full-body LED panel.", expected: "letter_of_medical_necessity" },
  { name: "Pneumatic Compression Leg Recovery System", description: "Sequential air compression boots.", expected: "letter_of_medical_necessity" },
  { name: "Mancuernas de Neopreno 2 x 3 kg", description: "Para ejercicios en casa.", expected: "letter_of_medical_necessity" },
  { name: "Sigvaris 860 Select Comfort Thigh High, Medium Long", description: "30-40 mmHg.", expected: "letter_of_medical_necessity" },
  { name: "Hand & Stone 60-Minute Session", description: "At participating locations.", expected: "letter_of_medical_necessity" },
  // OTC active ingredients (FDA OTC monographs; CARES Act §3702).
  { name: "Fluticasone Propionate Nasal 50 mcg, 120 metered doses", description: "Store brand.", expected: "auto_substantiation" },
  { name: "Pseudoephedrine HCl 30 mg, 24 tablets", description: "Sold behind the pharmacy counter.", expected: "auto_substantiation" },
  { name: "Dextromethorphan Cough Syrup 4 fl oz", description: "Non-drowsy.", expected: "auto_substantiation" },
  { name: "Meclizine 25 mg Chewable Tablets, 8 ct", description: "For motion sickness.", expected: "auto_substantiation" },
  { name: "Levonorgestrel 1.5 mg Tablet", description: "Emergency contraceptive, one tablet.", expected: "auto_substantiation" },
  { name: "Clotrimazole 1% Cream, 1 oz", description: "Store brand.", expected: "auto_substantiation" },
  { name: "Docosanol 10% Cream 2 g", description: "Cold sore treatment.", expected: "auto_substantiation" },
  { name: "Bacitracin Zinc Ointment 1 oz", description: "First aid antibiotic.", expected: "auto_substantiation" },
  { name: "Carboxymethylcellulose Sodium 0.5%, 30 single-use vials", description: "Preservative-free.", expected: "auto_substantiation" },
  { name: "Carbamide Peroxide 6.5% Ear Drops 0.5 fl oz", description: "Softens ear wax.", expected: "auto_substantiation" },
  { name: "Permethrin 1% Creme Rinse, 2 fl oz", description: "Kills lice and their eggs.", expected: "auto_substantiation" },
  { name: "Debrox 0.5 fl oz", description: "Store shelf pack.", expected: "auto_substantiation" },
  { name: "Purell Advanced 8 fl oz Pump", description: "Kills 99.99% of germs.", expected: "auto_substantiation" },
  // Medical-supply brands named without their product word (Pub 502 "Diagnostic Devices"; FSA/HSA stores: respiratory therapy supplies).
  { name: "AirLife Volumetric 4000 mL, Adult", description: "Lung exerciser for use after surgery.", expected: "auto_substantiation" },
  { name: "Keto-Diastix, 50 ct", description: "Checks glucose and ketones in urine.", expected: "auto_substantiation" },
  // Product-code prefixes: number system 3 (drugs and health items, NDC/HRI) and ISBN books.
  { name: "Item 30045-0449", upc_code: "300450449054", expected: "auto_substantiation" },
  // A book known only by its ISBN (a title that says "paperback" is vetoed as a book before the code is read).
  { name: "2003 edition, used", gtin: "9780143039433", expected: "not_eligible" },
  // Round E's kinds, generalised (catalogue 2026.11.6): med-spa treatments, wellness services and outdoor goods are not medical care
  // (Pub 502 "Cosmetic Surgery", "Electrolysis or Hair Removal", general health); a vitamin shot is LMN, contested.
  { name: "Emsculpt NEO - Abdomen, 4 Sessions", description: "Build muscle and burn fat in one treatment.", expected: "not_eligible" },
  { name: "Sclerotherapy for Spider Veins - Legs", description: "Fade visible veins before summer.", expected: "not_eligible" },
  { name: "Red Light Bed Session - 20 min", description: "Glow, recovery and energy in one visit.", expected: "not_eligible" },
  { name: "Complimentary Consultation", description: "Meet our aesthetic team and plan your treatments.", expected: "not_eligible" },
  { name: "Ben's 30% DEET Tick & Insect Repellent, 6 oz", description: "Up to 10 hours of protection outdoors.", expected: "not_eligible" },
  { name: "Vitamin B12 Injection", description: "Administered by our nurse.", expected: "letter_of_medical_necessity" },
  { name: "AcuRite Digital Indoor/Outdoor Thermometer", description: "Wireless sensor, weather station display.", expected: "not_eligible" },
  { name: "Yeti ICE Pack, Large, for Coolers", description: "Stays frozen longer than ice.", expected: "not_eligible" },
  // Round F's kinds, generalised (catalogue 2026.11.7): outdoor gear, courses and linen are not medical care; corrective sport eyewear is vision.
  { name: "Adult First Aid/CPR/AED Certification Course", description: "Blended learning, 2-year certificate.", expected: "not_eligible" },
  { name: "Emergency Mylar Thermal Blankets, 4 pack", description: "Reflects body heat for camping and car kits.", expected: "not_eligible" },
  { name: "Linen Dinner Napkins, Set of 4", description: "Stonewashed, machine washable.", expected: "not_eligible" },
  { name: "Prescription Swim Goggles, -4.0", description: "Corrective lenses for nearsighted swimmers.", expected: "vision" },
  {
    name: "Pedialyte Classic Oral Rehydration Solution, 1 L",
    description: "Restores fluids and electrolytes lost to dehydration.",
    expected: "auto_substantiation",
  },
];
