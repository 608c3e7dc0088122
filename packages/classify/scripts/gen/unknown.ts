/**
 * unknown: text from outside the workers' compensation domain. Deliberately includes text that shares surface
 * structure with the domain (letters with "Dear"/"Sincerely", numbered steps, tables with prices, meeting minutes
 * with motions, leases and policies), so that structure alone never decides a WCAB type.
 */
import { fmtDate, date, person, phone, address, money, company } from './context';
import { newPage, paginate } from './layout';
import { CITIES, FIRST_NAMES } from './pools';
import type { Template } from './types';
import { OUTSIDE } from './kinds/outside';

const ADJ = [
  'Easy',
  'Classic',
  'Spicy',
  'Creamy',
  'Lemon',
  'Garlic',
  'Smoky',
  'Honey',
  'Crispy',
  'Hearty',
  'Weeknight',
  'One-Pan',
  'Slow Cooker',
  "Grandma's",
  'Vegan',
  'Summer',
  'Roasted',
];
const PROTEIN = ['Chicken', 'Beef', 'Shrimp', 'Salmon', 'Tofu', 'Pork', 'Lentil', 'Black Bean', 'Turkey', 'Mushroom', 'Chickpea', 'Vegetable'];
const DISH = [
  'Tacos',
  'Soup',
  'Stew',
  'Chili',
  'Casserole',
  'Stir-Fry',
  'Curry',
  'Pasta',
  'Salad',
  'Enchiladas',
  'Risotto',
  'Skillet',
  'Bowls',
  'Pot Pie',
  'Fried Rice',
];
const INGREDIENTS = [
  'olive oil',
  'yellow onion, diced',
  'cloves garlic, minced',
  'chicken broth',
  'canned tomatoes',
  'ground cumin',
  'smoked paprika',
  'kosher salt',
  'black pepper',
  'fresh cilantro',
  'lime juice',
  'shredded cheddar',
  'heavy cream',
  'butter',
  'all-purpose flour',
  'brown sugar',
  'soy sauce',
  'sesame oil',
  'green onions',
  'jasmine rice',
  'frozen peas',
  'carrots, sliced',
  'celery stalks',
  'bay leaves',
  'dried oregano',
  'parmesan',
  'baby spinach',
  'red bell pepper',
  'coconut milk',
  'fresh ginger',
];
const UNITS = ['1 cup', '2 cups', '1/2 cup', '1 tbsp', '2 tbsp', '1 tsp', '1/2 tsp', '3', '2', '1 can (15 oz)', '1 lb', '8 oz', 'a pinch of'];
const STEPS = [
  'Preheat the oven to {T} degrees F and lightly grease a baking dish.',
  'Heat the oil in a large skillet over medium-high heat.',
  'Add the onion and cook until soft, about 5 minutes, stirring occasionally.',
  'Stir in the garlic and spices and cook for 1 minute until fragrant.',
  'Add the broth and tomatoes, bring to a boil, then reduce to a simmer.',
  'Let it bubble gently, lid on, until the meat falls apart, two hours or so.',
  'Whisk the flour into the melted butter and cook for 2 minutes.',
  'Season to taste with salt and pepper.',
  'Remove from heat and let rest for 10 minutes before serving.',
  'Garnish with fresh herbs and a squeeze of lime.',
  'Bake uncovered for 25 to 30 minutes until bubbly and golden.',
  'Toss everything together in a large bowl and refrigerate until ready to serve.',
];
const recipe: Template = (rng) => {
  const pg = newPage(rng);
  pg.add(`${rng.pick(ADJ)} ${rng.pick(PROTEIN)} ${rng.pick(DISH)}`);
  pg.add(
    rng.pick([
      `Serves ${rng.int(2, 8)} | Prep ${rng.int(5, 30)} min | Cook ${rng.int(15, 90)} min`,
      `Yield: ${rng.int(4, 12)} servings`,
      `Total time: ${rng.int(20, 120)} minutes`,
    ]),
  );
  if (rng.chance(0.5))
    pg.para(
      rng.pick([
        'This cozy dinner comes together in one pot and is perfect for busy weeknights.',
        'A family favorite that freezes beautifully. Double the batch and save half for later.',
        'Bright, fresh and ready in under thirty minutes.',
      ]),
    );
  pg.add(rng.pick(['Ingredients', 'INGREDIENTS', 'What you need:']));
  for (const i of rng.sample(INGREDIENTS, rng.int(5, 13))) pg.add(`${rng.pick(['• ', '- ', '', '* '])}${rng.pick(UNITS)} ${i}`);
  pg.add(rng.pick(['Directions', 'Instructions', 'METHOD', 'Steps']));
  rng.sample(STEPS, rng.int(3, 7)).forEach((s, i) => pg.para(`${i + 1}. ${s.replace('{T}', String(rng.pick([350, 375, 400, 425])))}`));
  if (rng.chance(0.6))
    pg.para(
      rng.pick([
        'Tip: leftovers keep in the refrigerator for up to three days.',
        'Nutrition per serving: 420 calories, 18 g fat, 35 g carbohydrate, 28 g protein.',
        'Make ahead: assemble the night before and bake just before serving.',
      ]),
    );
  return { pages: paginate(rng, pg.lines), variant: 'recipe' };
};

