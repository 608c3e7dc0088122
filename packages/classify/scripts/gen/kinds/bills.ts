/**
 * billing: anything that asks for or accounts for money. Medical itemized statements, claim-form grids,
 * bill reviews and EOBs, lien itemizations, and ordinary invoices, bills and receipts of any trade, with or
 * without a currency sign, in English, French, German, Dutch and Spanish and in several currencies.
 */
import { addDays, address, company, fmtDate, person, phone } from '../context';
import { letterhead, newPage, paginate } from '../layout';
import { PROCEDURES } from '../pools';
import type { Rng } from '../rng';
import { styledTitle, twoColumns } from '../style';
import type { Template } from '../types';

interface Fmt {
  /** thousands and decimal separators */
  th: string;
  dec: string;
  /** currency printed before / after, or a code column */
  pre: string;
  post: string;
}
const US: Fmt = { th: ',', dec: '.', pre: '$', post: '' };

function amount(n: number, f: Fmt): string {
  const [i, d] = n.toFixed(2).split('.') as [string, string];
  const int = i.replace(/\B(?=(\d{3})+(?!\d))/g, f.th);
  return `${f.pre}${int}${f.dec}${d}${f.post}`;
}

function usFmt(rng: Rng): Fmt {
  return rng.pick([US, US, { ...US, pre: '' }, { ...US, pre: 'USD ' }, { ...US, pre: '', post: ' USD' }, { ...US, pre: 'US$' }]);
}

function lineItems(rng: Rng, n: number): Array<{ code: string; desc: string; qty: number; price: number }> {
  return rng.sample(PROCEDURES, n).map(([code, desc, price]) => ({ code, desc, qty: rng.pick([1, 1, 1, 2, 3, 4]), price }));
}

/** Provider's itemized statement of medical charges. */
const itemized: Template = (rng, cs) => {
  const f = usFmt(rng);
  const pg = newPage(rng);
  const d = cs.doctor;
  pg.add(...letterhead(rng, d.clinic, d.address, d.phone));
  pg.add(`${rng.pick(['Tax ID', 'TIN', 'EIN'])}: ${rng.int(10, 99)}-${rng.int(1000000, 9999999)}   NPI ${rng.int(1000000000, 1999999999)}`);
  pg.add(
    ...styledTitle(rng, rng.pick(['Itemized Statement', 'Statement of Charges', 'Patient Ledger', 'Billing Summary', 'Account Detail', 'Medical Bill']), 0.3),
  );
  pg.add(
    `${rng.pick(['Bill to', 'Responsible party', 'Payer'])}: ${rng.pick([cs.insurer, cs.tpa])}`,
    `${rng.pick(['Patient', 'Claimant'])}: ${cs.applicant.full}   ${rng.pick(['Claim', 'Claim #'])}: ${cs.claimNo}`,
  );
  if (rng.chance(0.5)) pg.add(`Employer: ${cs.employer}   DOI: ${fmtDate(rng, cs.doi.start, 2)}`);
  pg.add(
    '',
    rng.pick([
      'DOS        CPT     DESCRIPTION                         UNITS   CHARGE',
      'Date | Code | Service | Qty | Amount',
      'Service date   Procedure   Units   Fee',
    ]),
  );
  let total = 0;
  let day = addDays(cs.docDate, -rng.int(30, 200));
  for (const it of lineItems(rng, rng.int(3, 12))) {
    day = addDays(day, rng.int(0, 14));
    const amt = it.price * it.qty;
    total += amt;
    pg.add(`${fmtDate(rng, day, 2)}  ${it.code}  ${it.desc.padEnd(34)} ${String(it.qty).padStart(3)}  ${amount(amt, f)}`);
  }
  const paid = rng.chance(0.5) ? Math.round(total * rng.next() * 60) / 100 : 0;
  pg.add('', `${rng.pick(['Total charges', 'TOTAL BILLED', 'Total'])}: ${amount(total, f)}`);
  if (paid) pg.add(`${rng.pick(['Payments', 'Less payments received'])}: ${amount(paid, f)}`);
  pg.add(`${rng.pick(['Balance due', 'BALANCE', 'Amount due', 'Outstanding balance'])}: ${amount(total - paid, f)}`);
  if (rng.chance(0.5))
    pg.add(
      '',
      rng.pick([
        'Please remit to the address above. Payment is due within 30 days.',
        'Penalties and interest apply to late payment under the Labor Code.',
        'Questions about this bill? Call our billing office.',
      ]),
    );
  return { pages: paginate(rng, pg.lines), variant: 'itemized' };
};

