/**
 * Vocabulary pools for the synthetic documents: people, organisations, places, medicine, billing codes.
 * Written for the generator (invented organisations, names drawn from common given and family names of many
 * origins); nothing here is taken from the dev corpus, whose people and firms must stay unseen.
 */

export const FIRST_NAMES = [
  'Abel', 'Adaeze', 'Agnieszka', 'Aiko', 'Alonso', 'Amara', 'Anders', 'Angelica', 'Anjali', 'Arash', 'Ariana',
  'Aurelio', 'Beatrix', 'Benedict', 'Bich', 'Bogdan', 'Bronwyn', 'Calvin', 'Camila', 'Candace', 'Cedric', 'Chidi',
  'Cosmin', 'Dalia', 'Damon', 'Darnell', 'Delfina', 'Desmond', 'Dmitri', 'Ebony', 'Efrain', 'Eleni', 'Elias',
  'Emeka', 'Enrique', 'Esmeralda', 'Eun-ji', 'Farah', 'Felipe', 'Fiona', 'Florencia', 'Gideon', 'Giovanna',
  'Graciela', 'Gunnar', 'Habib', 'Hana', 'Hortensia', 'Idris', 'Ines', 'Isidro', 'Jamal', 'Jaroslav', 'Jolene',
  'Josefina', 'Kai', 'Kalani', 'Karim', 'Katya', 'Kofi', 'Lamar', 'Leandro', 'Leilani', 'Lorenzo', 'Lucinda',
  'Macario', 'Magdalena', 'Malia', 'Marcelo', 'Marguerite', 'Mateo', 'Mirela', 'Nadia', 'Nasrin', 'Nestor',
  'Nikhil', 'Noelani', 'Obinna', 'Octavio', 'Odalys', 'Orlando', 'Pilar', 'Porfirio', 'Quentin', 'Radu',
  'Reginald', 'Renata', 'Rocio', 'Rosendo', 'Ruth', 'Salvador', 'Samira', 'Saul', 'Selena', 'Sunil', 'Tamara',
  'Tariq', 'Teodoro', 'Thanh', 'Ulises', 'Valentina', 'Vikram', 'Wendell', 'Ximena', 'Yadira', 'Yusuf', 'Zainab',
  'Zoltan', 'Bernadette', 'Clifford', 'Dorian', 'Estela', 'Fausto', 'Griselda', 'Horace', 'Ingrid', 'Jovita',
];

/** Given names read as female (pronouns in the generated narrative). */
export const FEMALE_NAMES = new Set([
  'Adaeze', 'Agnieszka', 'Aiko', 'Amara', 'Angelica', 'Anjali', 'Ariana', 'Beatrix', 'Bich', 'Bronwyn', 'Camila',
  'Candace', 'Dalia', 'Delfina', 'Ebony', 'Eleni', 'Esmeralda', 'Eun-ji', 'Farah', 'Fiona', 'Florencia', 'Giovanna',
  'Graciela', 'Hana', 'Hortensia', 'Ines', 'Jolene', 'Josefina', 'Kalani', 'Katya', 'Leilani', 'Lucinda',
  'Magdalena', 'Malia', 'Marguerite', 'Mirela', 'Nadia', 'Nasrin', 'Noelani', 'Odalys', 'Pilar', 'Renata', 'Rocio',
  'Ruth', 'Samira', 'Selena', 'Tamara', 'Valentina', 'Ximena', 'Yadira', 'Zainab', 'Bernadette', 'Estela',
  'Griselda', 'Ingrid', 'Jovita',
]);