const PRODUCTS = [
  'Cordless Stick Vacuum',
  'Under-Sink Water Filter',
  'Air Fryer',
  'Bluetooth Speaker',
  'Paper Shredder',
  'Robot Lawn Mower',
  'Smart Thermostat',
  'Espresso Machine',
  'Electric Kettle',
  'Label Printer',
  'Portable Air Conditioner',
  'Pressure Washer',
  'Wireless Router',
  'Baby Monitor',
  'Treadmill',
  'Dehumidifier',
];
const MANUAL: Record<string, string[]> = {
  'Safety Instructions': [
    'Read all instructions before using this product.',
    'Keep children and pets away from the unit during operation.',
    'Do not immerse the base in water or any other liquid.',
    'Unplug the unit before cleaning or servicing.',
    'Use only the power adapter supplied with the product.',
    'Do not operate the appliance with a damaged cord or plug.',
  ],
  "What's in the Box": [
    'Main unit',
    'Power adapter',
    'Mounting bracket and screws',
    'Quick start guide',
    'Replacement filter',
    'Remote control (batteries not included)',
  ],
  'Getting Started': [
    'Remove all packaging materials and place the unit on a flat, stable surface.',
    'Charge the battery fully before first use; the indicator turns green when charged.',
    'Download the companion app and follow the pairing instructions.',
    'Press and hold the power button for three seconds to turn the unit on.',
  ],
  Operation: [
    'Select the desired mode with the dial and press Start.',
    'The display shows the remaining time. Press Pause at any time.',
    'For best results, do not overfill the basket.',
    'Turn the knob clockwise to increase the setting.',
  ],
  'Cleaning and Maintenance': [
    'Wipe the exterior with a soft, damp cloth.',
    'Replace the filter every six months or when the indicator light flashes.',
    'Empty the dust bin after each use.',
    'Descale monthly using a mixture of water and white vinegar.',
  ],
  Troubleshooting: [
    'Problem Cause Solution',
    'Unit does not start / Not plugged in / Check the power connection',
    'Loud noise / Foreign object / Remove debris and restart',
    'Indicator light blinks red / Overheated / Allow 30 minutes to cool',
    'Weak suction / Clogged filter / Clean or replace the filter',
  ],
  'Limited Warranty': [
    'We repair or replace, at our option, any part that fails in normal household use during the first twelve months.',
    'Drops, spills, power surges and repairs by anyone other than an authorised service centre are excluded.',
    'Keep your receipt as proof of purchase.',
  ],
  Specifications: ['Input: 120 V ~ 60 Hz', 'Power: 1500 W', 'Dimensions: 12.4 x 9.8 x 14.1 in', 'Weight: 8.2 lb', 'Capacity: 5.8 qt'],
};
const manual: Template = (rng) => {
  const pg = newPage(rng);
  const brand = rng.pick(['AquaPure', 'HomeMax', 'Zentro', 'BrightLine', 'Kitchenly', 'Voltix', 'EverClean', 'Nordvik', 'Aurora']);
  const model = `${rng.pick(['X', 'Z', 'Pro', 'S'])}-${rng.int(100, 990)}`;
  pg.add(`${brand} ${rng.pick(PRODUCTS)}`, rng.pick(['User Manual', 'Quick Start Guide', "Owner's Guide", 'Instruction Manual']), `Model ${model}`);
  for (const sec of rng.sample(Object.keys(MANUAL), rng.int(3, 7))) {
    pg.add(rng.chance(0.5) ? sec.toUpperCase() : sec);
    for (const l of rng.sample(MANUAL[sec] ?? [], rng.int(2, 5))) pg.para(`${rng.pick(['• ', '', '- '])}${l}`);
  }
  if (rng.chance(0.5)) pg.add(`Customer support: ${phone(rng)} | www.${brand.toLowerCase()}.com/support`);
  return { pages: paginate(rng, pg.lines, rng.chance(0.5) ? (i) => `Model ${model} | ${i}` : undefined), variant: 'manual' };
};