/** A claim form read as text: numbered boxes, two columns, service lines. */
const claimGrid: Template = (rng, cs) => {
  const f = usFmt(rng);
  const left = [
    `1. ${rng.pick(['Insured ID', 'Member ID'])}: ${cs.claimNo}`,
    `2. Patient name: ${cs.applicant.last.toUpperCase()}, ${cs.applicant.first.toUpperCase()}`,
    `3. Birth date: ${fmtDate(rng, cs.dob, 2)}  Sex: ${cs.applicant.female ? 'F' : 'M'}`,
    `5. Patient address: ${address(rng)}`,
    `10a. Condition related to employment? [X] YES [ ] NO`,
    `14. Date of current illness: ${fmtDate(rng, cs.doi.start, 2)}`,
    `21. Diagnosis: A. ${rng.pick(['M54.50', 'S83.242A', 'G56.01'])} B. ${rng.pick(['M25.511', 'M79.1', 'R52'])}`,
  ];
  const right = [
    `4. Insured: ${cs.employer}`,
    `7. Insured address: ${address(rng)}`,
    `11. Group number: ${rng.int(1000, 99999)}`,
    `11c. Plan name: ${cs.insurer}`,
    `17. Referring provider: ${person(rng).full}`,
    `23. Prior authorization: ${rng.int(100000, 999999)}`,
    `25. Federal tax ID: ${rng.int(10, 99)}-${rng.int(1000000, 9999999)}`,
  ];
  const lines = [
    rng.pick(['HEALTH CARE CLAIM', 'PROFESSIONAL CLAIM FORM', 'CLAIM FOR SERVICES', '']),
    rng.pick(['PAYER:', 'CARRIER', '']) + ` ${rng.pick([cs.insurer, cs.tpa])}`,
    ...twoColumns(rng, left, right),
    '',
    '24. A. DATES OF SERVICE   B. POS   D. PROCEDURES   E. DX PTR   F. CHARGES   G. UNITS',
  ];
  let total = 0;
  for (const it of lineItems(rng, rng.int(2, 6))) {
    const amt = it.price * it.qty;
    total += amt;
    lines.push(
      `${fmtDate(rng, addDays(cs.docDate, -rng.int(1, 60)), 2)}  ${rng.pick(['11', '22', '23'])}  ${it.code}  A  ${amount(amt, { ...f, pre: '' })}  ${it.qty}`,
    );
  }
  lines.push(
    '',
    `28. Total charge ${amount(total, f)}   29. Amount paid ${amount(0, f)}`,
    `31. Signature of physician: ${cs.doctor.full}   33. Billing provider: ${cs.doctor.clinic} ${phone(rng)}`,
  );
  return { pages: paginate(rng, lines), variant: 'grid' };
};

/** Explanation of review / benefits: what was billed, allowed, paid and why. */
const review: Template = (rng, cs) => {
  const f = usFmt(rng);
  const pg = newPage(rng);
  pg.add(...letterhead(rng, rng.pick([cs.tpa, cs.insurer, 'Cornerstone Bill Review Services']), address(rng), phone(rng)));
  pg.add(
    ...styledTitle(
      rng,
      rng.pick(['Explanation of Review', 'Explanation of Benefits', 'Remittance Advice', 'Payment Explanation', 'Bill Review Results']),
      0.25,
    ),
  );
  pg.add(
    `Provider: ${cs.doctor.clinic}`,
    `Claimant: ${cs.applicant.full}    Claim: ${cs.claimNo}`,
    `Bill received: ${fmtDate(rng, addDays(cs.docDate, -30))}   Reviewed: ${fmtDate(rng, cs.docDate)}`,
    '',
  );
  pg.add(rng.pick(['Line  Code    Billed      Allowed     Paid     Reason', 'DOS | Service | Charged | Recommended | Explanation']));
  let billed = 0;
  let allowed = 0;
  lineItems(rng, rng.int(2, 8)).forEach((it, i) => {
    const b = it.price * it.qty;
    const a = Math.round(b * (0.4 + rng.next() * 0.6) * 100) / 100;
    billed += b;
    allowed += a;
    pg.add(`${i + 1}  ${it.code}  ${amount(b, f)}  ${amount(a, f)}  ${amount(a, f)}  ${rng.pick(['R1', 'N2', '45', '97', 'FS'])}`);
  });
  pg.add(
    '',
    `Total billed ${amount(billed, f)}   Total allowed ${amount(allowed, f)}`,
    `Check no. ${rng.int(100000, 999999)} issued ${fmtDate(rng, addDays(cs.docDate, 3))}`,
  );
  pg.add(
    '',
    'Reason codes:',
    'R1  Reduced to the fee schedule maximum.',
    'N2  Service not documented in the report.',
    '45  Charge exceeds the contracted amount.',
  );
  if (rng.chance(0.6)) pg.para('If you disagree with this payment, you may request a second review within 90 days of receipt of this explanation.');
  return { pages: paginate(rng, pg.lines), variant: 'review' };
};

