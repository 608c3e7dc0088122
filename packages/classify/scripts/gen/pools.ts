/** Vocabulary pools for the synthetic documents: people, organisations, places, medicine, billing codes. */

export const FIRST_NAMES = [
  'Maria', 'Jose', 'Juan', 'Luis', 'Carlos', 'Ana', 'Rosa', 'Guadalupe', 'Francisco', 'Jesus', 'Miguel', 'Sofia',
  'Alejandro', 'Veronica', 'Patricia', 'Linda', 'James', 'Robert', 'Michael', 'David', 'Jennifer', 'Elizabeth',
  'Susan', 'Karen', 'Nancy', 'Lisa', 'Betty', 'Dorothy', 'Sandra', 'Ashley', 'Kimberly', 'Donna', 'Emily', 'Carol',
  'Michelle', 'Amanda', 'Melissa', 'Deborah', 'Stephanie', 'Rebecca', 'Laura', 'Sharon', 'Cynthia', 'Kathleen',
  'Thomas', 'Charles', 'Christopher', 'Daniel', 'Matthew', 'Anthony', 'Mark', 'Donald', 'Steven', 'Paul', 'Andrew',
  'Joshua', 'Kenneth', 'Kevin', 'Brian', 'George', 'Timothy', 'Ronald', 'Edward', 'Jason', 'Jeffrey', 'Ryan',
  'Jacob', 'Gary', 'Nicholas', 'Eric', 'Jonathan', 'Stephen', 'Larry', 'Justin', 'Scott', 'Brandon', 'Benjamin',
  'Samuel', 'Gregory', 'Frank', 'Raymond', 'Alexander', 'Patrick', 'Jack', 'Dennis', 'Jerry', 'Tyler', 'Aaron',
  'Adam', 'Nathan', 'Henry', 'Douglas', 'Zachary', 'Peter', 'Kyle', 'Walter', 'Ethan', 'Jeremy', 'Harold', 'Keith',
  'Christian', 'Roger', 'Noah', 'Gerald', 'Carl', 'Terry', 'Sean', 'Austin', 'Arthur', 'Lawrence', 'Jesse', 'Dylan',
  'Bryan', 'Joe', 'Jordan', 'Billy', 'Bruce', 'Albert', 'Willie', 'Gabriel', 'Logan', 'Alan', 'Wayne', 'Ralph',
  'Roy', 'Eugene', 'Randy', 'Vincent', 'Russell', 'Elijah', 'Louis', 'Bobby', 'Philip', 'Johnny', 'Mei', 'Wei',
  'Hiroshi', 'Yuki', 'Thi', 'Minh', 'Duc', 'Anh', 'Priya', 'Raj', 'Arjun', 'Deepa', 'Fatima', 'Omar', 'Ahmed',
  'Layla', 'Tigist', 'Kwame', 'Olga', 'Ivan', 'Svetlana', 'Armen', 'Ani', 'Narek', 'Marisol', 'Esperanza',
  'Teresa', 'Alma', 'Yolanda', 'Consuelo', 'Rigoberto', 'Ernesto', 'Rafael', 'Arturo', 'Hector', 'Ramon', 'Ignacio',
  'Lupe', 'Leticia', 'Gloria', 'Irma', 'Silvia', 'Norma', 'Blanca', 'Cesar', 'Javier', 'Sergio', 'Oscar', 'Raul',
  'Manuel', 'Ricardo', 'Eduardo', 'Fernando', 'Adriana', 'Claudia', 'Monica', 'Erika', 'Diana', 'Beatriz', 'Noemi',
  'Jasmine', 'Tamika', 'Latoya', 'DeShawn', 'Marcus', 'Andre', 'Terrell', 'Keisha', 'Imani', 'Malik', 'Trinh',
  'Bao', 'Linh', 'Jin', 'Soo', 'Hye', 'Min-jun', 'Tavita', 'Sione', 'Mele', 'Rosalind', 'Gwendolyn', 'Dolores',
];