const NEWS_ITEMS = [
  'Our annual spring picnic will be held at {CITY} Park on {DATE}. Bring a dish to share; drinks and dessert are provided.',
  'Please welcome our newest members, who joined this month. Say hello at the next meeting!',
  'The board approved the new parking rules at its last meeting. Guest parking is now limited to 48 hours.',
  'Volunteers are needed for the book fair. Sign up at the front office or on our website.',
  'Congratulations to the varsity soccer team on a winning season and a trip to the section finals.',
  'Reminder: the pool will be closed for resurfacing until the end of the month.',
  'Our food drive collected more than 2,000 pounds of groceries for local families. Thank you!',
  'The quarterly town hall is scheduled for {DATE} at 6:30 p.m. in the community room.',
  'Flu shots will be available at the wellness fair. No appointment is necessary.',
  'Landscaping work will begin on the north side of the property next week. Expect some noise.',
  'We are excited to announce a new partnership with the public library for weekend story time.',
  'Employee of the month: thank you to our front-desk team for going above and beyond.',
  'Save the date for the holiday party, with music, raffle prizes and an ugly sweater contest.',
];
const newsletter: Template = (rng) => {
  const pg = newPage(rng);
  const org = rng.pick([
    `${rng.pick(CITIES)} Elementary PTA`,
    `${rng.pick(['Oak Ridge', 'Willow Creek', 'Sunset Hills', 'Harbor View'])} Homeowners Association`,
    `${company(rng)} Employee News`,
    `${rng.pick(['St. Mark', 'Grace', 'First Community'])} Church Bulletin`,
    `${rng.pick(CITIES)} Garden Club`,
    'Senior Center Monthly',
  ]);
  const d = date(rng, 2020, 2026);
  pg.add(
    org,
    rng.pick(['Newsletter', 'NEWSLETTER', 'Monthly Update', 'The Bulletin']),
    `${rng.pick(['Spring', 'Summer', 'Fall', 'Winter'])} ${d.getUTCFullYear()} | Issue ${rng.int(1, 60)}`,
  );
  if (rng.chance(0.5)) {
    pg.add(rng.pick(['Dear Neighbors,', 'Dear Families,', 'Dear Members,', 'Hello everyone,']));
    pg.para(
      rng.pick([
        'What a busy season it has been! Thank you to everyone who volunteered their time.',
        'As we head into a new season, I want to thank you for your continued support of our community.',
        'It is hard to believe another year has gone by. Here is what is coming up.',
      ]),
    );
    pg.add(rng.pick(['Warm regards,', 'Sincerely,', 'With gratitude,']), person(rng).full, rng.pick(['President', 'Principal', 'Board Chair', 'Editor']));
  }
  for (const it of rng.sample(NEWS_ITEMS, rng.int(3, 7))) {
    if (rng.chance(0.5)) pg.add(rng.pick(['Upcoming Events', 'Community News', 'Reminders', 'Announcements', 'Spotlight', 'Calendar']));
    pg.para(it.replace('{CITY}', rng.pick(CITIES)).replace('{DATE}', fmtDate(rng, d)));
  }
  if (rng.chance(0.4)) pg.add(`Questions? Contact us at ${phone(rng)} or reply to this email. To unsubscribe, click here.`);
  return { pages: paginate(rng, pg.lines), variant: 'newsletter' };
};

const ARTICLE = [
  'The city council voted 4-1 on Tuesday to approve a new budget that includes funding for road repairs and two new parks.',
  'Officials said the project is expected to take eighteen months and will create about 300 jobs.',
  'Residents packed the meeting to voice concerns about traffic and parking near the proposed development.',
  'Temperatures are expected to climb into the triple digits this weekend, and forecasters urged residents to stay hydrated.',
  'The home team rallied in the ninth inning to win 5-4, extending their winning streak to six games.',
  'The company reported quarterly revenue of $2.3 billion, up 12 percent from a year earlier.',
  'Researchers found that participants who walked 30 minutes a day slept better and reported less stress.',
  "The museum's new exhibit features more than 200 artifacts from ancient Mesoamerica.",
  'Local farmers say the late rains have delayed the harvest by about two weeks.',
  'The school district announced that classes will begin an hour later starting next fall.',
  '"We are thrilled with the response from the community," the director said in a statement.',
  'The festival returns next month with food trucks, live music and a classic car show.',
  'Analysts expect interest rates to remain steady through the end of the year.',
];
const article: Template = (rng) => {
  const pg = newPage(rng);
  pg.add(
    rng.pick([
      'City Council Approves New Budget',
      'Heat Wave Expected This Weekend',
      'Home Team Extends Winning Streak',
      'New Exhibit Opens Downtown',
      'Study Links Walking to Better Sleep',
      'Harvest Delayed by Late Rains',
      'Tech Firm Reports Strong Quarter',
    ]),
  );
  pg.add(`By ${person(rng).full} | ${fmtDate(rng, date(rng, 2018, 2026))}`);
  pg.para(`${rng.pick(CITIES).toUpperCase()} — ${rng.sample(ARTICLE, rng.int(4, 9)).join(' ')}`);
  if (rng.chance(0.5)) pg.para(rng.sample(ARTICLE, rng.int(2, 5)).join(' '));
  return { pages: paginate(rng, pg.lines), variant: 'article' };
};