export const LAST_NAMES = [
  'Abernathy', 'Achebe', 'Alcantar', 'Amundsen', 'Arguello', 'Babcock', 'Balogun', 'Barraza', 'Becerra', 'Bjornstad',
  'Bocanegra', 'Brandt', 'Bustamante', 'Cabrales', 'Carvajal', 'Castaneda', 'Chaudhry', 'Ciobanu', 'Corrigan',
  'Dabrowski', 'Delacroix', 'Dimitrov', 'Duarte', 'Eberhardt', 'Echeverria', 'Esparza', 'Fairweather', 'Fajardo',
  'Fitzgerald', 'Fuentes', 'Galvan', 'Gallardo', 'Goldstein', 'Grijalva', 'Hakimi', 'Halvorsen', 'Hinojosa',
  'Holloway', 'Huerta', 'Iwasaki', 'Jablonski', 'Jaramillo', 'Kapoor', 'Kovacs', 'Kwon', 'Lachance', 'Landeros',
  'Larkin', 'Ledesma', 'Loera', 'Lozano', 'MacAllister', 'Madrigal', 'Mahmoud', 'Marroquin', 'Mbeki', 'McCready',
  'Mejia', 'Montoya', 'Mukherjee', 'Nakashima', 'Nwosu', 'Obregon', 'Okonkwo', 'Olmedo', 'Ostrowski', 'Pacheco',
  'Palacios', 'Quesada', 'Quiroz', 'Rasmussen', 'Renteria', 'Rinaldi', 'Saavedra', 'Sakamoto', 'Santoyo',
  'Schroeder', 'Serrano', 'Sepulveda', 'Szabo', 'Tafoya', 'Takahashi', 'Tejeda', 'Thibodeaux', 'Trujillo',
  'Uribe', 'Valadez', 'Vanderberg', 'Villalobos', 'Vo', 'Wojcik', 'Xiong', 'Yanez', 'Yilmaz', 'Zapata', 'Zuniga',
  'Ambrose', 'Bancroft', 'Coleridge', 'Dempsey', 'Ellsworth', 'Fenwick', 'Gallagher', 'Hargrove', 'Kingsley',
];

export const COMPANY_STEMS = [
  'Arroyo', 'Bluewater', 'Cypress Ridge', 'Driftwood', 'Eastgate', 'Fairhaven', 'Granite Peak', 'Highline',
  'Ironwood', 'Juniper', 'Kestrel', 'Larkspur', 'Meridian', 'Northstar', 'Oakhurst', 'Palisade', 'Quarry Lane',
  'Rio Bravo', 'Saddleback', 'Tamarack', 'Upland', 'Verdant', 'Willow Creek', 'Yucca Valley', 'Zephyr',
  'Alder', 'Bristlecone', 'Copperline', 'Dunmore', 'Elmhurst', 'Foxglove', 'Golden Poppy', 'Harborview',
];
export const COMPANY_KINDS = [
  'Freight', 'Fulfillment', 'Contractors', 'Builders Supply', 'Growers', 'Canning', 'Meat Packing', 'Hotels',
  'Senior Living', 'Home Care', 'Hospital', 'Charter School', 'Bus Lines', 'Tree Service', 'Roofing', 'Mechanical',
  'Electric', 'Collision Center', 'Transport', 'Storage', 'Fabrication', 'Metal Works', 'Molding', 'Vineyards',
  'Creamery', 'Greenhouses', 'Building Maintenance', 'Patrol Services', 'Cafes', 'Supermarkets', 'Textiles',
  'Woodworks', 'Beverage Co-Packers', 'Temp Agency', 'Clinics', 'Recycling', 'Glass & Mirror', 'Bakeries',
];
export const COMPANY_SUFFIXES = ['Inc.', 'LLC', 'Corp.', 'Co.', '', '', 'LP', 'Company', 'Incorporated', 'Ltd.'];
export const PUBLIC_EMPLOYERS = [
  'City of Larkspur Heights', 'County of Tamarack', 'Meridian Valley Unified School District', 'Eastgate Transit District',
  'City of Rio Bravo', 'Fairhaven Community College District', 'Saddleback Water Agency', 'County of Ironwood',
];

