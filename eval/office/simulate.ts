/**
 * The office simulation (issue 32): an office whose mail comes in a template the service has never seen
 * (a generator family held out of the base model's training) corrects the first k documents of it, and
 * the rest of that family, and every other family, are answered again. Counts per k: type accuracy on the
 * rest of the family, the office's activity label and the applicant where corrections named them, and
 * answers that changed on other families (false changes).
 *
 * The office is an interface: in-process (the learned layer's own functions over the base model held out)
 * or through the real API (eval/office/api.ts). Both answer with the same learned layer.
 */
import type { CorrectionFields, DocumentType } from '@wcab/contract';
import { samePerson } from '@wcab/extract';

export interface SimDoc {
  id: string;
  family: string;
  label: DocumentType;
  pages: string[];
  applicant?: string;
}

export interface SimAnswer {
  documentType: DocumentType;
  label?: string;
  applicant?: string;
}

export interface Office {
  /** Answers a document as the account would be answered now. */
  answer(doc: SimDoc): Promise<SimAnswer>;
  /** Teaches a correction; returns its id. */
  teach(doc: SimDoc, correct: CorrectionFields): Promise<string>;
  /** Forgets every correction (DELETE /v1/feedback). */
  forget(): Promise<void>;
  /** Called once the family is done (the API run stops the family's service). */
  close?(): Promise<void>;
}

/** `fn` over `items`, at most `concurrency` at once, the results in the items' order. */
async function mapPool<T, R>(items: readonly T[], concurrency: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return out;
}

export const KS = [0, 1, 2, 3] as const;
/** The family's documents scored at every k: the same ones whatever k, after the most that are corrected. */
const REST_FROM = 3;

/** The office's own label for a family: a name no default label has, so only corrections can teach it. */
export const officeLabel = (family: string) => `Office ${family.replace(/_/g, ' ')}`;

/** Whether the document prints the applicant (a person correcting it names them only then). */
export function printsApplicant(doc: SimDoc): boolean {
  const last = doc.applicant?.split(/\s+/).pop();
  return !!last && doc.pages.slice(0, 3).join('\n').toLowerCase().includes(last.toLowerCase());
}

export interface KFigures {
  k: number;
  /** Documents of the held-out families scored (the rest of each family). */
  rest: number;
  typeAccuracy: number;
  labelAccuracy: number;
  labelScored: number;
  applicantAccuracy: number;
  applicantScored: number;
  /** Answers of other families' documents that changed from k = 0; share of those scored. */
  falseChanges: number;
  otherScored: number;
}

export interface OfficeReport {
  families: string[];
  perK: KFigures[];
  /** Per held-out family at the largest k: type accuracy on its rest. */
  perFamily: Array<{ family: string; n: number; typeAccuracy: number; labelAccuracy: number; applicantAccuracy: number }>;
}

const sameAnswer = (a: SimAnswer, b: SimAnswer) => a.documentType === b.documentType && a.label === b.label && (a.applicant ?? '') === (b.applicant ?? '');

const applicantRight = (doc: SimDoc, a: SimAnswer) => !!a.applicant && !!doc.applicant && samePerson(a.applicant, doc.applicant);

/**
 * Runs the simulation. `officeFor(family)` gives the office whose base model was trained without `family`;
 * `others` are the documents whose answers must not change (other families), sampled by the caller.
 */
export async function simulateOffice(
  heldOut: Map<string, SimDoc[]>,
  others: (family: string) => SimDoc[],
  officeFor: (family: string) => Promise<Office>,
  /** Answers asked at once (between two corrections every answer is independent of the others). */
  concurrency = 1,
): Promise<OfficeReport> {
  const tallies = KS.map((k) => ({ k, rest: 0, typeRight: 0, labelRight: 0, labelScored: 0, appRight: 0, appScored: 0, changed: 0, otherScored: 0 }));
  const perFamily: OfficeReport['perFamily'] = [];
  for (const [family, docs] of heldOut) {
    const office = await officeFor(family);
    await office.forget();
    const rest = docs.slice(REST_FROM);
    const outside = others(family);
    const baseline = new Map<string, SimAnswer>();
    let taught = 0;
    let namedApplicant = false;
    for (const t of tallies) {
      while (taught < t.k) {
        const doc = docs[taught++]!;
        const named = printsApplicant(doc);
        namedApplicant ||= named;
        await office.teach(doc, { document_type: doc.label, doc_type: officeLabel(family), ...(named ? { applicant_name: doc.applicant! } : {}) });
      }
      let typeRight = 0;
      let labelRight = 0;
      let appRight = 0;
      let appScored = 0;
      const restAnswers = await mapPool(rest, concurrency, (doc) => office.answer(doc));
      for (const [i, doc] of rest.entries()) {
        const a = restAnswers[i]!;
        t.rest++;
        if (a.documentType === doc.label) typeRight++;
        if (t.k > 0) {
          t.labelScored++;
          if (a.label === officeLabel(family)) labelRight++;
        }
        if (namedApplicant && printsApplicant(doc)) {
          appScored++;
          if (applicantRight(doc, a)) appRight++;
        }
      }
      t.typeRight += typeRight;
      t.labelRight += labelRight;
      t.appRight += appRight;
      t.appScored += appScored;
      const outsideAnswers = await mapPool(outside, concurrency, (doc) => office.answer(doc));
      for (const [i, doc] of outside.entries()) {
        const a = outsideAnswers[i]!;
        if (t.k === 0) baseline.set(doc.id, a);
        else {
          t.otherScored++;
          if (!sameAnswer(a, baseline.get(doc.id)!)) t.changed++;
        }
      }
      if (t.k === KS[KS.length - 1]) {
        perFamily.push({
          family,
          n: rest.length,
          typeAccuracy: rest.length ? typeRight / rest.length : 1,
          labelAccuracy: rest.length ? labelRight / rest.length : 1,
          applicantAccuracy: appScored ? appRight / appScored : NaN,
        });
      }
    }
    await office.forget();
    await office.close?.();
  }
  const perK = tallies.map((t) => ({
    k: t.k,
    rest: t.rest,
    typeAccuracy: t.rest ? t.typeRight / t.rest : 0,
    labelAccuracy: t.labelScored ? t.labelRight / t.labelScored : NaN,
    labelScored: t.labelScored,
    applicantAccuracy: t.appScored ? t.appRight / t.appScored : NaN,
    applicantScored: t.appScored,
    falseChanges: t.otherScored ? t.changed / t.otherScored : 0,
    otherScored: t.otherScored,
  }));
  return { families: [...heldOut.keys()], perK, perFamily };
}