const LEASE: Array<[string, string]> = [
  ['TERM', 'The term of this Lease shall begin on {DATE} and continue for twelve (12) months, after which it shall continue month to month.'],
  ['RENT', 'Tenant shall pay Landlord monthly rent of {MONEY}, due on the first day of each month. A late fee of $75.00 applies after the fifth day.'],
  [
    'SECURITY DEPOSIT',
    "Tenant shall deposit {MONEY} as security for the performance of Tenant's obligations. The deposit will be returned within 21 days after Tenant vacates.",
  ],
  ['UTILITIES', 'Tenant is responsible for gas, electricity, internet and trash. Landlord pays water and sewer.'],
  ['PETS', 'No pets shall be kept on the premises without the prior written consent of Landlord.'],
  ['MAINTENANCE AND REPAIRS', 'Tenant shall keep the premises clean and sanitary and shall promptly notify Landlord of any needed repairs.'],
  ['DEFAULT', 'If Tenant fails to pay rent when due, Landlord may serve a three-day notice to pay rent or quit as provided by law.'],
  ['ENTRY', "Landlord may enter the premises upon 24 hours' written notice to make repairs or show the unit."],
  ['GOVERNING LAW', 'This Agreement shall be governed by the laws of the State of California.'],
  ['NOTICES', 'Notices may be delivered personally or by first-class mail to the addresses shown below.'],
];
const legalAdjacent: Template = (rng) => {
  const pg = newPage(rng);
  const kind = rng.int(0, 2);
  if (kind === 0) {
    pg.add(rng.pick(['RESIDENTIAL LEASE AGREEMENT', 'Month-to-Month Rental Agreement', 'COMMERCIAL LEASE']));
    const ll = person(rng);
    const tt = person(rng);
    pg.para(
      `This Agreement is entered into on ${fmtDate(rng, date(rng))} between ${ll.full} ("Landlord") and ${tt.full} ("Tenant") for the premises located at ${address(rng)}.`,
    );
    rng.sample(LEASE, rng.int(4, 9)).forEach(([h, t], i) => {
      pg.add(`${i + 1}. ${h}`);
      pg.para(t.replace('{DATE}', fmtDate(rng, date(rng))).replace(/\{MONEY\}/g, money(rng.int(12, 45) * 100)));
    });
    pg.add(`Landlord: ${ll.full} Date: ______`, `Tenant: ${tt.full} Date: ______`);
  } else if (kind === 1) {
    const co = rng.pick(['Streamly', 'PhotoNest', 'QuickCart', 'FitTrack', 'CloudNote']);
    pg.add(`${co} ${rng.pick(['Terms of Service', 'Privacy Policy', 'End User License Agreement'])}`, `Last updated: ${fmtDate(rng, date(rng))}`);
    for (const p of rng.sample(
      [
        'By accessing or using our services, you agree to be bound by these terms. If you do not agree, do not use the services.',
        'We collect information you provide directly, such as your name, email address and payment information, and information collected automatically, such as device identifiers and usage data.',
        'We may share information with service providers who perform services on our behalf, subject to confidentiality obligations.',
        'You may cancel your subscription at any time. Fees already paid are non-refundable except where required by law.',
        'THE SERVICES ARE PROVIDED "AS IS" WITHOUT WARRANTY OF ANY KIND. IN NO EVENT SHALL THE COMPANY BE LIABLE FOR INDIRECT OR CONSEQUENTIAL DAMAGES.',
        'Any dispute arising under these terms shall be resolved by binding arbitration on an individual basis; class actions are waived.',
        'California residents have the right to request access to and deletion of their personal information under the CCPA.',
        'We use cookies to remember your preferences and to understand how the services are used.',
      ],
      rng.int(3, 7),
    ))
      pg.para(p);
  } else {
    pg.add(rng.pick(['HOMEOWNERS POLICY DECLARATIONS', 'Auto Insurance Policy Summary', 'RENTERS INSURANCE DECLARATIONS PAGE']));
    const p = person(rng);
    pg.add(
      `Named Insured: ${p.full}`,
      `Policy Number: ${rng.pick(['HO', 'PA', 'RN'])}-${rng.int(1000000, 9999999)}`,
      `Policy Period: ${fmtDate(rng, date(rng), 2)} to ${fmtDate(rng, date(rng), 2)}`,
      `Property/Vehicle: ${rng.pick([address(rng), '2019 Toyota Camry VIN 4T1B11HK5KU123456'])}`,
    );
    pg.add(
      'Coverage Limit Premium',
      `Dwelling / Bodily Injury ${money(rng.int(100, 900) * 1000)} ${money(rng.int(200, 900))}`,
      `Personal Property ${money(rng.int(20, 200) * 1000)} ${money(rng.int(50, 300))}`,
      `Deductible ${money(rng.pick([500, 1000, 2500]))}`,
    );
    pg.para('To report a claim, call our 24-hour claims line or use the mobile app. Please read your policy carefully for exclusions and conditions.');
  }
  return { pages: paginate(rng, pg.lines), variant: `legal${kind}` };
};