const GOODS = [
  ['Office chair, ergonomic', 189.0],
  ['Printer toner cartridge', 74.5],
  ['Consulting services (hours)', 125.0],
  ['Courier delivery', 38.0],
  ['Translation, per page', 42.0],
  ['Interpreter services, per hour', 95.0],
  ['Records copying, per page', 0.25],
  ['Mileage, per mile', 0.67],
  ['Web hosting, annual', 240.0],
  ['Repair labor', 85.0],
  ['Replacement parts', 56.4],
  ['Monthly cleaning service', 320.0],
  ['Catering for 20', 410.0],
  ['Shipping and handling', 18.5],
  ['Software license', 499.0],
  ['Process server fee', 75.0],
  ['Storage, per month', 65.0],
] as const;

function goods(rng: Rng, n: number): Array<{ desc: string; qty: number; price: number }> {
  return rng.sample(GOODS, n).map(([desc, price]) => ({ desc, qty: rng.int(1, 12), price }));
}

/** A generic invoice of any trade: seller, buyer, number, items, subtotal, tax, total, terms. */
const invoice: Template = (rng, cs) => {
  const f = rng.pick([
    usFmt(rng),
    { th: ',', dec: '.', pre: 'CAD ', post: '' },
    { th: ',', dec: '.', pre: '£', post: '' },
    { th: ',', dec: '.', pre: '', post: '' },
  ]);
  const pg = newPage(rng);
  const seller = company(rng);
  pg.add(...letterhead(rng, seller, address(rng), phone(rng)));
  pg.add(...styledTitle(rng, rng.pick(['Invoice', 'Tax Invoice', 'Bill', 'Statement', 'Service Invoice', 'Pro Forma Invoice']), 0.35));
  pg.add(
    ...twoColumns(
      rng,
      [
        `${rng.pick(['Invoice No.', 'Invoice #', 'Bill No.', 'Ref'])}: ${rng.pick(['INV-', '', 'A'])}${rng.int(1000, 99999)}`,
        `${rng.pick(['Date', 'Invoice date', 'Issued'])}: ${fmtDate(rng, cs.docDate)}`,
        `${rng.pick(['Due', 'Due date', 'Payment due'])}: ${fmtDate(rng, addDays(cs.docDate, 30))}`,
      ],
      [`${rng.pick(['Bill To', 'Customer', 'Sold to'])}:`, rng.pick([cs.aa.firm, cs.da.firm, company(rng), person(rng).full]), address(rng)],
    ),
  );
  pg.add('', rng.pick(['Description                       Qty   Unit price   Amount', 'ITEM | QTY | RATE | TOTAL', 'Item  Quantity  Price  Line total']));
  let sub = 0;
  for (const g of goods(rng, rng.int(1, 7))) {
    const amt = g.qty * g.price;
    sub += amt;
    pg.add(`${g.desc.padEnd(32)} ${String(g.qty).padStart(3)}   ${amount(g.price, f).padStart(10)}   ${amount(amt, f).padStart(10)}`);
  }
  const rate = rng.pick([0, 0.0725, 0.0825, 0.05, 0.13]);
  pg.add('', `${rng.pick(['Subtotal', 'Sub-total', 'Net'])}: ${amount(sub, f)}`);
  if (rate) pg.add(`${rng.pick(['Sales tax', 'Tax', 'HST', 'VAT'])} (${(rate * 100).toFixed(2)}%): ${amount(sub * rate, f)}`);
  pg.add(`${rng.pick(['TOTAL', 'Total due', 'Amount due', 'Grand total', 'Balance due'])}: ${amount(sub * (1 + rate), f)}`);
  pg.add(
    '',
    rng.pick([
      'Terms: net 30.',
      'Please make checks payable to the company above.',
      'Thank you for your business!',
      'Payment by bank transfer. Please quote the invoice number.',
      'Late payments are subject to a 1.5% monthly charge.',
    ]),
  );
  return { pages: paginate(rng, pg.lines), variant: 'invoice' };
};

