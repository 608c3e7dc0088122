/**
 * The office simulation in-process: the base answer from a model of the shipped kind trained without the
 * held-out family (as eval/lofo), the applicant from @wcab/extract, the label from @wcab/classify, then the
 * learned layer (@wcab/learning) exactly as the pipeline's last stage runs it. Fast enough to calibrate
 * the layer's threshold over every family; eval/office/api.ts runs the same simulation through the API.
 */
import { DOCUMENT_TYPES, type DocumentType } from '@wcab/contract';
import { classifyDocument, DEFAULT_ACTIVITY_TYPES, matchActivityType } from '@wcab/classify';
import { extractAll } from '@wcab/extract';
import { AccountMemory, applyLessons, lessonOf, signatureOf, type Lesson } from '@wcab/learning';
import { featurize, type SparseVector } from '../../packages/classify/src/features';
import { findTitle } from '../../packages/classify/src/titles';
import { predictFloat } from '../../packages/classify/scripts/lib/logreg';
import { MODEL_OPTIONS, trainModel } from '../../packages/classify/scripts/lib/lofo';
import type { Office, SimAnswer, SimDoc } from './simulate';

interface Prepared {
  x: SparseVector;
  title?: string;
  applicant?: string;
  sketch: Uint32Array;
}

export class InProcessOffices {
  private readonly prepared = new Map<string, Prepared>();

  constructor(
    private readonly docs: SimDoc[],
    readonly labels: readonly string[],
    private readonly threshold?: number,
    /** The shipped model for every family instead of one trained without it (to compare with the API run). */
    private readonly shipped = false,
  ) {
    for (const d of docs) {
      const title = findTitle(d.pages);
      const fields = extractAll(d.pages);
      this.prepared.set(d.id, {
        x: featurize(d.pages, title?.type),
        ...(title ? { title: title.title } : {}),
        // As the pipeline's analysis takes it (packages/pipeline analyzeText).
        applicant: fields.applicantName || fields.adjNumbers[0]?.claimant_name || fields.inferredAdjNumbers[0]?.claimant_name || undefined,
        sketch: signatureOf(d.pages).sketch,
      });
    }
  }

  static withOfficeLabels(docs: SimDoc[], officeLabels: string[], threshold?: number, shipped = false): InProcessOffices {
    return new InProcessOffices(docs, [...DEFAULT_ACTIVITY_TYPES, ...officeLabels], threshold, shipped);
  }

  /** The office of an account whose base model never saw `family`. */
  async officeFor(family: string): Promise<Office> {
    const train = this.docs.filter((d) => d.family !== family);
    const model = this.shipped
      ? undefined
      : trainModel(
          train.map((d) => this.prepared.get(d.id)!.x),
          train.map((d) => DOCUMENT_TYPES.indexOf(d.label)),
          { ...MODEL_OPTIONS, seed: 17 },
        );
    const lessons: Lesson[] = [];
    let memory = new AccountMemory([]);
    const base = (doc: SimDoc): SimAnswer => {
      const p = this.prepared.get(doc.id)!;
      if (!model) {
        const c = classifyDocument(doc.pages);
        const label = matchActivityType(this.labels, { pages: doc.pages, document_type: c.document_type, title: c.title });
        return { documentType: c.document_type, label, ...(p.applicant ? { applicant: p.applicant } : {}) };
      }
      const z = predictFloat(model, p.x);
      const documentType = DOCUMENT_TYPES[z.indexOf(Math.max(...z))] as DocumentType;
      const label = matchActivityType(this.labels, { pages: doc.pages, document_type: documentType, ...(p.title ? { title: p.title } : {}) });
      return { documentType, label, ...(p.applicant ? { applicant: p.applicant } : {}) };
    };
    return {
      answer: async (doc) => {
        const b = base(doc);
        const { answer } = applyLessons(memory, {
          pages: doc.pages,
          sketch: this.prepared.get(doc.id)!.sketch,
          answer: { documentType: b.documentType, label: b.label, applicant: b.applicant, dates: [] },
          labels: this.labels,
          ...(this.threshold !== undefined ? { threshold: this.threshold } : {}),
        });
        return { documentType: answer.documentType, label: answer.label, ...(answer.applicant ? { applicant: answer.applicant } : {}) };
      },
      teach: async (doc, correct) => {
        const id = `c${lessons.length + 1}`;
        lessons.push({ id, createdAt: lessons.length, ...lessonOf(doc.pages, correct) });
        memory = new AccountMemory(lessons);
        return id;
      },
      forget: async () => {
        lessons.length = 0;
        memory = new AccountMemory([]);
      },
    };
  }
}
