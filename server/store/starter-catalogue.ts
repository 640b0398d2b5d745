import type { TabletInput } from '#contract/tablet.ts';

/** Common Indian generics at typical strip prices, so a new installation does not open on an empty list. */
export const starterCatalogue: readonly TabletInput[] = [
  {
    name: 'Paracetamol 650 mg',
    genericName: 'Paracetamol',
    price: 30.91,
    description: 'Strip of 15 tablets. For fever and mild to moderate pain.',
  },
  {
    name: 'Azithromycin 500 mg',
    genericName: 'Azithromycin',
    price: 71.5,
    description:
      'Strip of 3 tablets. Macrolide antibiotic for respiratory and skin infections. Prescription only.',
  },
  {
    name: 'Metformin 500 mg SR',
    genericName: 'Metformin hydrochloride',
    price: 19.8,
    description: 'Strip of 10 sustained-release tablets. For type 2 diabetes. Prescription only.',
  },
  {
    name: 'Amlodipine 5 mg',
    genericName: 'Amlodipine besilate',
    price: 24.6,
    description: 'Strip of 15 tablets. For high blood pressure and angina. Prescription only.',
  },
  {
    name: 'Atorvastatin 10 mg',
    genericName: 'Atorvastatin calcium',
    price: 56.75,
    description: 'Strip of 10 tablets. Lowers LDL cholesterol. Prescription only.',
  },
  {
    name: 'Telmisartan 40 mg',
    genericName: 'Telmisartan',
    price: 62.3,
    description: 'Strip of 15 tablets. For high blood pressure. Prescription only.',
  },
  {
    name: 'Pantoprazole 40 mg',
    genericName: 'Pantoprazole sodium',
    price: 48,
    description: 'Strip of 15 gastro-resistant tablets. For acidity and reflux.',
  },
  {
    name: 'Cetirizine 10 mg',
    genericName: 'Cetirizine hydrochloride',
    price: 18.5,
    description: 'Strip of 10 tablets. For allergic rhinitis and itching. May cause drowsiness.',
  },
  {
    name: 'Montelukast 10 mg + Levocetirizine 5 mg',
    genericName: 'Montelukast sodium and Levocetirizine dihydrochloride',
    price: 112,
    description: 'Strip of 10 tablets. For allergic rhinitis. Prescription only.',
  },
  {
    name: 'Amoxicillin 500 mg + Clavulanic Acid 125 mg',
    genericName: 'Amoxicillin and Potassium clavulanate',
    price: 168.2,
    description: 'Strip of 10 tablets. Broad-spectrum antibiotic. Prescription only.',
  },
  {
    name: 'Ibuprofen 400 mg',
    genericName: 'Ibuprofen',
    price: 14.75,
    description: 'Strip of 15 tablets. For pain, inflammation and fever. Take after food.',
  },
];
