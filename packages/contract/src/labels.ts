/**
 * The product's activity labels, used when a caller gives none (PRODUCT.md; documented in the README).
 * A module of its own with no import, so the review page's browser bundle (packages/web) takes the very
 * list the classifier uses without pulling zod or the rest of the contract in: `@wcab/contract/labels`.
 */
export const DEFAULT_ACTIVITY_TYPES: readonly string[] = [
  'Application for Adjudication',
  'Declaration of Readiness',
  'Notice of Hearing',
  'Minutes of Hearing',
  'Stipulations / Compromise and Release',
  'Medical Report',
  'QME Report',
  'Correspondence',
  'Deposition Transcript',
  'Subpoena',
  'Order',
  'Billing / Lien',
  'Proof of Service',
  'Other',
];