export const LAST_NAMES = [
  'Garcia', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Perez', 'Sanchez', 'Ramirez', 'Torres',
  'Flores', 'Rivera', 'Gomez', 'Diaz', 'Reyes', 'Morales', 'Cruz', 'Ortiz', 'Gutierrez', 'Chavez', 'Ramos',
  'Ruiz', 'Alvarez', 'Mendoza', 'Castillo', 'Jimenez', 'Moreno', 'Romero', 'Herrera', 'Medina', 'Aguilar',
  'Vargas', 'Castro', 'Guzman', 'Fernandez', 'Munoz', 'Salazar', 'Delgado', 'Soto', 'Contreras', 'Vasquez',
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Thomas',
  'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker',
  'Young', 'Allen', 'King', 'Wright', 'Scott', 'Hill', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Campbell',
  'Mitchell', 'Carter', 'Roberts', 'Phillips', 'Evans', 'Turner', 'Parker', 'Collins', 'Edwards', 'Stewart',
  'Morris', 'Murphy', 'Cook', 'Rogers', 'Morgan', 'Cooper', 'Peterson', 'Reed', 'Bailey', 'Bell', 'Kelly',
  'Howard', 'Ward', 'Cox', 'Richardson', 'Wood', 'Watson', 'Brooks', 'Bennett', 'Gray', 'James', 'Hughes',
  'Price', 'Sanders', 'Myers', 'Long', 'Ross', 'Foster', 'Nguyen', 'Tran', 'Le', 'Pham', 'Hoang', 'Vu', 'Dang',
  'Kim', 'Park', 'Choi', 'Chen', 'Wang', 'Li', 'Zhang', 'Liu', 'Huang', 'Wong', 'Chan', 'Yamamoto', 'Tanaka',
  'Nakamura', 'Patel', 'Shah', 'Singh', 'Kumar', 'Gupta', 'Sharma', 'Khan', 'Ali', 'Hassan', 'Haddad', 'Nasser',
  'Petrosyan', 'Sargsyan', 'Hakobyan', 'Ivanov', 'Petrov', 'Kowalski', 'Novak', 'Schmidt', 'Mueller', 'Weber',
  'Okafor', 'Mensah', 'Tesfaye', 'Abebe', 'Fonoti', 'Tuilagi', 'Santos', 'Oliveira', 'Silva', 'Pereira',
  'Ochoa', 'Ibarra', 'Zamora', 'Cervantes', 'Villanueva', 'Valenzuela', 'Espinoza', 'Sandoval', 'Navarro',
  'Camacho', 'Figueroa', 'Arellano', 'Padilla', 'Velasquez', 'Maldonado', 'Estrada', 'Rios', 'Acosta', 'Lindqvist',
  'Whitaker', 'Kessler', 'Feld', 'Albright', 'Whitfield', 'Stein', 'Kaplan', 'Nishimura', 'Brophy', 'Goldberg',
];

export const COMPANY_STEMS = [
  'Pacific', 'Golden State', 'Sierra', 'Coastal', 'Valley', 'Bay Area', 'Inland Empire', 'Central Valley',
  'Sunset', 'Redwood', 'Mission', 'Harbor', 'Cascade', 'Desert', 'Orange County', 'San Joaquin', 'Tri-County',
  'Summit', 'Pioneer', 'Western', 'Southland', 'Crescent', 'Evergreen', 'Golden Gate', 'Del Mar', 'Riverside',
  'Anaheim', 'Ventura', 'Mojave', 'Sacramento Valley', 'Foothill', 'Lakeside', 'Canyon', 'Oak Park', 'Bayview',
  'Coronado', 'Shasta', 'Tahoe', 'Monterey', 'Santa Clara', 'Kern County', 'High Desert', 'Citrus', 'Vista',
];
export const COMPANY_KINDS = [
  'Distribution Center', 'Logistics', 'Builders', 'Construction', 'Produce', 'Foods', 'Packing', 'Poultry',
  'Hospitality Group', 'Hotel & Resort', 'Care Center', 'Home Health Services', 'Medical Center', 'School District',
  'Transit Authority', 'Landscaping', 'Roofing', 'Plumbing', 'Electric', 'Auto Body', 'Trucking', 'Warehousing',
  'Manufacturing', 'Steel', 'Plastics', 'Farms', 'Dairy', 'Nursery', 'Janitorial Services', 'Security Services',
  'Restaurant Group', 'Market', 'Grocery', 'Apparel', 'Furniture', 'Bakery', 'Beverage', 'Staffing', 'Health System',
  'Unified School District', 'Water District', 'Fire Protection District', 'Recycling', 'Cabinetry', 'Glass',
];
export const COMPANY_SUFFIXES = ['Inc.', 'LLC', 'Corp.', 'Co.', '', '', 'L.P.', 'Company', 'Incorporated'];
export const PUBLIC_EMPLOYERS = [
  'County of Los Angeles', 'City of Fresno', 'County of Riverside', 'City of Oakland', 'State of California, CDCR',
  'County of San Bernardino', 'City of San Diego', 'Los Angeles Unified School District', 'County of Kern',
  'City of Sacramento', 'County of Orange', 'City of Long Beach', 'Caltrans', 'County of Santa Clara',
];

