/**
 * The office simulation in-process: the base answer from a model of the shipped kind trained without the
 * held-out family (as eval/lofo), the applicant from @wcab/extract, the label from @wcab/classify, then the
 * learned layer (@wcab/learning) exactly as the pipeline's last stage runs it. Fast enough to calibrate
 * the layer's threshold over every family; eval/office/api.ts runs the same simulation through the API.
 */
import { DOCUMENT_TYPES, type DocumentType } from '@wcab/contract';
import { classifyDocument, DEFAULT_ACTIVITY_TYPES, matchActivityType } from '@wcab/classify';
import { extractAll } from '@wcab/extract';
import {
  AccountMemory,
  applyLessons,
  BACKGROUND_PER_TYPE,
  BACKGROUND_SEED,
  backgroundMemory,
  frameOf,
  lessonOf,
  loadShippedBackground,
  signatureOf,
  type Lesson,
} from '@wcab/learning';
import { generateByFamily } from '../../packages/classify/scripts/gen/dataset';
import { featurize, type SparseVector } from '../../packages/classify/src/features';
import { findTitle } from '../../packages/classify/src/titles';
import { predictFloat, type FloatModel } from '../../packages/classify/scripts/lib/logreg';
import { MODEL_OPTIONS, trainModel } from '../../packages/classify/scripts/lib/lofo';
import type { Office, SimAnswer, SimDoc } from './simulate';

interface Prepared {
  x: SparseVector;
  title?: string;
  applicant?: string;
  sketch: Uint32Array;
}

/** The learned layer's settings under test (defaults: the shipped ones). */
export interface LayerOptions {
  threshold?: number;
  ratio?: number;
  /** No background check (the layer before it). */
  noBackground?: boolean;
}

/**
 * The background as the shipped one is built (packages/learning/scripts/buildBackground.ts), from every
 * family but the held-out one: like the base model, it never saw the family the office corrects. Its
 * documents' sketches and frames (the API run writes them to a file the service is started with).
 */
export function backgroundDocsWithout(): (family: string) => { sketches: Uint32Array[]; frames: Uint32Array[] } {
  const known = generateByFamily({ seed: BACKGROUND_SEED, perType: BACKGROUND_PER_TYPE }).map((d) => ({
    family: d.kind,
    sketch: signatureOf(d.pages).sketch,
    frame: frameOf(d.pages),
  }));
  return (family) => {
    const kept = known.filter((k) => k.family !== family);
    return { sketches: kept.map((k) => k.sketch), frames: kept.map((k) => k.frame) };
  };
}

function backgroundWithout(): (family: string) => AccountMemory {
  const docsWithout = backgroundDocsWithout();
  return (family) => {
    const { sketches, frames } = docsWithout(family);
    return backgroundMemory(sketches, frames);
  };
}

/** The base model of an office whose mail is `family`: trained on every other family's documents (as eval/lofo). */
export function heldOutModel(docs: SimDoc[], features: (doc: SimDoc) => SparseVector, family: string): FloatModel {
  const train = docs.filter((d) => d.family !== family);
  return trainModel(
    train.map(features),
    train.map((d) => DOCUMENT_TYPES.indexOf(d.label)),
    { ...MODEL_OPTIONS, seed: 17 },
  );
}

/** A document's features as the classifier computes them (with the title it finds in the text). */
export function featuresOf(pages: string[]): SparseVector {
  return featurize(pages, findTitle(pages)?.type);
}

export class InProcessOffices {
  private readonly prepared = new Map<string, Prepared>();
  private readonly background?: (family: string) => AccountMemory;
  /** The shipped model's answers, the same for every office: computed once per document. */
  private readonly shippedAnswers = new Map<string, SimAnswer>();

  constructor(
    private readonly docs: SimDoc[],
    readonly labels: readonly string[],
    private readonly layer: LayerOptions = {},
    /** The shipped model and background for every family instead of ones built without it (to compare with the API run). */
    private readonly shipped = false,
  ) {
    if (!layer.noBackground) {
      const shippedBackground = shipped ? loadShippedBackground() : undefined;
      this.background = shippedBackground ? () => shippedBackground : backgroundWithout();
    }
    for (const d of docs) {
      const title = findTitle(d.pages);
      const fields = extractAll(d.pages);
      this.prepared.set(d.id, {
        x: featuresOf(d.pages),
        ...(title ? { title: title.title } : {}),
        // As the pipeline's analysis takes it (packages/pipeline analyzeText).
        applicant: fields.applicantName || fields.adjNumbers[0]?.claimant_name || fields.inferredAdjNumbers[0]?.claimant_name || undefined,
        sketch: signatureOf(d.pages).sketch,
      });
    }
  }

  static withOfficeLabels(docs: SimDoc[], officeLabels: string[], layer: LayerOptions = {}, shipped = false): InProcessOffices {
    return new InProcessOffices(docs, [...DEFAULT_ACTIVITY_TYPES, ...officeLabels], layer, shipped);
  }

  /** The office of an account whose base model never saw `family`. */
  async officeFor(family: string): Promise<Office> {
    const model = this.shipped ? undefined : heldOutModel(this.docs, (d) => this.prepared.get(d.id)!.x, family);
    const background = this.background?.(family);
    const lessons: Lesson[] = [];
    let memory = new AccountMemory([]);
    const base = (doc: SimDoc): SimAnswer => {
      const p = this.prepared.get(doc.id)!;
      if (!model) {
        const known = this.shippedAnswers.get(doc.id);
        if (known) return known;
        const c = classifyDocument(doc.pages);
        const label = matchActivityType(this.labels, { pages: doc.pages, document_type: c.document_type, title: c.title });
        const answer: SimAnswer = { documentType: c.document_type, label, ...(p.applicant ? { applicant: p.applicant } : {}) };
        this.shippedAnswers.set(doc.id, answer);
        return answer;
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
          ...(background ? { background } : {}),
          ...(this.layer.threshold !== undefined ? { threshold: this.layer.threshold } : {}),
          ...(this.layer.ratio !== undefined ? { ratio: this.layer.ratio } : {}),
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
