/**
 * A till receipt read by its structure (priced items, a total and a payment whose arithmetic closes), clean and as
 * OCR damages a phone photo; a menu, a price list, a statement of figures and a nutrition label are none. Texts
 * written here (not fixtures of the real set).
 */
import { describe, expect, it } from 'vitest';
import { priceLines, tillReceipt } from '../src/receipt';

/** A grocery slip paid in cash: the change closes it. */
const CASH = `HILLTOP MARKET
412 Orchard Rd
Springfield
APPLES GALA 3.49 F
WHOLE MILK 1GAL 4.19 F
RYE BREAD 2.99 F
SUBTOTAL 10.67
TAX 0.00
TOTAL 10.67
CASH TEND 20.00
CHANGE DUE 9.33
ITEMS SOLD 3
THANK YOU`;

/** The same as a creased photo reads it: letters and a price damaged, the change line lost, a card paying the total. */
const PHOTO_CARD = `H1LLT0P MARKFT
APPLFS GALA 3.49 F
WH0LE M1LK 1GAL 4,19 F
RYF BREAD Z.99 F
SUBT0TAL 10.67
T0TAL 10.67
DEB1T TEND 10.67
APPR CODE 55201`;

/** A German slip: comma cents, tax table, cash and change. */
const GERMAN = `FRISCHMARKT
Hauptstr. 3
Bio Joghurt 0,79 B
Vollkornbrot 2,49 B
Kaffee 500g 5,99 A
ZU ZAHLEN EURO 9,27
BARGELD 10,00
ZURUECK 0,73
MwSt Netto Brutto`;

/** A receipt whose subtotal and tax make the total, paid by card (the slip's tender cut off). */
const TAXED = `CORNER HARDWARE
HINGE 2PK 6.98 T
WOOD SCREWS 4.50 T
SUBTOTAL 11.48
SALES TAX 0.92
TOTAL 12.40
VISA ****1234`;

describe('priceLines', () => {
  it('reads each price line with its role, comma or point cents, a tax flag after', () => {
    expect(priceLines(GERMAN).map((l) => [l.role, l.cents])).toEqual([
      ['item', 79],
      ['item', 249],
      ['item', 599],
      ['total', 927],
      ['tender', 1000],
      ['change', 73],
    ]);
  });
});

describe('tillReceipt', () => {
  it('reads a cash slip, a damaged photo paid by card, a German slip and one whose taxes close', () => {
    expect(tillReceipt([CASH])).toBe(true);
    expect(tillReceipt([PHOTO_CARD])).toBe(true);
    expect(tillReceipt([GERMAN])).toBe(true);
    expect(tillReceipt([TAXED])).toBe(true);
  });

  it('a slip whose arithmetic does not close and whose payment precedes its total, or with no payment, is none', () => {
    const outOfOrder = `HILLTOP MARKET\nCASH TEND 20.00\nCHANGE DUE 4.10\nAPPLES 3.49\nMILK 4.19\nBREAD 2.99\nSUBTOTAL 10.02\nTOTAL 10.02`;
    expect(tillReceipt([outOfOrder])).toBe(false);
    expect(tillReceipt([CASH.replace(/CASH TEND.*\nCHANGE DUE.*\n/, '')])).toBe(false);
  });

  it('a slip whose amounts OCR lost is read by its totals block in the sale order', () => {
    const lost = `HILLTOP MARKET\nAPPLES GALA\nWHOLE MILK\nSUBTOTAL\nTAX 1 7.000 %\nTOTAL\nCASH TEND\nCHANGE DUE\nITEMS SOLD 3`;
    expect(tillReceipt([lost])).toBe(true);
  });

  it('a menu, a price list, a statement of figures and a nutrition label are none', () => {
    const menu = `TRATTORIA LUNA\nPASTA\nPenne Arrabbiata 12.50\nSpaghetti Carbonara 14.00\nLasagne 15.50\nDESSERTS\nTiramisu 7.00`;
    const prices = `PRICE LIST 2026\nConsultation 150.00\nFollow-up visit 90.00\nCopy of records 25.00\nTotal items listed 3`;
    const statement = `QUARTERLY FIGURES\nRevenue 1,200.00\nCosts 800.00\nTotal 400.00\nCash at bank 2,400.00\nChange in cash 400.00`;
    const label = `Nutrition Facts\nServing size 1 cup\nCalories 120\nTotal Fat 2g 3%\nSodium 140mg 6%\nTotal Carbohydrate 22g 8%\nProtein 4g`;
    for (const t of [menu, prices, statement, label]) expect(tillReceipt([t])).toBe(false);
  });

  it('a long paper is no till receipt', () => {
    expect(tillReceipt([CASH, CASH, CASH])).toBe(false);
  });
});