const SOFTWARE = [
  'Install the package with npm install and import it in your project.',
  'The configure() function accepts an options object; all fields are optional.',
  'Breaking change: the callback API has been removed in favour of promises.',
  'Fixed a memory leak when the connection pool was closed during a request.',
  'Set the LOG_LEVEL environment variable to debug for verbose output.',
  'Run the test suite with npm test. Pull requests must include tests.',
  'The server listens on port 8080 by default. Use --port to change it.',
  'Returns a Promise that resolves to the parsed document, or rejects with a ParseError.',
  'This project is licensed under the MIT License. See LICENSE for details.',
  'Requires Node.js 18 or later. Windows users should run the script from PowerShell.',
];
const software: Template = (rng) => {
  const pg = newPage(rng);
  const name = rng.pick(['fastqueue', 'tinyparse', 'node-image-tools', 'configurator', 'retry-kit', 'markdown-lite']);
  pg.add(rng.pick([`# ${name}`, `${name} Release Notes v${rng.int(1, 9)}.${rng.int(0, 20)}.${rng.int(0, 9)}`, `${name} API Reference`]));
  for (const h of rng.sample(['Installation', 'Usage', 'Configuration', 'Changelog', 'Contributing', 'License', 'API', 'FAQ'], rng.int(2, 5))) {
    pg.add(`## ${h}`);
    pg.para(rng.sample(SOFTWARE, rng.int(1, 3)).join(' '));
    if (rng.chance(0.4)) pg.add(`  const result = await ${name.replace(/-/g, '')}.run({ retries: ${rng.int(1, 5)} });`);
  }
  return { pages: paginate(rng, pg.lines), variant: 'software' };
};

const minutesClub: Template = (rng) => {
  const pg = newPage(rng);
  const org = rng.pick([
    'Board of Directors, Willow Creek HOA',
    'Friends of the Library',
    'Lincoln High Booster Club',
    'Rotary Club of ' + rng.pick(CITIES),
    'Community Garden Committee',
  ]);
  pg.add(org, rng.pick(['Minutes of Regular Meeting', 'MEETING MINUTES', 'Minutes of the Annual Meeting']), fmtDate(rng, date(rng)));
  pg.para(`Call to order: The meeting was called to order at ${rng.int(6, 7)}:${rng.pick(['00', '05', '30'])} p.m. by the President. A quorum was present.`);
  pg.para(`Present: ${rng.sample(FIRST_NAMES, rng.int(4, 8)).join(', ')}.`);
  for (const p of rng.sample(
    [
      'Approval of minutes: A motion to approve the minutes of the previous meeting was made, seconded and carried unanimously.',
      `Treasurer's report: The balance in the operating account is ${money(rng.int(1000, 90000))}. The report was accepted as presented.`,
      'Old business: The fence repair bid was discussed. The committee will obtain two more quotes.',
      'New business: Members discussed the summer fundraiser and agreed to hold a bake sale and raffle.',
      'A motion was made to purchase new tables for the clubhouse not to exceed $1,500. The motion carried 5-1.',
      'Adjournment: There being no further business, the meeting was adjourned at 8:15 p.m.',
    ],
    rng.int(3, 6),
  ))
    pg.para(p);
  pg.add(`Respectfully submitted, ${person(rng).full}, Secretary`);
  return { pages: paginate(rng, pg.lines), variant: 'club_minutes' };
};

