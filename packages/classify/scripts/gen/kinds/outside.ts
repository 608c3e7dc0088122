/**
 * unknown, more of it: text that is plainly not a law office's workers' compensation mail but shares surface
 * traits with it. Research papers (tables of decimals, numbered sections, references), and public bulletins
 * and agendas of agencies and schools (dates, numbered items, official names), and statistical tables that
 * public bodies and companies publish (figures by period, place or category, totals and percentages, notes on
 * sources): columns of numbers and amounts with nobody billed and nothing to pay.
 */
import { date, fmtDate, person } from '../context';
import { newPage, paginate } from '../layout';
import type { Rng } from '../rng';
import type { Template } from '../types';

const FIELDS = ['sleep research', 'soil science', 'machine learning', 'urban planning', 'marine biology', 'economics', 'materials science', 'linguistics'];
const TITLES = [
  'Effects of {X} on {Y}: A Cohort Study',
  'A Scalable Method for {X}',
  'Revisiting {X} in {Y}',
  'Measuring {X} Across {Y}',
  '{X} and {Y}: Evidence from Field Data',
];
const XS = [
  'Night Shift Schedules',
  'Nitrogen Runoff',
  'Sparse Attention',
  'Transit Access',
  'Coral Bleaching',
  'Minimum Wage Changes',
  'Alloy Fatigue',
  'Code-Switching',
];
const YS = ['Adolescents', 'River Basins', 'Long Documents', 'Mid-Sized Cities', 'Reef Systems', 'Rural Counties', 'Turbine Blades', 'Bilingual Speakers'];

function table(rng: Rng): string[] {
  const cols = rng.int(3, 6);
  const rows = [`Table ${rng.int(1, 4)}. ${rng.pick(['Summary statistics', 'Results by condition', 'Model comparison', 'Baseline characteristics'])}`];
  rows.push(['Variable', ...Array.from({ length: cols - 1 }, (_, i) => rng.pick(['Mean', 'SD', 'N', 'p', 'F1', 'Coef.', 'SE', `Group ${i + 1}`]))].join('   '));
  for (let r = 0; r < rng.int(4, 9); r++) {
    rows.push(
      [
        rng.pick(['Age', 'Baseline', 'Model A', 'Model B', 'Treatment', 'Control', 'Income', 'Depth (m)', 'Accuracy', 'Total']),
        ...Array.from({ length: cols - 1 }, () => (rng.next() * rng.pick([1, 10, 100, 1000])).toFixed(2)),
      ].join('   '),
    );
  }
  return rows;
}

const paper: Template = (rng) => {
  const pg = newPage(rng);
  pg.add(rng.pick(TITLES).replace('{X}', rng.pick(XS)).replace('{Y}', rng.pick(YS)));
  pg.add(
    Array.from({ length: rng.int(2, 5) }, () => person(rng).full).join(', '),
    `${rng.pick(['Department of', 'Institute for', 'School of'])} ${rng.pick(FIELDS)}, ${rng.pick(['University of Westbrook', 'Northfield Institute of Technology', 'Lakeside University'])}`,
  );
  pg.add('Abstract');
  pg.para(
    `We study ${rng.pick(XS).toLowerCase()} using ${rng.pick(['a longitudinal sample of', 'simulations with', 'records from'])} ${rng.int(120, 90000)} ${rng.pick(['participants', 'sites', 'documents', 'households'])}. ${rng.pick(['Results show a moderate effect.', 'Our method improves accuracy by 4.2 points.', 'We find no significant association after adjustment.'])} Keywords: ${rng.sample(['survey', 'regression', 'benchmark', 'field study', 'replication', 'time series'], 3).join(', ')}.`,
  );
  for (const sec of rng.sample(['1. Introduction', '2. Related Work', '3. Methods', '4. Results', '5. Discussion', '6. Limitations'], rng.int(3, 5))) {
    pg.add(sec);
    pg.para(
      rng.pick([
        'Prior work has examined this question in smaller samples (Okafor et al., 2019; Lind, 2021), with mixed findings.',
        'Participants were recruited through community centers and gave written consent. The protocol was approved by the ethics board.',
        'We fit mixed-effects models with random intercepts for site. Standard errors are clustered at the household level.',
        'Figure 2 shows the distribution of outcomes. The effect is larger in the second half of the period (p < 0.01).',
        'These estimates should be read with caution because measurement was self-reported.',
      ]),
    );
    if (rng.chance(0.4)) pg.add(...table(rng));
  }
  pg.add('References');
  for (let i = 0; i < rng.int(3, 7); i++)
    pg.add(
      `[${i + 1}] ${person(rng).last}, ${person(rng).first[0]}. (${rng.int(1998, 2024)}). ${rng.pick(['On the measurement of', 'A note on', 'Estimating'])} ${rng.pick(XS).toLowerCase()}. Journal of ${rng.pick(FIELDS)}, ${rng.int(3, 80)}(${rng.int(1, 12)}), ${rng.int(1, 400)}-${rng.int(401, 900)}. doi:10.${rng.int(1000, 9999)}/${rng.int(10000, 99999)}`,
    );
  return { pages: paginate(rng, pg.lines), variant: 'paper' };
};