export const INSURERS = [
  'State Compensation Insurance Fund', 'Zenith Insurance Company', 'Republic Indemnity Company of America',
  'ICW Group', 'Employers Compensation Insurance Co.', 'Travelers Property Casualty Company of America',
  'Liberty Mutual Insurance', 'The Hartford', 'AmTrust North America', 'Berkshire Hathaway Homestate Companies',
  'Everest National Insurance', 'Preferred Employers Insurance', 'CompWest Insurance Company', 'Tokio Marine',
  'Chubb', 'Zurich American Insurance Company', 'Great American Insurance', 'Old Republic Insurance Company',
  'Sentry Insurance', 'Markel Insurance', 'Pacific Compensation Insurance Company', 'Star Insurance Company',
];
export const TPAS = [
  'Sedgwick Claims Management Services', 'Gallagher Bassett Services, Inc.', 'Intercare Holdings Insurance Services',
  'CorVel Corporation', 'Tristar Risk Management', 'AdminSure', 'Athens Administrators', 'Keenan & Associates',
  'York Risk Services Group', 'Acclamation Insurance Management Services', 'CannonCochran Management Services',
  'LWP Claims Solutions', 'Helmsman Management Services', 'ESIS, Inc.', 'PRISM Claims Administration',
];
export const LAW_FIRM_PARTS = [
  'Alvarado', 'Bernstein', 'Castro', 'Dominguez', 'Ellison', 'Fairbanks', 'Greer', 'Hollister', 'Ishikawa',
  'Jacobsen', 'Kowalczyk', 'Lindqvist', 'Marquez', 'Nakagawa', 'Oberman', 'Prescott', 'Quintero', 'Rosenthal',
  'Salcedo', 'Thornton', 'Underwood', 'Valdivia', 'Weinstein', 'Yarborough', 'Zeller', 'Ashford', 'Brennan',
  'Calderon', 'Dunleavy', 'Escobar', 'Friedman', 'Galloway', 'Hendricks', 'Iverson', 'Kaufman', 'Levinson',
];
export const LAW_FIRM_SUFFIXES = ['LLP', 'APC', 'A Law Corporation', 'A Professional Corporation', 'LLP', 'PC', 'Attorneys at Law'];
export const FIRM_TEMPLATES = [
  'Law Offices of {A}', '{A} & {B}, {S}', '{A}, {B} & {C} {S}', '{A} Law Group', '{A} & {B}', 'The {A} Law Firm',
  '{A} Injury Law, {S}', 'Workers Rights Law Group', 'Injured Workers Legal Center', '{A} & Associates',
];

