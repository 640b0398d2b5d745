import type { ProductLeaflet } from './product-leaflet.ts';

/**
 * The clinical text of each shipped medicine's prescribing information, by catalogue slug: what the
 * product master is seeded with (`leaflet` of each product), and what staff edit there since. What
 * the label states (composition, strength, dosage form, pack, storage, shelf life) is not written
 * here: the leaflet takes it from the product's own fields, so the two cannot disagree.
 *
 * Written as careful general information in the order and the conservative wording of Indian
 * package inserts, for the company's medical reviewer to check against each product's approved
 * text before publication. Indications start "For use under medical supervision in" and claim to
 * treat, cure or prevent nothing (Drugs and Magic Remedies Act 1954); nothing is promotional
 * (Uniform Code for Pharmaceutical Marketing Practices 2024). Frequencies of undesirable effects are
 * left out where the company holds no data of its own.
 */

const revised = '2026-11-26';

export const shippedLeaflets: Readonly<Record<string, ProductLeaflet>> = {
  'cardiohealth-plus': {
    therapeuticClass:
      'Angiotensin II receptor blocker (telmisartan) with a dihydropyridine calcium channel blocker (amlodipine).',
    indications: [
      'For use under medical supervision in adults with essential hypertension whose blood pressure is not adequately controlled by telmisartan or amlodipine alone, or who already take both at these strengths as separate tablets.',
    ],
    dosage: [
      'Adults: one tablet once daily, at about the same time each day, with or without food, swallowed with water.',
      'The fixed-dose combination is generally used after the dose of each component has been established; the prescriber decides the dose and any change to it.',
      'Elderly: no adjustment is usually needed; use with care.',
      'Hepatic impairment: mild to moderate impairment, use with caution (the daily dose of telmisartan should not exceed 40 mg); severe impairment, contraindicated.',
      'Renal impairment: no adjustment is needed for mild to moderate impairment; experience in severe impairment and in patients on haemodialysis is limited, so use with caution and monitor.',
      'Children and adolescents below 18 years: not recommended, as efficacy and safety have not been established.',
    ],
    contraindications: [
      'Hypersensitivity to telmisartan, amlodipine, other dihydropyridines or any of the excipients.',
      'Second and third trimesters of pregnancy.',
      'Biliary obstructive disorders and severe hepatic impairment.',
      'Shock (including cardiogenic shock), severe hypotension, obstruction of the outflow tract of the left ventricle (such as high-grade aortic stenosis) and haemodynamically unstable heart failure after acute myocardial infarction.',
      'Use with aliskiren-containing products in patients with diabetes mellitus or renal impairment (GFR below 60 mL/min/1.73 m²).',
    ],
    warnings: [
      'Pregnancy: an angiotensin II receptor blocker should not be started during pregnancy. When pregnancy is diagnosed, stop it as soon as possible and, if appropriate, start an alternative.',
      'Renovascular hypertension: patients with bilateral renal artery stenosis, or stenosis of the artery to a single functioning kidney, are at increased risk of severe hypotension and renal insufficiency.',
      'Renal impairment and kidney transplantation: monitor serum potassium and creatinine periodically. There is no experience after recent kidney transplantation.',
      'Volume or sodium depletion (for example from high-dose diuretics, a salt-restricted diet, diarrhoea or vomiting) may cause symptomatic hypotension, especially after the first dose; correct it before starting.',
      'Dual blockade of the renin-angiotensin-aldosterone system with an ACE inhibitor, another angiotensin II receptor blocker or aliskiren increases the risk of hypotension, hyperkalaemia and decline in renal function, and is not recommended.',
      'Hyperkalaemia may occur, particularly with renal impairment, heart failure, diabetes mellitus, or potassium-sparing diuretics, potassium supplements or salt substitutes containing potassium; monitor serum potassium.',
      'Use with care in aortic or mitral valve stenosis, obstructive hypertrophic cardiomyopathy, unstable angina, acute myocardial infarction and heart failure.',
      'Primary aldosteronism: patients usually do not respond to medicines acting on the renin-angiotensin system; use is not recommended.',
      'Dizziness or tiredness may occur; patients should know how they react before driving or operating machinery.',
    ],
    interactions: [
      'Other antihypertensive medicines, and medicines that lower blood pressure (such as baclofen, amifostine, alcohol, barbiturates, opioids and antidepressants), may add to the blood-pressure lowering effect.',
      'Potassium-sparing diuretics, potassium supplements, potassium-containing salt substitutes, heparin, ciclosporin and trimethoprim may raise serum potassium.',
      'Lithium: serum lithium concentrations and toxicity may increase; monitor lithium levels if the combination is needed.',
      'Non-steroidal anti-inflammatory medicines (including COX-2 inhibitors and aspirin at anti-inflammatory doses) may reduce the antihypertensive effect and, in elderly, volume-depleted or renally impaired patients, worsen renal function.',
      'Digoxin: telmisartan may raise digoxin concentrations; monitor digoxin levels when starting, adjusting or stopping.',
      'Strong or moderate CYP3A4 inhibitors (such as ketoconazole, itraconazole, clarithromycin, ritonavir and diltiazem) may increase amlodipine exposure; CYP3A4 inducers (such as rifampicin and St John’s wort) may reduce it. Grapefruit juice is not recommended.',
      'Simvastatin: limit the dose of simvastatin to 20 mg daily with amlodipine. Tacrolimus and ciclosporin: monitor blood levels.',
    ],
    pregnancyAndLactation: [
      'Pregnancy: not recommended in the first trimester and contraindicated in the second and third trimesters. Exposure to angiotensin II receptor blockers in these trimesters is associated with fetal toxicity (decreased renal function, oligohydramnios, delayed skull ossification) and neonatal toxicity (renal failure, hypotension, hyperkalaemia). Infants exposed in utero should be observed for hypotension.',
      'Lactation: amlodipine passes into human milk; no information is available for telmisartan. Use while breastfeeding is not recommended; an alternative with a better established profile is preferred, especially for a newborn or preterm infant.',
    ],
    undesirableEffects: [
      'Nervous system: dizziness, headache, somnolence; syncope.',
      'Cardiovascular: peripheral oedema (ankle swelling), flushing, palpitations, hypotension, orthostatic hypotension.',
      'Gastrointestinal: nausea, abdominal pain, dyspepsia, change in bowel habit.',
      'Musculoskeletal: back pain, muscle cramps, myalgia, arthralgia.',
      'General: fatigue, asthenia.',
      'Laboratory: hyperkalaemia, increased blood creatinine, raised liver enzymes.',
      'Rarely: hypersensitivity reactions including angioedema, gingival hyperplasia.',
    ],
    overdose: [
      'Symptoms: marked hypotension with reflex tachycardia or bradycardia, and dizziness; with amlodipine, excessive peripheral vasodilatation and prolonged systemic hypotension, including shock, have been reported.',
      'Management: close monitoring with symptomatic and supportive care in hospital. Lay the patient supine with the legs raised and restore intravascular volume and electrolytes. A vasoconstrictor may help restore vascular tone if not contraindicated; intravenous calcium gluconate may reverse the effects of calcium channel blockade. Activated charcoal may be considered early after ingestion.',
      'Neither telmisartan nor amlodipine is removed by haemodialysis.',
    ],
    revised,
  },

  neurovital: {
    therapeuticClass:
      'Gabapentinoid (pregabalin, an alpha-2-delta ligand) with vitamin B12 in its coenzyme form (methylcobalamin).',
    indications: [
      'For use under medical supervision in adults with peripheral neuropathic pain, where the prescriber has judged that pregabalin given with methylcobalamin is appropriate.',
    ],
    dosage: [
      'Adults: one capsule once daily, usually at bedtime. According to response and tolerability, the prescriber may increase it to one capsule twice daily (pregabalin 150 mg a day).',
      'Swallow the capsule whole with water, with or without food.',
      'Renal impairment: pregabalin is excreted unchanged by the kidneys. For creatinine clearance below 60 mL/min, reduce the daily dose as the pregabalin prescribing literature sets out; this fixed-strength capsule may not allow the lower doses needed in severe renal impairment or on haemodialysis.',
      'Elderly: the dose follows renal function.',
      'Stopping: withdraw gradually over at least one week.',
      'Children and adolescents below 18 years: not recommended, as efficacy and safety have not been established.',
    ],
    contraindications: [
      'Hypersensitivity to pregabalin, methylcobalamin, other cobalamins or any of the excipients.',
    ],
    warnings: [
      'Dizziness and somnolence are common and may lead to falls and accidental injury, particularly in the elderly. Patients should not drive, operate machinery or undertake other hazardous activities until they know how the medicine affects them.',
      'Respiratory depression: with opioids or other central nervous system depressants, or in patients with compromised respiratory function, respiratory disease, neurological disease, renal impairment or old age, consider a lower dose and monitor.',
      'Suicidal ideation and behaviour have been reported with antiepileptic medicines, pregabalin among them; monitor patients for signs of depression or suicidal thoughts.',
      'Misuse, abuse and dependence have been reported. Use with caution in patients with a history of substance misuse and watch for signs such as dose escalation or drug-seeking behaviour.',
      'Withdrawal symptoms (insomnia, headache, nausea, anxiety, diarrhoea, flu-like symptoms, sweating, dizziness, and rarely convulsions) may follow abrupt discontinuation.',
      'Hypersensitivity reactions, including angioedema, have been reported; stop at once if facial, perioral or upper airway swelling occurs.',
      'Peripheral oedema and congestive heart failure have been reported; use with caution in patients with cardiovascular disease.',
      'Blurred vision and other visual disturbances may occur and usually resolve on continuing or stopping the medicine.',
      'Reduced lower gastrointestinal tract function (constipation, and rarely obstruction or paralytic ileus) has been reported, particularly with medicines that cause constipation, such as opioids.',
      'Weight gain may occur; patients with diabetes may need their glucose-lowering medicine adjusted.',
    ],
    interactions: [
      'Opioids, alcohol, benzodiazepines (such as lorazepam) and other central nervous system depressants: additive effects on cognitive and gross motor function, and a risk of respiratory depression.',
      'Opioids and other medicines that cause constipation: greater risk of reduced lower gastrointestinal function.',
      'Thiazolidinediones (such as pioglitazone): greater risk of peripheral oedema and weight gain.',
      'Medicines that reduce vitamin B12 absorption or response, such as metformin, proton pump inhibitors, H2-receptor antagonists, colchicine and chloramphenicol.',
      'Pregabalin is not appreciably metabolised and does not bind to plasma proteins; pharmacokinetic interactions are unlikely.',
    ],
    pregnancyAndLactation: [
      'Pregnancy: do not use unless clearly necessary and the benefit to the mother outweighs the potential risk to the fetus; some observational data suggest an increased risk of major congenital malformations with pregabalin in the first trimester. Women of childbearing potential should use effective contraception.',
      'Lactation: pregabalin passes into human milk. Breastfeeding is not recommended during treatment.',
    ],
    undesirableEffects: [
      'Nervous system: dizziness, somnolence, headache, ataxia, abnormal coordination, tremor, dysarthria, disturbance in attention, memory impairment, paraesthesia.',
      'Psychiatric: euphoric mood, confusion, irritability, disorientation, insomnia, decreased libido.',
      'Eye: blurred vision, diplopia.',
      'Metabolism: increased appetite, weight gain.',
      'Gastrointestinal: dry mouth, constipation, nausea, vomiting, flatulence, abdominal distension.',
      'General: peripheral oedema, fatigue, gait disturbance, feeling abnormal or drunk.',
      'Uncommon or rare: hypersensitivity reactions including angioedema, suicidal ideation, heart failure, reduced lower gastrointestinal function.',
      'Methylcobalamin: occasional gastrointestinal discomfort, rash or itching.',
    ],
    overdose: [
      'Symptoms reported with pregabalin include somnolence, confusional state, agitation and restlessness; seizures and, rarely, coma have been reported.',
      'Management: general supportive measures; haemodialysis removes pregabalin and may be considered when clinically indicated. Methylcobalamin is of low toxicity.',
    ],
    revised,
  },

  metabobalance: {
    therapeuticClass: 'Biguanide (metformin hydrochloride) in an extended-release tablet.',
    indications: [
      'For use under medical supervision in adults with type 2 diabetes mellitus, together with the diet and exercise the prescriber advises, alone or with other glucose-lowering medicines or insulin as the prescriber decides.',
    ],
    dosage: [
      'Adults: initially one tablet (500 mg) once daily with the evening meal. The prescriber may increase the dose by 500 mg at intervals of not less than one to two weeks, according to blood glucose, to a usual maximum of 2000 mg once daily with the evening meal.',
      'Swallow the tablet whole with water; do not crush, chew or split it, as this destroys the extended release.',
      'Patients changing from immediate-release metformin may take the same total daily dose once daily; review glycaemic control after the change.',
      'Renal function: assess eGFR before starting and at least once a year, more often in the elderly and where renal function may decline. Starting is not recommended at an eGFR of 30–44 mL/min/1.73 m²; in patients already taking it whose eGFR falls to this range, reassess benefit and risk and do not exceed 1000 mg a day. Contraindicated below 30 mL/min/1.73 m².',
      'Elderly: the dose follows renal function.',
      'Children and adolescents below 18 years: this extended-release tablet is not recommended.',
    ],
    contraindications: [
      'Hypersensitivity to metformin or any of the excipients.',
      'Any type of acute metabolic acidosis (such as lactic acidosis or diabetic ketoacidosis), and diabetic pre-coma.',
      'Severe renal impairment (eGFR below 30 mL/min/1.73 m²).',
      'Acute conditions that may alter renal function, such as dehydration, severe infection or shock.',
      'Diseases that may cause tissue hypoxia, such as decompensated heart failure, respiratory failure, recent myocardial infarction or shock.',
      'Hepatic insufficiency, acute alcohol intoxication and alcoholism.',
    ],
    warnings: [
      'Lactic acidosis is rare but serious, occurring mostly with acute worsening of renal function, cardiorespiratory illness or sepsis. Stop metformin temporarily in conditions of dehydration (severe vomiting or diarrhoea, fever, reduced fluid intake). Patients with muscle cramps, abdominal pain, dyspnoea, marked asthenia or hypothermia should stop it and seek care at once.',
      'Iodinated contrast media: stop metformin before or at the time of the imaging procedure and do not restart it until at least 48 hours after, once renal function has been re-evaluated and found stable.',
      'Surgery: stop metformin at the time of surgery under general, spinal or epidural anaesthesia; restart no earlier than 48 hours after surgery or after oral nutrition resumes, once renal function is stable.',
      'Vitamin B12: long-term use may reduce serum vitamin B12; measure it periodically, particularly in patients with anaemia or peripheral neuropathy.',
      'Hypoglycaemia does not usually occur with metformin alone, but may occur with insulin or insulin secretagogues (such as sulfonylureas), with alcohol, or after strenuous exercise or insufficient food.',
      'Monitor glycaemic control and renal function regularly, as the prescriber sets.',
    ],
    interactions: [
      'Alcohol: acute intoxication increases the risk of lactic acidosis, particularly with fasting, malnutrition or hepatic impairment.',
      'Iodinated contrast media: see Warnings and precautions.',
      'Medicines that may impair renal function, such as NSAIDs (including COX-2 inhibitors), ACE inhibitors, angiotensin II receptor blockers and diuretics (especially loop diuretics): monitor renal function closely when starting them.',
      'Medicines with intrinsic hyperglycaemic activity, such as systemic or local glucocorticoids, sympathomimetics and diuretics: monitor blood glucose and adjust the dose if needed.',
      'Inhibitors of the organic cation transporters OCT2 and MATE (such as ranolazine, vandetanib, dolutegravir and cimetidine) may increase metformin exposure.',
      'Carbonic anhydrase inhibitors (such as topiramate and acetazolamide) increase the risk of metabolic acidosis.',
      'Insulin and insulin secretagogues: risk of hypoglycaemia; their dose may need reducing.',
    ],
    pregnancyAndLactation: [
      'Pregnancy: poorly controlled blood glucose in pregnancy carries risks for the mother and the fetus. Insulin is generally preferred to keep blood glucose near normal; when a patient plans a pregnancy or becomes pregnant, the prescriber decides whether to continue metformin.',
      'Lactation: metformin passes into human milk in small amounts. As data are limited, breastfeeding is not recommended during treatment; decide whether to stop breastfeeding or metformin considering the benefit of each.',
    ],
    undesirableEffects: [
      'Gastrointestinal (very common, mostly when starting and usually resolving): nausea, vomiting, diarrhoea, abdominal pain, loss of appetite. Taking the tablet with the evening meal and increasing the dose slowly reduce them.',
      'Taste disturbance.',
      'Decreased vitamin B12 absorption and serum levels with long-term use.',
      'Very rare: lactic acidosis; skin reactions such as erythema, pruritus and urticaria; abnormal liver function tests or hepatitis, which resolve when metformin is stopped.',
    ],
    overdose: [
      'Hypoglycaemia has not been seen with metformin alone even at very high doses, but lactic acidosis may occur after a large overdose or with other risk factors. Lactic acidosis is a medical emergency and must be managed in hospital.',
      'Haemodialysis removes lactate and metformin and may be needed.',
    ],
    revised,
  },

  respiclear: {
    therapeuticClass:
      'Xanthine derivative with mucoregulatory action: acebrophylline (ambroxol salt of theophylline-7-acetic acid).',
    indications: [
      'For use under medical supervision in adults with chronic bronchitis or other chronic obstructive airway conditions with thick or excessive bronchial secretions, alongside the inhaled therapy the prescriber has chosen.',
    ],
    dosage: [
      'Adults: one capsule twice daily, morning and evening, after food, or as the prescriber directs.',
      'Swallow the capsule whole with water. The prescriber sets the length of the course according to the clinical response.',
      'It is not a rescue medicine for acute bronchospasm and does not replace inhaled bronchodilators or corticosteroids.',
      'Children: this strength is not intended for children.',
    ],
    contraindications: [
      'Hypersensitivity to acebrophylline, ambroxol, theophylline or other xanthines, or any of the excipients.',
      'Acute myocardial infarction, hypotension and uncontrolled cardiac arrhythmias.',
      'Severe hepatic or renal impairment.',
    ],
    warnings: [
      'Use with caution in the elderly and in patients with cardiac disease, hypertension, hyperthyroidism, a history of peptic ulcer, epilepsy, hepatic impairment or chronic alcoholism.',
      'Acute bronchospasm and acute exacerbations need the prescriber’s own management; this medicine is for regular use.',
      'Severe skin reactions have been reported rarely with ambroxol; stop at once if a progressive rash, blistering or mucosal lesions appear.',
      'Do not combine with other xanthine-containing medicines (such as theophylline or doxofylline) unless the prescriber has weighed the added effect.',
    ],
    interactions: [
      'Medicines that may raise xanthine concentrations, such as macrolides (erythromycin, clarithromycin), fluoroquinolones (ciprofloxacin), cimetidine, allopurinol, fluvoxamine and oral contraceptives.',
      'Medicines that may lower them, such as rifampicin, phenytoin, carbamazepine and barbiturates, and tobacco smoking.',
      'Other xanthines and beta-adrenergic agonists: additive effects, including on heart rate.',
      'Ambroxol may increase the concentration of some antibiotics (such as amoxicillin, cefuroxime and erythromycin) in bronchial secretions.',
    ],
    pregnancyAndLactation: [
      'Pregnancy: safety in pregnancy has not been established; use only if the prescriber considers it clearly needed, and avoid it in the first trimester.',
      'Lactation: theophylline and ambroxol pass into human milk; use while breastfeeding is not recommended.',
    ],
    undesirableEffects: [
      'Gastrointestinal: nausea, vomiting, epigastric pain, heartburn, abdominal distension, diarrhoea.',
      'Skin and hypersensitivity: rash, itching, urticaria; rarely severe skin reactions.',
      'Cardiovascular and nervous system, usually at higher exposure: palpitations, tachycardia, restlessness, headache, tremor, sleep disturbance.',
    ],
    overdose: [
      'Symptoms may resemble xanthine toxicity: nausea, vomiting, tachycardia, arrhythmias, restlessness and, in severe cases, convulsions.',
      'Management: there is no specific antidote. Give symptomatic and supportive care with cardiac monitoring; activated charcoal may be considered early after ingestion.',
    ],
    revised,
  },

  immunoboost: {
    therapeuticClass: 'Synthetic dipeptide immunostimulant (pidotimod).',
    indications: [
      'For use under medical supervision in adults with recurrent respiratory tract infections and impaired immune response, as an adjunct to the primary therapy (including antimicrobial therapy) the prescriber chooses.',
    ],
    dosage: [
      'Adults: as directed by the prescriber, who sets the dose, in whole tablets, and the length of the course according to the pidotimod prescribing literature.',
      'Take the tablet on an empty stomach, away from meals, as food reduces the absorption of pidotimod. Swallow it whole with water.',
      'It does not replace antibiotics, antivirals or vaccines the prescriber considers necessary.',
      'Renal impairment: pidotimod is mainly excreted unchanged in the urine; use with caution and consider a lower frequency.',
      'Children: this tablet is not intended for children.',
    ],
    contraindications: ['Hypersensitivity to pidotimod or any of the excipients.'],
    warnings: [
      'An adjunct only: infections need the appropriate primary therapy.',
      'Experience in patients with autoimmune disease, hyper-IgE syndrome, primary immunodeficiency or after organ transplantation is limited; the prescriber weighs use in them.',
      'Use with caution in renal impairment.',
      'Stop if a hypersensitivity reaction occurs.',
    ],
    interactions: [
      'Formal interaction studies are limited; no clinically relevant interactions are established.',
      'Food reduces absorption: take it apart from meals.',
      'Immunosuppressive therapy (such as systemic corticosteroids at immunosuppressive doses or ciclosporin) may oppose its intended effect.',
    ],
    pregnancyAndLactation: [
      'Pregnancy: data in pregnant women are lacking; use only if the prescriber considers it clearly needed, and avoid it in the first trimester.',
      'Lactation: it is not known whether pidotimod passes into human milk; use while breastfeeding is not recommended.',
    ],
    undesirableEffects: [
      'Gastrointestinal: nausea, vomiting, diarrhoea, abdominal pain.',
      'Skin and hypersensitivity: rash, erythema, urticaria, pruritus.',
      'Nervous system: headache.',
    ],
    overdose: ['No specific effects of overdose have been described. Give symptomatic and supportive care.'],
    revised,
  },

  'painrelief-extra-strength': {
    therapeuticClass:
      'Analgesic and antipyretic (paracetamol) with a central nervous system stimulant (caffeine).',
    indications: [
      'For use under medical supervision in adults for the short-term relief of mild to moderate pain, such as headache, tension headache and body ache, and of fever.',
    ],
    dosage: [
      'Adults: one or two tablets with water, at intervals of not less than 4 hours. Do not take more than 8 tablets (paracetamol 4 g, caffeine 520 mg) in 24 hours.',
      'Use the lowest effective dose for the shortest time. Not for more than 3 days without medical review.',
      'Patients weighing under 50 kg, and those with hepatic impairment, chronic alcohol use, chronic malnutrition or dehydration: use a lower maximum daily dose, as the prescriber sets.',
      'Children below 12 years: not recommended.',
    ],
    contraindications: [
      'Hypersensitivity to paracetamol, caffeine or any of the excipients.',
      'Severe hepatic impairment or active liver disease.',
    ],
    warnings: [
      'Do not take with other medicines containing paracetamol: there is a risk of overdose and severe liver damage.',
      'The risk of liver damage is greater in patients with hepatic impairment, alcohol dependence, chronic malnutrition or glutathione depletion (for example in sepsis); use with caution.',
      'Avoid excessive caffeine from coffee, tea, cola and energy drinks while taking it: it may cause nervousness, irritability, sleeplessness and palpitations.',
      'Use with caution in patients with cardiac arrhythmias, anxiety disorders, hyperthyroidism or a history of peptic ulcer.',
      'Serious skin reactions (acute generalised exanthematous pustulosis, Stevens-Johnson syndrome, toxic epidermal necrolysis) have been reported very rarely; stop at the first appearance of a rash.',
      'Prolonged use of painkillers for headache can make headaches worse (medication-overuse headache).',
      'In patients with glucose-6-phosphate dehydrogenase deficiency, haemolysis has been reported rarely.',
    ],
    interactions: [
      'Warfarin and other coumarins: prolonged regular use of paracetamol may increase the INR; occasional doses have no significant effect.',
      'Metoclopramide and domperidone may speed the absorption of paracetamol; colestyramine reduces it (take paracetamol at least one hour before).',
      'Enzyme-inducing medicines (such as phenytoin, carbamazepine, phenobarbital and rifampicin) and chronic alcohol use may increase the risk of liver toxicity.',
      'Flucloxacillin: use together has been associated with high anion gap metabolic acidosis, particularly in patients with risk factors.',
      'Caffeine: it may reduce serum lithium; fluvoxamine, ciprofloxacin and oral contraceptives may increase caffeine levels; it adds to the effects of theophylline and other stimulants and may counteract the effect of sedatives.',
    ],
    pregnancyAndLactation: [
      'Pregnancy: paracetamol at the lowest effective dose for the shortest time has not been associated with harm in epidemiological data, but caffeine intake in pregnancy should be limited. Use this combination in pregnancy only on medical advice.',
      'Lactation: paracetamol and caffeine pass into human milk; caffeine may make a breastfed infant irritable or sleep poorly. Use while breastfeeding only on medical advice.',
    ],
    undesirableEffects: [
      'Paracetamol, at therapeutic doses (rare or very rare): hypersensitivity reactions including skin rash and angioedema; thrombocytopenia, leucopenia and agranulocytosis; hepatic dysfunction; bronchospasm in patients sensitive to aspirin or other NSAIDs; serious skin reactions.',
      'Caffeine: nervousness, restlessness, irritability, insomnia, anxiety, headache, dizziness, palpitations, gastrointestinal discomfort.',
    ],
    overdose: [
      'Paracetamol: liver damage is possible in adults who have taken 10 g or more, and at lower amounts in patients with risk factors (enzyme-inducing medicines, chronic alcohol use, glutathione depletion). Early symptoms may be absent or limited to nausea, vomiting, pallor, anorexia and abdominal pain; liver damage may become apparent 12 to 48 hours after ingestion.',
      'Management: immediate referral to hospital, even without symptoms. Measure the plasma paracetamol concentration at 4 hours or later after ingestion. N-acetylcysteine given intravenously, preferably within 8 hours of ingestion, may be of benefit up to 24 hours; follow current poisons guidance.',
      'Caffeine: large amounts may cause epigastric pain, vomiting, diuresis, tachycardia, arrhythmia and central stimulation (insomnia, agitation, tremor, convulsions). By the time caffeine toxicity is clinically significant, the paracetamol taken is usually already hepatotoxic.',
    ],
    revised,
  },

  allerclear: {
    therapeuticClass: 'Long-acting, peripherally selective H1-receptor antagonist (loratadine).',
    indications: [
      'For use under medical supervision in adults and children aged 12 years and over for the symptomatic relief of allergic rhinitis (sneezing, nasal discharge and itching, and itching and burning of the eyes) and of chronic idiopathic urticaria.',
    ],
    dosage: [
      'Adults and children aged 12 years and over: one tablet (10 mg) once daily, with or without food.',
      'Severe hepatic impairment: start with one tablet every other day.',
      'Elderly and renal impairment: no adjustment is needed.',
      'Children below 12 years: this tablet is not recommended; the dose for younger children depends on body weight and needs another form.',
    ],
    contraindications: ['Hypersensitivity to loratadine or any of the excipients.'],
    warnings: [
      'Use with caution in severe hepatic impairment (see Dosage and administration).',
      'Stop at least 48 hours before skin tests for allergy, as antihistamines may suppress otherwise positive reactions.',
      'Drowsiness is uncommon at the recommended dose, but patients should know how they react before driving or operating machinery.',
    ],
    interactions: [
      'Inhibitors of CYP3A4 or CYP2D6 (such as ketoconazole, erythromycin and cimetidine) may increase loratadine concentrations; clinically relevant changes have not been seen in controlled studies, but caution is advised.',
      'Alcohol: no potentiation was seen in psychomotor studies; moderation is still advised.',
    ],
    pregnancyAndLactation: [
      'Pregnancy: a large body of data shows no malformative or fetal or neonatal toxicity, but as a precaution it is preferable to avoid use in pregnancy.',
      'Lactation: loratadine and its active metabolite pass into human milk; use while breastfeeding is not recommended.',
    ],
    undesirableEffects: [
      'Common: headache, somnolence, fatigue; nervousness in children.',
      'Reported: increased appetite, insomnia, dry mouth, nausea, gastritis.',
      'Rare or very rare: anaphylaxis and other hypersensitivity reactions, dizziness, tachycardia, palpitations, abnormal hepatic function, rash, alopecia, convulsion.',
    ],
    overdose: [
      'Symptoms: somnolence, tachycardia and headache have been reported.',
      'Management: general symptomatic and supportive care; activated charcoal may be considered. Loratadine is not removed by haemodialysis.',
    ],
    revised,
  },

  'eyecare-lubricant': {
    therapeuticClass: 'Ocular lubricant (tear substitute): carboxymethylcellulose sodium.',
    indications: [
      'For use under medical supervision in the temporary relief of dryness, burning, irritation and discomfort of the eyes, including that from dry eye and from exposure to wind, sun, dust or prolonged screen use.',
    ],
    dosage: [
      'For topical ophthalmic use only. Instil one or two drops in the affected eye(s) as needed, or as the prescriber directs.',
      'Wash the hands first; tilt the head back, pull down the lower eyelid and instil the drop without letting the dropper tip touch the eye, eyelid or any other surface.',
      'Remove contact lenses before use and wait at least 15 minutes before putting them back in.',
      'When other eye medicines are also used, leave at least 5 minutes between them; apply eye ointments last.',
    ],
    contraindications: ['Hypersensitivity to carboxymethylcellulose sodium or any other component.'],
    warnings: [
      'Not for injection or oral use.',
      'To avoid contamination, do not touch the dropper tip to any surface and close the bottle after use. Do not use the drops if the solution changes colour or becomes cloudy.',
      'Discard 30 days after first opening.',
      'Stop use and refer to an eye specialist if the patient has eye pain, changes in vision, continued redness or irritation, or if the condition worsens or persists for more than 72 hours.',
      'Vision may blur briefly after instillation; patients should wait until it clears before driving or operating machinery.',
    ],
    interactions: [
      'No interactions are known. Carboxymethylcellulose acts locally on the surface of the eye.',
      'Leave at least 5 minutes between these drops and any other eye medicine.',
    ],
    pregnancyAndLactation: [
      'Pregnancy and lactation: carboxymethylcellulose acts locally and systemic exposure after ocular use is negligible; no effects are expected. Use as the prescriber considers needed.',
    ],
    undesirableEffects: [
      'Eye: transient blurred vision, eye irritation, burning or stinging on instillation, eye redness, itching, foreign-body sensation, eyelid crusting or sticky eyelids.',
      'Rarely: hypersensitivity reactions, including eyelid swelling.',
    ],
    overdose: [
      'Overdose is not expected with ocular use; excess drops may be rinsed from the eye with lukewarm water.',
      'If the contents are swallowed accidentally, no relevant toxicity is expected; give symptomatic care if needed.',
    ],
    revised,
  },

  digestiease: {
    therapeuticClass:
      'Antacid (magnesium hydroxide and dried aluminium hydroxide gel) with an antiflatulent (simethicone).',
    indications: [
      'For use under medical supervision in the short-term symptomatic relief of occasional hyperacidity, heartburn, acid indigestion, flatulence and bloating.',
    ],
    dosage: [
      'Adults: one or two tablets, chewed thoroughly before swallowing, between meals and at bedtime or when symptoms occur, up to four times a day.',
      'Do not swallow the tablet whole. It may be followed by a little water.',
      'Not for more than 2 weeks without medical review; recurrent or persisting symptoms need investigation.',
      'Children below 12 years: not recommended except on medical advice.',
    ],
    contraindications: [
      'Hypersensitivity to any of the active substances or excipients.',
      'Severe renal impairment.',
      'Hypophosphataemia and hypermagnesaemia.',
    ],
    warnings: [
      'Renal impairment: magnesium and aluminium may accumulate (hypermagnesaemia; aluminium toxicity with encephalopathy or osteomalacia). Avoid prolonged use and high doses.',
      'Prolonged use of aluminium hydroxide at high doses, especially with a low-phosphate diet, may cause phosphate depletion, hypercalciuria and osteomalacia.',
      'Aluminium hydroxide may cause constipation, and magnesium hydroxide diarrhoea; use with caution where either would be harmful.',
      'Antacids may mask the symptoms of serious gastrointestinal disease. Investigate alarm features such as unexplained weight loss, difficulty swallowing, persistent vomiting, blood in vomit or black stools, and symptoms that recur often or last more than 2 weeks.',
    ],
    interactions: [
      'Antacids reduce the absorption of many medicines, among them tetracyclines, fluoroquinolones, iron salts, digoxin, levothyroxine, bisphosphonates, ketoconazole and itraconazole, H2-receptor antagonists, chloroquine, penicillamine, integrase inhibitors (such as dolutegravir) and mycophenolate. Take other oral medicines at least 2 hours before or after this product (4 hours after for fluoroquinolones).',
      'Citrates, including effervescent preparations, increase aluminium absorption; avoid together, particularly in renal impairment.',
      'By raising urinary pH, antacids may increase the excretion of salicylates.',
      'Enteric-coated tablets may dissolve early when taken at the same time.',
      'Sodium polystyrene sulfonate: risk of metabolic alkalosis, particularly in renal impairment.',
    ],
    pregnancyAndLactation: [
      'Pregnancy: systemic absorption of aluminium and magnesium from antacids is limited, and antacids are widely used in pregnancy; use the lowest effective dose for the shortest time and avoid high doses and prolonged use.',
      'Lactation: given the limited absorption, short-term use at the recommended dose is not expected to affect the breastfed infant.',
    ],
    undesirableEffects: [
      'Gastrointestinal: diarrhoea or constipation.',
      'With prolonged use or high doses, particularly in renal impairment: hypermagnesaemia, hypophosphataemia, aluminium accumulation.',
      'Hypersensitivity reactions such as pruritus, urticaria and angioedema have been reported.',
    ],
    overdose: [
      'Symptoms: diarrhoea, abdominal pain and vomiting with magnesium; constipation and, rarely, bowel obstruction with aluminium. In renal impairment, hypermagnesaemia (hypotension, drowsiness, muscle weakness, bradycardia) may occur.',
      'Management: symptomatic and supportive care with rehydration; monitor serum magnesium. Intravenous calcium gluconate may be used for severe hypermagnesaemia; dialysis may be needed in renal impairment.',
    ],
    revised,
  },

  'energyboost-b12': {
    therapeuticClass: 'Vitamin B12 in its coenzyme form (methylcobalamin).',
    indications: [
      'For use under medical supervision in adults with vitamin B12 deficiency, or at risk of it from low dietary intake (such as a strict vegetarian or vegan diet), where the prescriber chooses oral methylcobalamin.',
    ],
    dosage: [
      'Adults: one tablet (1500 mcg) daily, or as the prescriber directs, swallowed whole with water.',
      'The prescriber sets the length of the course and any maintenance dose according to the cause of the deficiency and serum B12.',
      'Children: not for children unless prescribed.',
    ],
    contraindications: [
      'Hypersensitivity to methylcobalamin, other cobalamins, cobalt or any of the excipients.',
    ],
    warnings: [
      'Establish the cause of a suspected deficiency before starting. Megaloblastic anaemia needs a diagnosis, including folate status; folic acid alone may mask vitamin B12 deficiency while neurological damage progresses.',
      'Malabsorption (pernicious anaemia, after gastrectomy or ileal resection, ileal disease) may need parenteral vitamin B12, or an oral dose and monitoring the prescriber sets.',
      'Lasting tiredness has many causes; look for other causes where symptoms persist.',
      'Cobalamins should not be used in Leber’s disease (hereditary optic neuropathy) without specialist advice.',
    ],
    interactions: [
      'Absorption of vitamin B12 may be reduced by metformin, proton pump inhibitors, H2-receptor antagonists, colchicine, aminosalicylic acid, neomycin and excessive alcohol.',
      'Chloramphenicol may reduce the haematological response to vitamin B12.',
      'Oral contraceptives may lower serum vitamin B12 levels.',
    ],
    pregnancyAndLactation: [
      'Pregnancy and lactation: vitamin B12 is needed in pregnancy and breastfeeding, and passes into human milk. This dose is above dietary needs; use it in pregnancy and breastfeeding only as the prescriber directs.',
    ],
    undesirableEffects: [
      'Rare: gastrointestinal discomfort, nausea, diarrhoea, loss of appetite.',
      'Rare: rash, itching, acne-like eruptions; hypersensitivity reactions.',
    ],
    overdose: [
      'Vitamin B12 is of low toxicity, and amounts beyond needs are excreted in the urine. No specific measures are needed; give symptomatic care if required.',
    ],
    revised,
  },
};