/** A receipt: payment acknowledged, method, amount. */
const receipt: Template = (rng, cs) => {
  const f = rng.pick([usFmt(rng), { th: ',', dec: '.', pre: 'Rs. ', post: '' }, { th: ',', dec: '.', pre: '', post: '' }]);
  const pg = newPage(rng);
  pg.add(rng.pick([company(rng), cs.doctor.clinic, `${rng.pick(['Harbor', 'Mesa', 'Valley'])} Parking Services`]));
  pg.add(...styledTitle(rng, rng.pick(['Payment Receipt', 'Receipt', 'Cash Receipt', 'Official Receipt', 'Acknowledgement of Payment', 'Sales Receipt']), 0.3));
  pg.add(
    `${rng.pick(['Receipt No.', 'Receipt #', 'Transaction ID', 'Txn'])}: ${rng.int(100000, 99999999)}`,
    `${rng.pick(['Date', 'Paid on', 'Payment date'])}: ${fmtDate(rng, cs.docDate)}`,
  );
  pg.add(`${rng.pick(['Received from', 'Payer', 'Customer'])}: ${rng.pick([cs.applicant.full, person(rng).full, cs.aa.firm])}`);
  let total = 0;
  for (const g of goods(rng, rng.int(1, 4))) {
    const amt = g.qty * g.price;
    total += amt;
    pg.add(`${g.desc}  x${g.qty}  ${amount(amt, f)}`);
  }
  pg.add(
    `${rng.pick(['Amount paid', 'Total paid', 'AMOUNT RECEIVED', 'Total'])}: ${amount(total, f)}`,
    `${rng.pick(['Payment method', 'Paid by', 'Mode of payment'])}: ${rng.pick(['Visa ending ' + rng.int(1000, 9999), 'Cash', 'Check #' + rng.int(1000, 9999), 'ACH transfer', 'UPI', 'Debit card'])}`,
  );
  pg.add(rng.pick(['Balance: 0.00', 'PAID IN FULL', 'Thank you for your payment.', 'This is a computer generated receipt.']));
  return { pages: paginate(rng, pg.lines), variant: 'receipt' };
};

/** A retail bill with GST, HSN codes and rupees, as shops print them. */
const retail: Template = (rng, cs) => {
  const f: Fmt = rng.pick([
    { th: ',', dec: '.', pre: '', post: '' },
    { th: ',', dec: '.', pre: 'Rs. ', post: '' },
    { th: ',', dec: '.', pre: '₹', post: '' },
  ]);
  const pg = newPage(rng);
  pg.add(
    `${rng.pick(['Shree', 'New', 'Royal', 'City'])} ${rng.pick(['Electronics', 'Traders', 'Medical Stores', 'Hardware', 'Mobile World'])}`,
    `${rng.int(1, 300)}, ${rng.pick(['MG Road', 'Station Road', 'Main Bazaar'])}, ${rng.pick(['Pune', 'Jaipur', 'Indore', 'Kochi'])}`,
    `GSTIN: ${rng.int(10, 37)}ABCDE${rng.int(1000, 9999)}F1Z${rng.int(1, 9)}`,
  );
  pg.add(...styledTitle(rng, rng.pick(['Retail Invoice/Bill', 'Tax Invoice', 'Cash Memo', 'Bill of Supply', 'Retail Invoice']), 0.25));
  pg.add(
    `${rng.pick(['Bill No', 'Invoice No'])}: ${rng.int(100, 99999)}   ${rng.pick(['Date', 'Dt'])}: ${fmtDate(rng, cs.docDate, 8)}`,
    `Customer: ${person(rng).full}   Mob: ${rng.int(7000000000, 9999999999)}`,
  );
  pg.add('', 'Sl  Item                HSN     Qty  Rate      Amount');
  let sub = 0;
  for (let i = 0; i < rng.int(1, 6); i++) {
    const rate = rng.int(50, 25000);
    const qty = rng.int(1, 5);
    sub += rate * qty;
    pg.add(
      `${i + 1}  ${rng.pick(['Phone charger', 'LED bulb 9W', 'Pressure cooker', 'Ceiling fan', 'Notebook', 'Paracetamol strip', 'USB cable', 'Steel bottle'])}  ${rng.int(8400, 9999)}  ${qty}  ${amount(rate, f)}  ${amount(rate * qty, f)}`,
    );
  }
  pg.add(
    '',
    `Taxable value: ${amount(sub, f)}`,
    `CGST @9%: ${amount(sub * 0.09, f)}`,
    `SGST @9%: ${amount(sub * 0.09, f)}`,
    `Grand Total: ${amount(sub * 1.18, f)}`,
    rng.pick(['Rupees in words: as above only', 'E & O.E.', 'Goods once sold will not be taken back.']),
  );
  return { pages: paginate(rng, pg.lines), variant: 'retail' };
};