export const DISTRICT_OFFICES: Array<[string, string]> = [
  ['Anaheim', '1065 North PacifiCenter Drive, Suite 170, Anaheim, CA 92806'],
  ['Bakersfield', '1800 30th Street, Suite 100, Bakersfield, CA 93301'],
  ['Eureka', '100 H Street, Suite 202, Eureka, CA 95501'],
  ['Fresno', '2550 Mariposa Mall, Room 4078, Fresno, CA 93721'],
  ['Goleta', '6755 Hollister Avenue, Suite 100, Goleta, CA 93117'],
  ['Long Beach', '300 Oceangate Street, Suite 200, Long Beach, CA 90802'],
  ['Los Angeles', '320 West 4th Street, 9th Floor, Los Angeles, CA 90013'],
  ['Marina del Rey', '4720 Lincoln Boulevard, 2nd Floor, Marina del Rey, CA 90292'],
  ['Oakland', '1515 Clay Street, 6th Floor, Oakland, CA 94612'],
  ['Oxnard', '1901 North Rice Avenue, Suite 200, Oxnard, CA 93030'],
  ['Pomona', '732 Corporate Center Drive, Pomona, CA 91768'],
  ['Redding', '250 Hemsted Drive, 2nd Floor, Suite B, Redding, CA 96002'],
  ['Riverside', '3737 Main Street, Suite 300, Riverside, CA 92501'],
  ['Sacramento', '160 Promenade Circle, Suite 300, Sacramento, CA 95834'],
  ['Salinas', '1880 North Main Street, Suite 100, Salinas, CA 93906'],
  ['San Bernardino', '464 West 4th Street, Suite 239, San Bernardino, CA 92401'],
  ['San Diego', '7575 Metropolitan Drive, Suite 202, San Diego, CA 92108'],
  ['San Francisco', '455 Golden Gate Avenue, 2nd Floor, San Francisco, CA 94102'],
  ['San Jose', '100 Paseo de San Antonio, Room 241, San Jose, CA 95113'],
  ['San Luis Obispo', '4740 Allene Way, Suite 100, San Luis Obispo, CA 93401'],
  ['Santa Ana', '2 MacArthur Place, 3rd Floor, Santa Ana, CA 92707'],
  ['Santa Rosa', '50 D Street, Room 420, Santa Rosa, CA 95404'],
  ['Stockton', '31 East Channel Street, Room 344, Stockton, CA 95202'],
  ['Van Nuys', '6150 Van Nuys Boulevard, Van Nuys, CA 91401'],
];

export const CITIES = [
  'Los Angeles', 'San Diego', 'San Jose', 'San Francisco', 'Fresno', 'Sacramento', 'Long Beach', 'Oakland',
  'Bakersfield', 'Anaheim', 'Santa Ana', 'Riverside', 'Stockton', 'Irvine', 'Chula Vista', 'Fremont', 'Modesto',
  'Fontana', 'Oxnard', 'Moreno Valley', 'Glendale', 'Huntington Beach', 'Santa Clarita', 'Garden Grove',
  'Oceanside', 'Rancho Cucamonga', 'Ontario', 'Corona', 'Lancaster', 'Palmdale', 'Salinas', 'Pomona', 'Hayward',
  'Escondido', 'Torrance', 'Pasadena', 'Orange', 'Fullerton', 'Visalia', 'Thousand Oaks', 'El Monte', 'Downey',
  'Van Nuys', 'Pacoima', 'Encino', 'Sherman Oaks', 'Whittier', 'Norwalk', 'Compton', 'Inglewood', 'Carson',
  'Santa Rosa', 'Vallejo', 'Concord', 'Merced', 'Redding', 'Chico', 'Eureka', 'Santa Maria', 'San Bernardino',
];
export const STREETS = [
  'Main Street', 'Elm Street', 'Oak Avenue', 'Wilshire Boulevard', 'Ventura Boulevard', 'Sunset Boulevard',
  'Industrial Parkway', 'Commerce Drive', 'Medical Center Drive', 'Broadway', 'First Street', 'Harbor Boulevard',
  'Brand Boulevard', 'Colorado Boulevard', 'Grand Avenue', 'Figueroa Street', 'Mission Road', 'El Camino Real',
  'Shaw Avenue', 'Blackstone Avenue', 'Truxtun Avenue', 'University Avenue', 'Park Place', 'Corporate Center Drive',
  'Lakeshore Drive', 'Canyon Road', 'Pine Street', 'Maple Avenue', 'Washington Boulevard', 'Lincoln Avenue',
];