const commerce: Template = (rng) => {
  const pg = newPage(rng);
  const kind = rng.pick([0, 2]);
  if (kind === 0) {
    pg.add(rng.pick(["Rosa's Cantina", 'The Green Fork', 'Harbor Grill', 'Pho 99', "Luigi's Trattoria"]), rng.pick(['Dinner Menu', 'MENU', 'Lunch Specials']));
    for (const s of rng.sample(['Starters', 'Salads', 'Entrees', 'Pasta', 'Desserts', 'Drinks'], rng.int(2, 4))) {
      pg.add(s.toUpperCase());
      for (let i = 0; i < rng.int(3, 6); i++)
        pg.add(`${rng.pick(ADJ)} ${rng.pick(PROTEIN)} ${rng.pick(DISH)} ${rng.chance(0.5) ? 'with seasonal vegetables ' : ''}${money(rng.int(8, 38) + 0.95)}`);
    }
  } else if (kind === 1) {
    pg.add(
      rng.pick(['HOME CENTER', 'SuperMart', 'Quick Auto Repair', 'City Hardware']),
      address(rng),
      `Receipt #${rng.int(10000, 99999)} ${fmtDate(rng, date(rng), 2)}`,
    );
    let t = 0;
    for (let i = 0; i < rng.int(3, 12); i++) {
      const a = rng.int(1, 90) + rng.int(0, 99) / 100;
      t += a;
      pg.add(
        `${rng.pick(['Paint roller', 'Oil change', 'Brake pads', 'Light bulbs 4pk', 'Garden hose', 'Wiper blades', 'Milk 1 gal', 'Bananas', 'Batteries AA'])} ${money(a)}`,
      );
    }
    pg.add(`SUBTOTAL ${money(t)}`, `TAX ${money(t * 0.0875)}`, `TOTAL ${money(t * 1.0875)}`, 'THANK YOU FOR SHOPPING WITH US');
  } else {
    pg.add(rng.pick(['JUST LISTED', 'Open House Sunday', 'For Sale']), address(rng), `${money(rng.int(400, 1900) * 1000)}`);
    pg.para(
      `Charming ${rng.int(2, 5)} bedroom, ${rng.int(1, 4)} bath home with updated kitchen, hardwood floors and a large backyard. Close to schools, parks and shopping. ${rng.int(1100, 3200)} square feet on a ${rng.int(5000, 9000)} sq ft lot.`,
    );
    pg.add(`Contact ${person(rng).full}, Realtor, ${phone(rng)}`);
  }
  return { pages: paginate(rng, pg.lines), variant: `commerce${kind}` };
};

const personalLetter: Template = (rng) => {
  const pg = newPage(rng);
  const from = person(rng);
  const to = person(rng);
  const kind = rng.int(0, 2);
  pg.add(fmtDate(rng, date(rng)));
  if (kind === 0) {
    pg.add(rng.pick(['Dear Friend,', 'Dear Valued Customer,', 'Dear Supporter,']));
    pg.para(
      rng.pick([
        'Thanks to generous friends like you, our shelter found homes for more than 400 animals this year. Will you help us do even more?',
        'We are writing to let you know about exciting changes to your rewards membership. Starting next month, you will earn double points on every purchase.',
        'Your subscription is about to expire. Renew today and save 40% off the cover price.',
      ]),
    );
    pg.para(
      rng.pick([
        'A gift of any size makes a difference. Please use the enclosed envelope or give online.',
        'No action is needed to keep your benefits. Visit our website to learn more.',
        'Simply return the enclosed card or call us toll free.',
      ]),
    );
    pg.add(
      rng.pick(['Sincerely,', 'With gratitude,', 'Warm regards,']),
      from.full,
      rng.pick(['Executive Director', 'Customer Care Team', 'Membership Services']),
    );
  } else if (kind === 1) {
    pg.add(`Dear ${to.first},`);
    pg.para(
      rng.pick([
        'It was so good to see you at the reunion! The kids have not stopped talking about the lake. We are planning to visit again in August if you are around.',
        'Thank you so much for the lovely birthday gift. The scarf is beautiful and I have worn it twice already.',
        'I wanted to write and tell you about our trip to Portugal. Lisbon was wonderful, and the food was even better than we expected.',
      ]),
    );
    pg.para('Give my love to everyone and write back soon.');
    pg.add(rng.pick(['Love,', 'Hugs,', 'Your friend,', 'Best,']), from.first);
  } else {
    pg.add(`From: ${from.full}`, `To: ${to.full}`, `Subject: ${rng.pick(['Saturday plans', 'Book club', 'Carpool schedule', 'Team lunch Friday'])}`);
    pg.add(`Hi ${to.first},`);
    pg.para(
      rng.pick([
        'Are we still on for Saturday? I can bring the snacks if you handle the drinks.',
        'This month we are reading a mystery novel. Meeting at my place at 7.',
        'I put the new carpool schedule in the shared folder. Let me know if Tuesday works.',
      ]),
    );
    pg.add('Thanks!', from.first);
  }
  return { pages: paginate(rng, pg.lines), variant: `personal${kind}` };
};

