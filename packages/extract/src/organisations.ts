/**
 * Telling an organisation's name from a person's by general cues any business name carries, not by a
 * list of the employers we have seen: a legal form ("LLC", "Inc.", "& Sons"), "dba", a leading "The",
 * an ampersand, or a word that names a line of business or an institution ("Olive Tree Bakery",
 * "Create and Construct", "Harbor View Dental Group"). A person's name holds none of these.
 */

/** Legal forms and their abbreviations. */
const LEGAL_FORM = /\b(?:inc|incorporated|llc|l\.l\.c|llp|l\.l\.p|lllp|pllc|corp|corporation|company|ltd|limited|plc|gmbh)\b\.?/i;
/** Short forms that are also parts of people's names ("Li Na", "Kim Co"): only after a comma or with their period. */
const SHORT_LEGAL_FORM = /(?:,\s*(?:co|lp|pc|p\.c|apc|na|n\.a|sa)\.?|\b(?:Co|Cos|Bros)\.)\s*$/i;

/**
 * Words that name a trade, a kind of business or an institution. General vocabulary: what shops,
 * firms, public bodies and care providers call themselves.
 */
const BUSINESS_NOUNS = new Set(
  `academy agency airline airlines apartments architects assembly associates association auto automotive bakeries
  bakery bank bar barbershop bistro body brewery brewing bros brothers builders building buildings bureau cafe
  cafeteria campus cannery cantina care cargo carpentry carriers casino catering center centre charter cinema city
  cleaners cleaning clinic clinics club coffee college collision commission communications community construct
  construction consulting contracting contractors cooperative corporation county creamery credit dairy deli delivery
  dental dentistry department depot design development diagnostics diner distributing distribution distributors
  district drywall electric electrical electronics energy engineering enterprises entertainment equipment estates
  excavation exchange express fabrication factory farm farms financial fitness flooring florist foods foundation
  freight fund funding furniture gallery garage garden gardens grill grocery group growers gym hardware health
  healthcare holdings home homes hospital hospitality hospitals hotel hotels housing imaging industrial industries
  institute insurance interiors international janitorial kitchen laboratories laboratory labs landscape landscaping
  laundry lines logistics lumber machine machining maintenance management manufacturing market markets masonry meats
  media medical metals ministries motel motors moving museum networks nursery nursing orchards outfitters packaging
  packing paint painting partners pharmacy pizza pizzeria plastics plumbing poultry precision produce products
  properties pub publishing ranch realty recycling rehabilitation rentals repair resort restaurant restaurants retail
  roofing salon school schools security service services shipping shop shops solar solutions spa staffing station
  steel storage store stores studio studios supermarket supplies supply systems taqueria tavern technologies
  technology theater theatre therapy tile tire tires tools towing trading transit transport transportation trucking
  trust union university utilities ventures veterinary vineyard vineyards warehouse waste welding wholesale winery
  works`
    .split(/\s+/)
    .filter(Boolean),
);

export function looksLikeOrganisation(name: string): boolean {
  const s = name.trim();
  if (!s) return false;
  if (LEGAL_FORM.test(s) || SHORT_LEGAL_FORM.test(s) || /\s&\s|&/.test(s) || /\b(?:dba|d\/b\/a)\b/i.test(s) || /^the\s/i.test(s)) return true;
  return s
    .toLowerCase()
    .split(/[\s,.'()]+/)
    .some((w) => BUSINESS_NOUNS.has(w));
}

/**
 * A word that is a legal form on its own ("LLC", "Inc.", "Co."), as the word after a name's comma prints it ("Kingston
 * Pharma, LLC"): what precedes the comma is then a business's name, not a person's.
 */
export function isLegalFormWord(word: string): boolean {
  return /^(?:inc|incorporated|llc|l\.l\.c|llp|l\.l\.p|lllp|pllc|corp|corporation|company|ltd|limited|plc|gmbh|co|lp|pc|p\.c|apc)\.?$/i.test(word.trim());
}

/** One lower-case word that names a line of business or an institution. */
export function isBusinessWord(word: string): boolean {
  return BUSINESS_NOUNS.has(word);
}