const bulletin: Template = (rng) => {
  const pg = newPage(rng);
  const kind = rng.int(0, 2);
  if (kind === 0) {
    pg.add(
      `${rng.pick(['Westbrook', 'Millbrae', 'Cedar Falls', 'Port Alden'])} Police Department`,
      rng.pick(['Weekly Activity Bulletin', 'Community Crime Report', 'Precinct News']),
      `Week of ${fmtDate(rng, date(rng))}`,
    );
    for (let i = 0; i < rng.int(5, 12); i++)
      pg.add(
        `${rng.int(1, 12)}:${rng.pick(['05', '20', '45'])} ${rng.pick(['Vehicle burglary', 'Noise complaint', 'Traffic collision, no injuries', 'Found property', 'Shoplifting', 'Welfare check'])} - ${rng.int(100, 9999)} block of ${rng.pick(['Elm', 'Harbor', 'Fifth', 'Mission'])} ${rng.pick(['St', 'Ave'])}. ${rng.pick(['Report taken.', 'Suspect cited and released.', 'Unfounded.', 'Referred to detectives.'])}`,
      );
    pg.para('Residents are reminded to lock vehicles and report suspicious activity to the non-emergency line.');
  } else if (kind === 1) {
    pg.add(
      `${rng.pick(['Board of Education', 'City Council', 'Planning Commission', 'Library Board'])} - Regular Meeting Agenda`,
      `${fmtDate(rng, date(rng))}, ${rng.int(5, 7)}:00 p.m., ${rng.pick(['Council Chambers', 'District Office Board Room', 'Community Room'])}`,
    );
    ['Call to Order', 'Pledge of Allegiance', 'Public Comment', 'Consent Calendar', 'New Business', 'Reports', 'Adjournment'].forEach((item, i) => {
      pg.add(`${i + 1}. ${item}`);
      if (rng.chance(0.5))
        pg.para(
          rng.pick([
            'Approval of minutes of the previous meeting.',
            'Presentation on the summer reading program.',
            'Consideration of a contract for playground resurfacing.',
            'Discussion of the parking study.',
          ]),
        );
    });
  } else {
    pg.add(
      rng.pick(['OFFICIAL GAZETTE', 'Public Notices', 'Federal Notices Digest']),
      `Vol. ${rng.int(10, 90)}, No. ${rng.int(1, 250)}   ${fmtDate(rng, date(rng))}`,
    );
    for (let i = 0; i < rng.int(3, 6); i++) {
      pg.add(rng.pick(['Notice of Proposed Rulemaking', 'Fishing Season Dates', 'Airspace Modification', 'Call for Comments', 'Grant Opportunity']));
      pg.para(
        rng.pick([
          'The agency proposes to amend its rules governing the labeling of imported produce. Comments must be received within 60 days.',
          'The recreational season for the northern zone opens at sunrise on the first Saturday of the month.',
          'This action modifies the Class E airspace near the regional airport to support new approach procedures.',
          'Applications are invited from nonprofit organizations for projects that expand broadband access in rural areas.',
        ]),
      );
    }
  }
  return { pages: paginate(rng, pg.lines), variant: `b${kind}` };
};

const PERIODS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const num = (rng: Rng, lo: number, hi: number) => rng.int(lo, hi).toLocaleString('en-US');
const pct = (rng: Rng, lo = 80, hi = 120) => (lo + rng.next() * (hi - lo)).toFixed(1);

