/**
 * Documents written differently from anything the generator prints (issue 17): the type must come from the
 * genre's structure and vocabulary, not from a title the service knows. Texts are written for this test.
 */
import { describe, expect, it } from 'vitest';
import { classifyDocument } from '../src/index';
import { joinSpacedLetters } from '../src/normalize';

const CASES: Array<[string, string, string]> = [
  [
    'a letter-spaced ORDER heading under a caption',
    'court_order',
    `BEFORE THE WORKERS' COMPENSATION APPEALS BOARD
DELPHINE ARCHAMBAULT, Applicant,
vs.
QUICKSILVER COURIERS; HALCYON INDEMNITY, Defendants.
Case No. ADJ4410927
O R D E R
Upon review of the file and for good cause, the request to withdraw the lien claim is granted
and the lien of the interpreter service is withdrawn. IT IS SO ORDERED.
Dated: 03/14/2025
WALLACE PENDERGAST
WORKERS' COMPENSATION JUDGE`,
  ],
  [
    'a state appellate opinion that ends AFFIRMED',
    'court_order',
    `IN THE COURT OF APPEALS OF THE STATE OF IDAHO
Docket No. 51207
TOBIAS WREN, Claimant-Appellant,
v.
NORTHERN GRAIN ELEVATOR CO., Employer-Respondent.
Filed June 2, 2024
Appeal from the Industrial Commission of the State of Idaho.
Wren challenges the Commission's conclusion that his hernia was not caused by an accident at work.
We review questions of fact only to see whether substantial and competent evidence supports them.
The Commission weighed the competing medical opinions and explained why it preferred one of them.
We will not reweigh that evidence. The order of the Commission is
AFFIRMED.
Chief Judge LORENZEN and Judge TRIBBLE CONCUR.`,
  ],
  [
    'a French invoice with no dollar sign',
    'billing',
    `Atelier Verrier SARL
14 avenue des Tilleuls, 69003 Lyon
FACTURE N° 2024-0381
Date : 12/09/2024
Client : Cabinet Morel
Désignation            Qté    Prix unitaire HT    Montant HT
Remplacement vitrage    2        145,00              290,00
Main d'oeuvre           3         48,50              145,50
Total HT : 435,50 €
TVA 20 % : 87,10 €
Total TTC : 522,60 €
Règlement à réception par virement.`,
  ],
  [
    'a German bill',
    'billing',
    `Elektro Brandl GmbH · Lindenweg 7 · 80331 München
Rechnung Nr. 7715
Rechnungsdatum: 03.02.2025
Pos. Menge Bezeichnung Einzelpreis Gesamt
1 4 Steckdose erneuert 18,90 75,60
2 1 Anfahrt 35,00 35,00
Nettobetrag 110,60 EUR
MwSt. 19 % 21,01 EUR
Gesamtbetrag 131,61 EUR
Zahlbar innerhalb von 10 Tagen.`,
  ],
  [
    'a retail bill in rupees',
    'billing',
    `SAI KRISHNA ENTERPRISES
Shop 12, Ring Road, Nagpur
Retail Invoice/Bill
Bill No: 4471  Date: 18-11-2024
Item              Qty   Rate     Amount
Mixer grinder      1    3,450.00  3,450.00
Extension board    2      299.00    598.00
Total Rs. 4,048.00
Thank you, visit again`,
  ],
  [
    'a payment receipt',
    'billing',
    `PAYMENT RECEIPT
Receipt number 88120-44
Paid on September 3, 2024
Received from: Horatio Vance
Description: annual storage unit rental
Amount paid 540.00
Method: card ending 4410
Balance remaining 0.00`,
  ],
  [
    'an echocardiogram report',
    'medical_report',
    `Lakeview Heart Institute
Patient: Marisela Ocampo   DOB 07/19/1961
Study: transthoracic echo, complete
Indication: exertional dyspnea
LV end-diastolic dimension 5.1 cm
Interventricular septum 1.0 cm
Ejection fraction by Simpson's method 48%
Left atrium mildly enlarged. Mild mitral regurgitation. No pericardial effusion.
Impression: low-normal systolic function of the left ventricle with mild mitral regurgitation.
Read by Anselm Greaves, MD, FACC`,
  ],
  [
    'a line-numbered petition with an exhibit list',
    'wcab_form',
    `1  LAW OFFICE OF PERPETUA OYELARAN
2  Attorney for Applicant
3
4  WORKERS' COMPENSATION APPEALS BOARD
5  GRISELDA MONTEVERDE, Applicant, v. ALPINE LINEN SERVICE, Defendants.
6  Case No. ADJ9981204
7  PETITION FOR AUTHORIZATION OF HOME HEALTH CARE
8  Applicant asks the Board to order defendant to provide home care
9  recommended by her treating physician, for the reasons that follow.
10 The request was submitted on January 4 and no decision issued.
11 WHEREFORE applicant requests an order granting the petition.
12 EXHIBITS
13 Exhibit 1  Request for authorization
14 Exhibit 2  Report of the treating physician
15 Exhibit 3  Letter to the claims adjuster
16 VERIFICATION: I declare under penalty of perjury that the foregoing is true.`,
  ],
  [
    'an agency letter about separator sheets',
    'correspondence',
    `Division of Workers' Compensation
Oakland District Office
April 9, 2025
Tremont & Ashby
Re: Casimir Lundqvist, ADJ5512093
Dear Counsel:
The packet you mailed on March 28 was returned without filing. Each document you file must sit behind
its own document separator sheet, and the case number on each separator sheet must match. Please
refile once the separator sheets are corrected.
Sincerely,
Filing Unit`,
  ],
  [
    'a letter without any title',
    'correspondence',
    `Ostrander Claims Group
P.O. Box 4471, Modesto CA
June 11, 2025
Ms. Philippa Nkemelu
22 Harrow Lane
Turlock CA
Re: claim 55-00913
Dear Ms. Nkemelu:
We received the note from your doctor saying you may go back to light work next Monday.
Your disability checks will stop on that date. Call me if your doctor changes the plan.
Regards,
Benedikt Sorensen, claims examiner`,
  ],
];

describe('transfer to documents written differently', () => {
  it.each(CASES)('classifies %s', (_name, label, text) => {
    const r = classifyDocument(text.split('\f'));
    expect(r.document_type).toBe(label);
  });

  it('is never near-certain about text unlike any document it knows', () => {
    const r = classifyDocument(['Zephyr quartz 42 lamp. Voxel orbit hum 7; tundra, mosaic, falcon. 19 88 3.']);
    expect(r.scores[r.document_type]).toBeLessThan(0.99);
  });

  it('joins letter-spaced headings into words', () => {
    expect(joinSpacedLetters('O R D E R')).toBe('ORDER');
    expect(joinSpacedLetters('N O T I C E   O F   H E A R I N G')).toBe('NOTICE OF HEARING');
    expect(joinSpacedLetters('Q A Yes')).toBe('Q A Yes');
    expect(joinSpacedLetters('A B')).toBe('A B');
  });
});
