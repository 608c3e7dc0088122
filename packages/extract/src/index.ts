/**
 * @wcab/extract: pure, deterministic functions from page text to the fields of the API contract.
 * No I/O; every function takes text (text layer or OCR) and returns plain values.
 */
export { extractAll, toCalendarDates, type Extraction, type ExtractionSpans, type ExtractOptions } from './extractAll';
export { sourceMap, type PageSpan, type SourceMap } from './sourceMap';
export type { Span } from './spans';
export { NAME_CONFIDENCE } from './applicant';
export { ADJ_CONFIDENCE } from './adjNumbers';
export { DATE_CONFIDENCE, type DateSpans } from './dates';
export { findAdjNumbers, normalizeAdj } from './adj';
export { extractAdjNumbers } from './adjNumbers';
export { findCaseNumbers } from './caseNumbers';
export { extractParties, findParties, locateParties, type Parties } from './parties';
export { applicantName, employerName } from './applicant';
export { extractDates, type DateOptions, type ExtractedDate } from './dates';
export { documentDate, compactDate } from './documentDate';
export { matchCases, type DocumentIdentity, type MatchResult } from './caseMatching';
export { isPlausiblePersonName, normalizePersonName, normalizeOrgName, samePerson, sameOrg } from './names';
export { DISTRICT_OFFICES, type DistrictOffice } from './locations';
export { parseTime } from './times';
export { joinPages, normalizeText, PAGE_SEPARATOR } from './text';
export { findDateMentions, type DateMention } from './dateParsing';
export { levenshtein } from './fuzzy';
export { readByLayout } from './layoutReading';
export { isFieldLabel } from './layoutLabels';