interface Lang {
  name: string;
  fmt: Fmt;
  titles: string[];
  no: string;
  date: string;
  client: string;
  head: string;
  items: string[];
  sub: string;
  tax: string;
  total: string;
  terms: string[];
}
const LANGS: Lang[] = [
  {
    name: 'fr',
    fmt: { th: ' ', dec: ',', pre: '', post: ' €' },
    titles: ['Facture', 'FACTURE', 'Facture acquittée', "Note d'honoraires"],
    no: 'Facture n°',
    date: 'Date',
    client: 'Client',
    head: 'Désignation   Qté   Prix unitaire HT   Montant HT',
    items: ['Prestation de conseil', 'Frais de déplacement', 'Traduction juridique', 'Maintenance annuelle', 'Fournitures de bureau', 'Consultation'],
    sub: 'Total HT',
    tax: 'TVA 20 %',
    total: 'Total TTC',
    terms: [
      'Conditions de paiement : 30 jours fin de mois.',
      "Pénalités de retard : trois fois le taux d'intérêt légal.",
      'TVA non applicable, art. 293 B du CGI.',
    ],
  },
  {
    name: 'de',
    fmt: { th: '.', dec: ',', pre: '', post: ' EUR' },
    titles: ['Rechnung', 'RECHNUNG', 'Honorarrechnung', 'Quittung'],
    no: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    client: 'Kunde',
    head: 'Pos.  Bezeichnung   Menge   Einzelpreis   Gesamtpreis',
    items: ['Beratungsleistung', 'Fahrtkosten', 'Übersetzung', 'Wartungsvertrag', 'Büromaterial', 'Reparatur'],
    sub: 'Nettobetrag',
    tax: 'zzgl. 19 % MwSt.',
    total: 'Gesamtbetrag',
    terms: ['Zahlbar innerhalb von 14 Tagen ohne Abzug.', 'Bitte überweisen Sie den Betrag unter Angabe der Rechnungsnummer.', 'Steuernummer 123/456/78901'],
  },
  {
    name: 'nl',
    fmt: { th: '.', dec: ',', pre: '€ ', post: '' },
    titles: ['Factuur', 'FACTUUR', 'Nota', 'Kwitantie'],
    no: 'Factuurnummer',
    date: 'Factuurdatum',
    client: 'Klant',
    head: 'Omschrijving   Aantal   Prijs   Bedrag',
    items: ['Advieswerkzaamheden', 'Reiskosten', 'Vertaling', 'Onderhoud', 'Kantoorartikelen', 'Reparatie'],
    sub: 'Subtotaal',
    tax: 'BTW 21%',
    total: 'Totaal te betalen',
    terms: ['Gelieve binnen 30 dagen te betalen.', 'KvK 12345678  IBAN NL00BANK0123456789', 'Vermeld bij betaling het factuurnummer.'],
  },
  {
    name: 'es',
    fmt: { th: '.', dec: ',', pre: '', post: ' €' },
    titles: ['Factura', 'FACTURA', 'Recibo', 'Factura simplificada'],
    no: 'Factura n.º',
    date: 'Fecha',
    client: 'Cliente',
    head: 'Concepto   Cantidad   Precio   Importe',
    items: ['Servicios profesionales', 'Gastos de desplazamiento', 'Traducción', 'Mantenimiento', 'Material de oficina', 'Reparación'],
    sub: 'Base imponible',
    tax: 'IVA 21%',
    total: 'Total a pagar',
    terms: ['Forma de pago: transferencia bancaria.', 'Vencimiento a 30 días.', 'Gracias por su confianza.'],
  },
];