const misc: Template = (rng) => {
  const pg = newPage(rng);
  const kind = rng.int(0, 5);
  if (kind === 0) {
    pg.add(
      rng.pick(['Senior Accountant', 'Barista', 'Software Engineer', 'Warehouse Lead', 'Dental Hygienist']),
      rng.pick(['Job Description', "We're Hiring!", 'Position Announcement']),
    );
    pg.para(
      'We are looking for a motivated team player to join our growing company. Responsibilities include daily operations, customer communication and reporting.',
    );
    pg.add(
      'Requirements:',
      '- 2+ years of experience',
      '- Strong communication skills',
      '- Able to lift 25 pounds',
      'Benefits: medical, dental, vision, 401(k), paid time off.',
    );
  } else if (kind === 1) {
    const p = person(rng);
    pg.add(p.full.toUpperCase(), `${phone(rng)} | ${p.first.toLowerCase()}@example.com`, 'PROFESSIONAL SUMMARY');
    pg.para('Detail-oriented professional with experience in customer service, scheduling and inventory management.');
    pg.add(
      'EXPERIENCE',
      `${company(rng)} — Shift Supervisor, 2019–Present`,
      '• Trained and supervised a team of 8',
      '• Reduced inventory errors by 15%',
      'EDUCATION',
      `${rng.pick(CITIES)} Community College, A.A., 2017`,
      'SKILLS',
      'Excel, QuickBooks, bilingual English/Spanish',
    );
  } else if (kind === 2) {
    pg.add(rng.pick(['Chapter 3', 'CHAPTER ONE', 'Part II']));
    pg.para(
      rng.pick([
        'The rain had not stopped for three days when Eleanor finally opened the letter. She read it twice by the window, then folded it and put it in her pocket without a word.',
        'Marcus had always believed the old lighthouse was empty. That night, walking home along the cliffs, he saw a lantern moving in the tower.',
        'Nobody in the village remembered who planted the orchard, but everyone agreed that the apples were the sweetest in the valley.',
      ]),
    );
    pg.para(
      '"We should go," she said. He nodded, but neither of them moved. Outside, the wind pushed against the shutters, and somewhere a dog barked twice and fell silent.',
    );
  } else if (kind === 3) {
    pg.add(
      rng.pick(['Introduction to Biology', 'English 101: Composition', 'Algebra II', 'World History']),
      'Course Syllabus',
      `Instructor: ${person(rng).full}`,
    );
    pg.para(
      'Course description: This course introduces students to the fundamental concepts of the discipline through lectures, readings and hands-on projects.',
    );
    pg.add('Grading:', 'Homework 20%', 'Quizzes 15%', 'Midterm exam 25%', 'Final project 40%');
    pg.para('Late work policy: assignments submitted late lose 10% per day. Attendance is expected at every session.');
  } else if (kind === 4) {
    pg.add(rng.pick(['Abstract', 'ABSTRACT']));
    pg.para(
      rng.pick([
        'We present a method for estimating soil moisture from satellite imagery using a convolutional neural network. On a held-out test set, the model reduces error by 18% relative to the baseline.',
        'This study examines the effect of urban tree canopy on summer surface temperatures in three metropolitan areas. Results indicate a cooling effect of up to 4 degrees Celsius.',
        'Using a randomized design, we evaluate the impact of text-message reminders on vaccination rates. Reminders increased uptake by 7 percentage points.',
      ]),
    );
    pg.add('Keywords: remote sensing; urban climate; machine learning', '1. Introduction');
    pg.para(
      'Prior work has addressed this question with limited data. In this paper we extend the analysis to a larger sample and discuss limitations and future directions.',
    );
  } else {
    pg.add(rng.pick(['Frequently Asked Questions', 'FAQ', 'Visitor Information']));
    for (const [q, a] of rng.sample(
      [
        ['What are your hours?', 'We are open Monday through Saturday, 9 a.m. to 6 p.m.'],
        ['Is parking available?', 'Free parking is available in the lot behind the building.'],
        ['Can I bring my dog?', 'Leashed dogs are welcome on the outdoor trails.'],
        ['How do I cancel my membership?', 'Memberships can be cancelled online with 30 days notice.'],
        ['Do you offer gift cards?', 'Yes, gift cards are available in any amount at the front desk.'],
      ],
      rng.int(3, 5),
    ))
      pg.add(`Q: ${q}`, `A: ${a}`);
  }
  return { pages: paginate(rng, pg.lines), variant: `misc${kind}` };
};