/** Statistics by period, place or category, as agencies, utilities, carriers and companies publish them. */
const statistics: Template = (rng) => {
  const pg = newPage(rng);
  const kind = rng.int(0, 3);
  const year = rng.int(2012, 2025);
  const sep = rng.pick(['   ', '  ', '\t']);
  if (kind === 0) {
    // Operating statistics by month, with quarter and year totals.
    const metric = rng.pick([
      ['Passengers', 'Seat km (000)', 'Load factor (%)'],
      ['Water delivered (AF)', 'Connections', 'Use per capita'],
      ['Visitors', 'Events', 'Occupancy (%)'],
      ['Riders', 'Revenue hours', 'On-time (%)'],
    ]);
    pg.add(
      `${rng.pick(['Northfield', 'Harbor City', 'Lakeside', 'Cedar Valley'])} ${rng.pick(['Transit Authority', 'Airport', 'Water District', 'Convention Center'])}`,
      rng.pick(['Monthly Operating Statistics', 'Traffic Data', 'Performance Report', 'Key Indicators']),
      `Fiscal Year ${year}`,
      '',
    );
    pg.add(['Period', metric[0], 'y/y (%)', metric[1], 'y/y (%)', metric[2]].join(sep));
    for (let q = 0; q < rng.int(2, 4); q++) {
      for (let m = 0; m < 3; m++)
        pg.add([`${PERIODS[q * 3 + m]}-${year}`, num(rng, 50000, 900000), pct(rng), num(rng, 1000, 90000), pct(rng), pct(rng, 60, 95)].join(sep));
      pg.add(
        [`Q${q + 1} ${rng.pick(['Total', 'TTL', 'total'])}`, num(rng, 500000, 2500000), pct(rng), num(rng, 10000, 250000), pct(rng), pct(rng, 60, 95)].join(
          sep,
        ),
      );
    }
    pg.add(
      '',
      rng.pick([
        'Note: figures for the latest month are preliminary.',
        'Key: y/y = change from the same period of the previous year.',
        'Source: internal operating records.',
      ]),
    );
  } else if (kind === 1) {
    // Election results by precinct.
    const names = Array.from({ length: rng.int(2, 4) }, () => person(rng).full.toUpperCase());
    pg.add(
      rng.pick(['STATEMENT OF VOTES CAST', 'Official Canvass', 'Election Results by Precinct']),
      `${rng.pick(['Primary', 'General', 'Special Municipal'])} Election, ${fmtDate(rng, date(rng))}`,
      rng.pick(['Measure A - School Bonds', 'Member, City Council', 'County Supervisor, District 3', 'Sheriff']),
      '',
    );
    pg.add(['Precinct', 'Registered', 'Ballots Cast', 'Turnout (%)', ...names].join(sep));
    for (let i = 0; i < rng.int(6, 16); i++)
      pg.add(
        [
          `${rng.int(1000, 9999)}${rng.pick(['', 'A', 'B'])}`,
          num(rng, 400, 3000),
          num(rng, 100, 1500),
          pct(rng, 20, 70),
          ...names.map(() => num(rng, 10, 800)),
        ].join(sep),
      );
    pg.add(['TOTAL', num(rng, 20000, 90000), num(rng, 8000, 40000), pct(rng, 20, 70), ...names.map(() => num(rng, 2000, 20000))].join(sep));
    pg.add('', rng.pick(['Semi-official results; provisional ballots not yet counted.', 'Results certified by the Registrar of Voters.']));
  } else if (kind === 2) {
    // A public body's spending or budget summary: amounts by line, no one billed.
    pg.add(
      rng.pick(['Report of Office Expenditures', 'Budget Summary', 'Statement of Appropriations and Expenditures', 'Quarterly Spending Report']),
      `${rng.pick(['Office of the County Clerk', 'Department of Parks', 'Legislative Office', 'Public Library'])}, ${rng.pick(['FY', 'Fiscal Year'])} ${year}-${(year + 1) % 100}`,
      '',
    );
    pg.add(['Category', 'Adopted', 'Revised', 'Actual', 'Variance'].join(sep));
    for (const cat of rng.sample(
      [
        'Salaries and wages',
        'Benefits',
        'Travel',
        'Rent and utilities',
        'Supplies',
        'Equipment',
        'Contract services',
        'Printing',
        'Training',
        'Postage',
        'Telecommunications',
      ],
      rng.int(5, 10),
    )) {
      const a = rng.int(2000, 900000);
      pg.add(
        [
          cat,
          `$${a.toLocaleString('en-US')}`,
          `$${(a + rng.int(-900, 5000)).toLocaleString('en-US')}`,
          `$${(a - rng.int(-2000, 9000)).toLocaleString('en-US')}.${rng.int(10, 99)}`,
          `${pct(rng, -9, 9)}%`,
        ].join(sep),
      );
    }
    pg.add(['Total', '', '', `$${num(rng, 900000, 9000000)}.${rng.int(10, 99)}`, ''].join(sep));
    pg.add('', rng.pick(['Amounts are unaudited.', 'Variance is actual against the revised budget.', 'Prepared under the public records act.']));
  } else {
    // A statistical table of counts and rates by category.
    pg.add(
      `Table ${rng.int(1, 40)}. ${rng.pick(['Employment by industry', 'Population by age group', 'Housing units by type', 'Reported incidents by month', 'Enrollment by grade'])}, ${year - 4}-${year}`,
      '',
    );
    pg.add(['', ...Array.from({ length: 5 }, (_, i) => `${year - 4 + i}`), 'Change (%)'].join(sep));
    for (const row of rng.sample(
      [
        'Construction',
        'Manufacturing',
        'Retail trade',
        'Health care',
        'Education',
        'Under 18',
        '18 to 64',
        '65 and over',
        'Single family',
        'Multifamily',
        'Grade 9',
        'Grade 10',
      ],
      rng.int(5, 9),
    )) {
      pg.add([row, ...Array.from({ length: 5 }, () => num(rng, 300, 90000)), pct(rng, -12, 15)].join(sep));
    }
    pg.add('', rng.pick(['Source: state statistical abstract.', 'Note: totals may not add because of rounding.', 'Figures are annual averages.']));
  }
  return { pages: paginate(rng, pg.lines), variant: `s${kind}` };
};

export const OUTSIDE: Array<[string, Template, number]> = [
  ['unk_paper', paper, 1.5],
  ['unk_bulletin', bulletin, 1.5],
  ['unk_statistics', statistics, 1.5],
];