export const INSURERS = [
  'Granite Mutual Casualty Company', 'Pacific Crest Indemnity', 'Sequoia Workers Insurance Exchange',
  'Lodestar Casualty Insurance Co.', 'Harborline Assurance Company', 'Bellwether Indemnity Corporation',
  'Cinder Cone Insurance Company', 'Mariposa Employers Mutual', 'Alta Vista Casualty', 'Steadfast Commercial Insurance',
  'Continental Divide Indemnity', 'Golden Bear Mutual', 'Redtail Insurance Company', 'Coastline Casualty Group',
];
export const TPAS = [
  'Keystone Claims Services', 'Brightpath Risk Administrators', 'Summit Ridge Claims Management',
  'Anchorpoint Administrators, Inc.', 'TrueNorth Claims Solutions', 'Clearwater Risk Services',
  'Pinnacle Adjusting Group', 'Solano Claims Administration', 'Lighthouse Risk Management',
];
export const LAW_FIRM_PARTS = [
  'Abernathy', 'Beaumont', 'Cordova', 'Drummond', 'Estrada-Vance', 'Finley', 'Garroway', 'Hastings', 'Imbert',
  'Jennings', 'Kellerman', 'Lowenstein', 'Mancuso', 'Norwood', 'Okada', 'Pemberton', 'Quarles', 'Ridgeway',
  'Santangelo', 'Tolliver', 'Urquhart', 'Vance', 'Whitcombe', 'Yoshida', 'Zamarripa', 'Aldana', 'Birch',
];
export const LAW_FIRM_SUFFIXES = ['LLP', 'APC', 'A Law Corporation', 'A Professional Law Corporation', 'PC', 'Attorneys at Law', 'LLP'];
export const FIRM_TEMPLATES = [
  'Law Office of {A}', '{A} & {B}, {S}', '{A}, {B} & {C}', '{A} Legal Group', '{A} {B} {S}', '{A} Law, {S}',
  'Injured Workers Advocates of {A} County', '{A} Workers Defense Group', '{A} & Partners', 'Offices of {A} and {B}',
];

/** District offices by city only; street addresses are invented where a document prints one. */
export const DISTRICT_OFFICES: Array<[string, string]> = [
  'Anaheim', 'Bakersfield', 'Eureka', 'Fresno', 'Goleta', 'Long Beach', 'Los Angeles', 'Marina del Rey', 'Oakland',
  'Oxnard', 'Pomona', 'Redding', 'Riverside', 'Sacramento', 'Salinas', 'San Bernardino', 'San Diego',
  'San Francisco', 'San Jose', 'San Luis Obispo', 'Santa Ana', 'Santa Rosa', 'Stockton', 'Van Nuys',
].map((city, i): [string, string] => [city, `${200 + i * 37} ${['Civic Plaza', 'Court Street', 'Government Way', 'State Center Drive'][i % 4]}, ${city}, CA`]);

export const CITIES = [
  'Los Angeles', 'San Diego', 'San Jose', 'San Francisco', 'Fresno', 'Sacramento', 'Long Beach', 'Oakland',
  'Bakersfield', 'Anaheim', 'Riverside', 'Stockton', 'Irvine', 'Modesto', 'Fontana', 'Oxnard', 'Glendale',
  'Ontario', 'Corona', 'Lancaster', 'Salinas', 'Pomona', 'Hayward', 'Escondido', 'Torrance', 'Pasadena', 'Visalia',
  'Downey', 'Whittier', 'Santa Rosa', 'Vallejo', 'Merced', 'Redding', 'Chico', 'Madera', 'Hanford', 'Tulare',
  'Indio', 'Hemet', 'Yuba City', 'Lodi', 'Turlock', 'Watsonville', 'Gilroy', 'Petaluma', 'Napa', 'Delano',
];
export const STREETS = [
  'Acacia Lane', 'Bayberry Court', 'Cedar Hollow Road', 'Dover Street', 'Eucalyptus Avenue', 'Fig Tree Way',
  'Garnet Street', 'Hawthorne Plaza', 'Industrial Loop', 'Jacaranda Drive', 'Keller Road', 'Laurel Canyon Way',
  'Magnolia Parkway', 'Nectarine Street', 'Olive Grove Road', 'Poplar Boulevard', 'Quail Run', 'Rosewood Avenue',
  'Sycamore Center Drive', 'Tulip Court', 'Union Pacific Way', 'Vineyard Avenue', 'Walnut Crossing', 'Yosemite Street',
];