export const OCCUPATIONS = [
  'warehouse associate', 'forklift operator', 'truck driver', 'delivery driver', 'certified nursing assistant',
  'home health aide', 'registered nurse', 'licensed vocational nurse', 'janitor', 'housekeeper', 'line cook',
  'dishwasher', 'server', 'cashier', 'stocker', 'retail sales associate', 'security officer', 'carpenter',
  'laborer', 'electrician', 'plumber', 'roofer', 'landscaper', 'farm worker', 'packer', 'machine operator',
  'welder', 'mechanic', 'bus operator', 'teacher', 'teacher aide', 'police officer', 'firefighter',
  'correctional officer', 'office assistant', 'medical assistant', 'caregiver', 'painter', 'sheet metal worker',
  'meat cutter', 'baker', 'production worker', 'assembler', 'customer service representative', 'dental assistant',
];
export const BODY_PARTS = [
  'lumbar spine', 'cervical spine', 'thoracic spine', 'right shoulder', 'left shoulder', 'bilateral shoulders',
  'right knee', 'left knee', 'bilateral knees', 'right wrist', 'left wrist', 'bilateral wrists and hands',
  'right elbow', 'left elbow', 'right ankle', 'left ankle', 'right hip', 'left hip', 'head', 'neck', 'psyche',
  'internal (hypertension)', 'sleep', 'right hand', 'left hand', 'right foot', 'left foot', 'low back',
];
export const DIAGNOSES: Array<[string, string]> = [
  ['M54.50', 'Low back pain, unspecified'], ['M51.26', 'Other intervertebral disc displacement, lumbar region'],
  ['S39.012A', 'Strain of muscle, fascia and tendon of lower back'], ['M54.2', 'Cervicalgia'],
  ['S13.4XXA', 'Sprain of ligaments of cervical spine'], ['M75.101', 'Unspecified rotator cuff tear, right shoulder'],
  ['M75.41', 'Impingement syndrome of right shoulder'], ['S83.242A', 'Other tear of medial meniscus, left knee'],
  ['M17.11', 'Unilateral primary osteoarthritis, right knee'], ['G56.01', 'Carpal tunnel syndrome, right upper limb'],
  ['G56.03', 'Carpal tunnel syndrome, bilateral upper limbs'], ['M77.11', 'Lateral epicondylitis, right elbow'],
  ['S93.401A', 'Sprain of unspecified ligament of right ankle'], ['F43.23', 'Adjustment disorder with mixed anxiety and depressed mood'],
  ['F32.1', 'Major depressive disorder, single episode, moderate'], ['G47.00', 'Insomnia, unspecified'],
  ['I10', 'Essential hypertension'], ['M25.551', 'Pain in right hip'], ['M65.331', 'Trigger finger, right middle finger'],
  ['S62.101A', 'Fracture of unspecified carpal bone, right wrist'], ['M47.816', 'Spondylosis without myelopathy, lumbar region'],
  ['M54.16', 'Radiculopathy, lumbar region'], ['M50.20', 'Other cervical disc displacement'], ['R51.9', 'Headache, unspecified'],
  ['F41.1', 'Generalized anxiety disorder'], ['S46.011A', 'Strain of rotator cuff of right shoulder'],
];
export const PROCEDURES: Array<[string, string, number]> = [
  ['99203', 'New patient office visit, low complexity', 185.0], ['99204', 'New patient office visit, moderate complexity', 268.5],
  ['99213', 'Established patient visit', 112.44], ['99214', 'Established patient visit, moderate', 165.2],
  ['97110', 'Therapeutic exercise, each 15 min', 42.1], ['97140', 'Manual therapy, each 15 min', 39.75],
  ['97014', 'Electrical stimulation, unattended', 18.8], ['97035', 'Ultrasound therapy, each 15 min', 17.25],
  ['97530', 'Therapeutic activities, each 15 min', 44.6], ['97161', 'PT evaluation, low complexity', 101.3],
  ['72148', 'MRI lumbar spine w/o contrast', 684.0], ['72141', 'MRI cervical spine w/o contrast', 690.0],
  ['73721', 'MRI lower extremity joint w/o contrast', 712.0], ['73221', 'MRI upper extremity joint w/o contrast', 705.0],
  ['20610', 'Arthrocentesis, major joint', 121.35], ['64483', 'Transforaminal epidural injection, lumbar', 455.0],
  ['J1030', 'Methylprednisolone acetate 40 mg', 14.6], ['J3301', 'Triamcinolone acetonide 10 mg', 9.8],
  ['95886', 'Needle EMG, each extremity', 198.0], ['95913', 'Nerve conduction studies, 13 or more', 310.0],
  ['ML104', 'Complex comprehensive med-legal evaluation', 2600.0], ['ML102', 'Basic comprehensive med-legal evaluation', 2015.0],
  ['ML106', 'Supplemental med-legal evaluation', 250.0], ['WC002', 'Copy of medical records', 25.0],
  ['98941', 'Chiropractic manipulative treatment, 3-4 regions', 58.9], ['97810', 'Acupuncture, initial 15 min', 52.0],
  ['29881', 'Arthroscopy, knee, with meniscectomy', 1450.0], ['29827', 'Arthroscopy, shoulder, rotator cuff repair', 2120.0],
  ['99080', 'Special reports (PR-2)', 30.0], ['A4556', 'Electrodes, per pair', 6.5], ['E0730', 'TENS unit', 95.0],
];
export const MEDICATIONS = [
  'ibuprofen 800 mg', 'naproxen 550 mg', 'cyclobenzaprine 10 mg', 'tramadol 50 mg', 'gabapentin 300 mg',
  'meloxicam 15 mg', 'diclofenac gel 1%', 'lidocaine 5% patch', 'omeprazole 20 mg', 'duloxetine 30 mg',
  'sertraline 50 mg', 'trazodone 50 mg', 'tizanidine 4 mg', 'acetaminophen 500 mg', 'celecoxib 200 mg',
];
export const SPECIALTIES = [
  'orthopaedic surgery', 'internal medicine', 'psychology', 'psychiatry', 'physical medicine and rehabilitation',
  'neurology', 'chiropractic', 'pain medicine', 'hand surgery', 'occupational medicine', 'podiatry', 'spine surgery',
];
export const CLINIC_WORDS = [
  'Orthopedic & Spine Center', 'Occupational Medical Group', 'Physical Medicine & Rehabilitation',
  'Industrial Medical Clinic', 'Pain Management Associates', 'Medical Group', 'Sports Medicine Institute',
  'Spine & Joint Specialists', 'Occupational Health Center', 'Psychological Services', 'Chiropractic & Wellness',
  'Imaging Center', 'Surgery Center', 'Hand & Upper Extremity Center', 'Neurology Associates',
];
export const DEGREES = ['M.D.', 'D.O.', 'D.C.', 'Ph.D.', 'Psy.D.', 'M.D., F.A.A.O.S.', 'M.D., QME'];
export const JUDGE_FIRST = ['Angela', 'Steven', 'Robert', 'Linda', 'Gregory', 'Patricia', 'Mark', 'Sylvia', 'Howard', 'Diane', 'Keith', 'Margaret'];
export const PROCEEDINGS = [
  'Mandatory Settlement Conference', 'Status Conference', 'Priority Conference', 'Lien Conference', 'Trial',
  'Expedited Hearing', 'Rating MSC', 'Lien Trial',
];
export const COPY_SERVICES = [
  'Western Copy Services', 'Pacific Record Retrieval', 'Golden State Legal Support', 'Precision Records Inc.',
  'Metro Subpoena Services', 'Accurate Document Services', 'Citywide Copy & Subpoena', 'Record Express LLC',
];
export const RECORD_HOLDERS = [
  'Kaiser Permanente', 'Walgreens Pharmacy #{N}', 'CVS Pharmacy #{N}', 'U.S. HealthWorks', 'Concentra Medical Centers',
  'Cedars-Sinai Medical Center', 'Providence St. Joseph Hospital', 'Dignity Health', 'Sutter Health',
  'Employment Development Department', 'Social Security Administration', 'RadNet Imaging', 'Rite Aid #{N}',
  'Community Regional Medical Center', 'UCLA Health', 'Scripps Health', 'Sharp Rees-Stealy Medical Group',
  'Los Angeles County Department of Health Services', 'Anthem Blue Cross', 'Blue Shield of California',
];