const travel: Template = (rng) => {
  const pg = newPage(rng);
  const d = date(rng);
  pg.add(
    rng.pick(['Travel Itinerary', 'Trip Confirmation', 'Your Upcoming Trip']),
    `Traveler: ${person(rng).full}`,
    `Confirmation: ${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(10000, 99999)}`,
  );
  for (let i = 0; i < rng.int(2, 5); i++) {
    pg.add(`Day ${i + 1} - ${fmtDate(rng, d)}`);
    pg.para(
      rng.pick([
        'Depart LAX 8:05 AM, arrive SEA 10:45 AM. Flight 1234, seat 14C.',
        'Check in at the Harborview Hotel after 3:00 PM. Breakfast included.',
        'Guided walking tour of the old town, meeting point at the fountain at 10:00.',
        'Free day. Suggested: museum of art, waterfront dinner.',
        'Rental car pickup at terminal 2; return with a full tank.',
      ]),
    );
  }
  return { pages: paginate(rng, pg.lines), variant: 'travel' };
};

/** Text about workers' compensation that is not a case document: firm newsletters, HR bulletins, blog posts. */
const WC_TOPIC = [
  'New regulations for the qualified medical evaluator process take effect on January 1. Panels will now be issued electronically.',
  "Employers must post the workers' compensation notice where employees can easily see it and provide the claim form within one working day of learning of an injury.",
  "Our firm is proud to announce that two of our partners were named to the list of top workers' compensation defense attorneys.",
  'Safety tip of the month: lift with your legs, keep the load close to your body and ask for help with heavy items.',
  'Webinar: understanding apportionment after the latest appellate decisions. Register on our website; one hour of MCLE credit is available.',
  'The maximum temporary disability rate increased this year, reflecting the change in the state average weekly wage.',
  'Remember to report every workplace injury to your supervisor, no matter how minor, so that first aid can be provided.',
  'Frequently asked question: can I choose my own doctor? Yes, if you predesignated a personal physician before the injury.',
  'Our annual client appreciation lunch will be held at the Riverside Convention Center. RSVP by the end of the month.',
];
const wcTopic: Template = (rng) => {
  const pg = newPage(rng);
  pg.add(
    rng.pick(["Workers' Comp Update", 'Safety & Claims Bulletin', 'Client Newsletter', 'HR Corner', 'Claims Management Insights', 'Law Firm News']),
    `${rng.pick(['Spring', 'Summer', 'Fall', 'Winter'])} ${rng.int(2019, 2026)}`,
  );
  for (const p of rng.sample(WC_TOPIC, rng.int(3, 6))) {
    if (rng.chance(0.4)) pg.add(rng.pick(['In the News', 'Regulatory Update', 'Tips', 'Firm News', 'Events', 'FAQ']));
    pg.para(p);
  }
  if (rng.chance(0.5)) pg.add('This newsletter is for general information only and is not legal advice. To unsubscribe, reply STOP.');
  return { pages: paginate(rng, pg.lines), variant: 'wc_topic' };
};

export const UNKNOWN: Array<[string, Template, number]> = [
  ['recipe', recipe, 2],
  ['manual', manual, 2],
  ['newsletter', newsletter, 2],
  ['article', article, 1.5],
  ['legal_adjacent', legalAdjacent, 2],
  ['software', software, 1],
  ['club_minutes', minutesClub, 1],
  ['commerce', commerce, 1.5],
  ['personal_letter', personalLetter, 1.5],
  ['misc', misc, 2.5],
  ['travel', travel, 0.8],
  ['wc_topic', wcTopic, 1],
  ...OUTSIDE,
];