export const OCCUPATIONS = [
  'order picker', 'reach truck driver', 'route driver', 'nurse aide', 'caregiver', 'hospital orderly', 'custodian',
  'room attendant', 'prep cook', 'busser', 'barista', 'checker', 'merchandiser', 'store clerk', 'patrol guard',
  'framer', 'concrete finisher', 'apprentice electrician', 'pipefitter', 'roofer', 'gardener', 'field packer',
  'press operator', 'welder', 'diesel mechanic', 'transit operator', 'special education aide', 'deputy sheriff',
  'fire engineer', 'records clerk', 'phlebotomist', 'drywall installer', 'butcher', 'assembler', 'call center agent',
];
export const BODY_PARTS = [
  'lower back', 'neck', 'upper back', 'right shoulder', 'left shoulder', 'both shoulders', 'right knee', 'left knee',
  'both knees', 'right wrist', 'left wrist', 'both hands', 'right elbow', 'left elbow', 'right ankle', 'left ankle',
  'right hip', 'left hip', 'head', 'psyche', 'hearing', 'heart', 'right hand', 'left hand', 'right foot', 'left foot',
  'lumbar spine', 'cervical spine', 'thumb', 'eyes',
];
export const DIAGNOSES: Array<[string, string]> = [
  ['M54.50', 'Low back pain'], ['M51.26', 'Lumbar disc displacement'], ['S39.012A', 'Lumbar strain, initial'],
  ['M54.2', 'Neck pain'], ['S13.4XXA', 'Cervical sprain, initial'], ['M75.101', 'Right rotator cuff tear'],
  ['M75.41', 'Right shoulder impingement'], ['S83.242A', 'Medial meniscus tear, left knee'], ['M17.11', 'Right knee arthritis'],
  ['G56.01', 'Right carpal tunnel syndrome'], ['G56.03', 'Carpal tunnel, both sides'], ['M77.11', 'Tennis elbow, right'],
  ['S93.401A', 'Right ankle sprain'], ['F43.23', 'Adjustment disorder'], ['F32.1', 'Depressive episode, moderate'],
  ['G47.00', 'Insomnia'], ['I10', 'Hypertension'], ['M25.551', 'Right hip pain'], ['M65.331', 'Trigger finger'],
  ['M47.816', 'Lumbar spondylosis'], ['M54.16', 'Lumbar radiculopathy'], ['M50.20', 'Cervical disc displacement'],
  ['R51.9', 'Headache'], ['F41.1', 'Anxiety disorder'], ['H90.3', 'Sensorineural hearing loss, bilateral'],
  ['I25.10', 'Coronary artery disease'], ['E11.9', 'Type 2 diabetes'], ['J45.909', 'Asthma'], ['R07.9', 'Chest pain'],
];
export const PROCEDURES: Array<[string, string, number]> = [
  ['99203', 'Office visit, new patient', 171.0], ['99204', 'Office visit, new patient, moderate', 254.5],
  ['99213', 'Office visit, established', 104.1], ['99214', 'Office visit, established, moderate', 158.2],
  ['97110', 'Exercise therapy', 39.2], ['97140', 'Manual therapy techniques', 36.75], ['97014', 'E-stim unattended', 16.8],
  ['97035', 'Ultrasound', 15.25], ['97530', 'Functional activities', 41.6], ['97161', 'Therapy evaluation', 96.3],
  ['72148', 'MRI L-spine without contrast', 612.0], ['72141', 'MRI C-spine without contrast', 640.0],
  ['73721', 'MRI knee without contrast', 655.0], ['93306', 'Echocardiogram, complete with Doppler', 488.0],
  ['20610', 'Joint injection, major joint', 118.35], ['64483', 'Epidural injection, lumbar', 430.0],
  ['J1030', 'Methylprednisolone 40 mg', 12.6], ['95886', 'Needle EMG', 181.0], ['95913', 'Nerve conduction study', 296.0],
  ['ML104', 'Med-legal evaluation, complex', 2550.0], ['ML106', 'Med-legal supplemental', 240.0],
  ['98941', 'Spinal manipulation', 54.9], ['97810', 'Acupuncture', 49.0], ['29881', 'Knee arthroscopy', 1390.0],
  ['80053', 'Comprehensive metabolic panel', 38.0], ['85025', 'Complete blood count', 21.0], ['71046', 'Chest x-ray, 2 views', 64.0],
  ['E0730', 'TENS device', 88.0], ['A4556', 'Electrode pads', 5.5],
];
export const MEDICATIONS = [
  'ibuprofen 600 mg', 'naproxen sodium 500 mg', 'methocarbamol 750 mg', 'tramadol 50 mg', 'gabapentin 100 mg',
  'meloxicam 7.5 mg', 'topical diclofenac', 'lidocaine patch', 'pantoprazole 40 mg', 'duloxetine 60 mg',
  'escitalopram 10 mg', 'zolpidem 5 mg', 'baclofen 10 mg', 'acetaminophen 650 mg', 'lisinopril 10 mg',
];
export const SPECIALTIES = [
  'orthopedics', 'internal medicine', 'psychology', 'psychiatry', 'physiatry', 'neurology', 'chiropractic',
  'pain management', 'hand surgery', 'occupational medicine', 'podiatry', 'cardiology', 'otolaryngology',
];
export const CLINIC_WORDS = [
  'Bone & Joint Clinic', 'Occupational Health Partners', 'Rehabilitation Medicine', 'Work Injury Clinic',
  'Interventional Pain Center', 'Physicians Group', 'Sports & Spine', 'Musculoskeletal Institute',
  'Behavioral Health', 'Family Chiropractic', 'Diagnostic Imaging', 'Cardiology Associates', 'Hand Center',
  'Neurodiagnostics', 'Urgent Care',
];
export const DEGREES = ['M.D.', 'D.O.', 'D.C.', 'Ph.D.', 'Psy.D.', 'M.D., F.A.C.S.', 'M.D., Q.M.E.'];
export const JUDGE_FIRST = ['Cornelia', 'Terrence', 'Ysabel', 'Malcolm', 'Odette', 'Rupert', 'Lourdes', 'Vernon', 'Priscilla', 'Emmett', 'Harriet', 'Ignatius'];
export const PROCEEDINGS = [
  'Mandatory Settlement Conference', 'Status Conference', 'Priority Conference', 'Lien Conference', 'Trial',
  'Expedited Hearing', 'Rating MSC', 'Lien Trial',
];
export const COPY_SERVICES = [
  'Sunrise Record Retrieval', 'Velocity Legal Copies', 'Ledger Point Subpoena Service', 'ClearCopy Records Inc.',
  'Archway Document Services', 'Paperchase Legal Support',
];
export const RECORD_HOLDERS = [
  'Harborview Community Hospital', 'Willow Creek Pharmacy #{N}', 'Northstar Urgent Care', 'Meridian Imaging Center',
  'Cypress Ridge Medical Group', 'Employment Development Department', 'Driftwood Family Practice',
  'Eastgate Physical Therapy', 'Bluewater Health Plan', 'Oakhurst Regional Medical Center',
];