/** Invoices in other languages and currencies: one family per language. */
const foreign =
  (L: Lang): Template =>
  (rng, cs) => {
    const f = rng.chance(0.3) ? { ...L.fmt, pre: '', post: rng.pick([' CHF', ' EUR', '']) } : L.fmt;
    const pg = newPage(rng);
    pg.add(
      company(rng).replace(/(Inc\.|LLC|Corp\.)$/, rng.pick(['SARL', 'GmbH', 'B.V.', 'S.L.'])),
      `${rng.int(1, 200)} ${rng.pick(['rue de la Paix', 'Hauptstraße', 'Keizersgracht', 'Calle Mayor'])}`,
      rng.pick(['75002 Paris', '10115 Berlin', '1015 Amsterdam', '28013 Madrid', '1003 Lausanne']),
    );
    pg.add(...styledTitle(rng, rng.pick(L.titles), 0.2));
    pg.add(
      `${L.no}: ${rng.int(2020, 2026)}-${rng.int(100, 9999)}`,
      `${L.date}: ${fmtDate(rng, cs.docDate, 8)}`,
      `${L.client}: ${rng.pick([person(rng).full, company(rng)])}`,
      '',
      L.head,
    );
    let sub = 0;
    rng.sample(L.items, rng.int(1, 5)).forEach((it, i) => {
      const q = rng.int(1, 10);
      const p = rng.int(20, 900) + rng.int(0, 99) / 100;
      sub += q * p;
      pg.add(`${rng.chance(0.5) ? `${i + 1}  ` : ''}${it}   ${q}   ${amount(p, f)}   ${amount(q * p, f)}`);
    });
    const rate = Number(/(\d+)\s?%/.exec(L.tax)?.[1] ?? 20) / 100;
    pg.add(
      '',
      `${L.sub}: ${amount(sub, f)}`,
      `${L.tax}: ${amount(sub * rate, f)}`,
      `${L.total}: ${amount(sub * (1 + rate), f)}`,
      '',
      ...rng.sample(L.terms, rng.int(1, 2)),
    );
    return { pages: paginate(rng, pg.lines), variant: L.name };
  };

/** A lien claimant's itemization of what it is owed. */
const lienItemization: Template = (rng, cs) => {
  const f = usFmt(rng);
  const pg = newPage(rng);
  pg.add(rng.pick([cs.doctor.clinic, 'Sunrise Record Retrieval', 'Harborview Community Hospital', 'Interpreting Partners LLC']));
  pg.add(...styledTitle(rng, rng.pick(['Lien Itemization', 'Itemization of Lien', 'Statement of Lien Charges', 'Lien Claim Summary']), 0.3));
  pg.add(`Claimant: ${cs.applicant.full}   ${cs.adj[0]}`, `Defendant: ${cs.insurer}`, '');
  let total = 0;
  for (const it of lineItems(rng, rng.int(3, 9))) {
    total += it.price * it.qty;
    pg.add(`${fmtDate(rng, addDays(cs.docDate, -rng.int(30, 500)), 3)}  ${it.code}  ${it.desc}  ${amount(it.price * it.qty, f)}`);
  }
  const paid = Math.round(total * rng.next() * 40) / 100;
  pg.add(
    '',
    `Total billed: ${amount(total, f)}`,
    `Paid by defendant: ${amount(paid, f)}`,
    `Balance claimed: ${amount(total - paid, f)}`,
    rng.pick(['Interest and penalties are claimed in addition.', 'Lien filing fee paid.', '']),
  );
  return { pages: paginate(rng, pg.lines), variant: 'lien' };
};

export const BILLS: Array<[string, Template, number]> = [
  ['bill_itemized', itemized, 2.5],
  ['bill_claim_grid', claimGrid, 1.5],
  ['bill_review', review, 2],
  ['bill_invoice', invoice, 2],
  ['bill_receipt', receipt, 1.5],
  ['bill_retail', retail, 1],
  ...LANGS.map((L): [string, Template, number] => [`bill_${L.name}`, foreign(L), 0.5]),
  ['bill_lien', lienItemization, 1.5],
];
