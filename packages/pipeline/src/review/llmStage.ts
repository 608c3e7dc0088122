/**
 * The optional LLM stage of /v1/classify (packages/llm): a second opinion on the local result, asked
 * from this job thread (never from the API process) when LLM_MODE says so, and merged only where
 * grounding in the document's text allowed it. Whatever happens to the call, the local result stands.
 * `data.sources` says which stages produced the answer and which fields the LLM changed.
 */
import { DOCUMENT_TYPES, type BatchDocument, type ClassificationResult, type DocumentType, type Sources } from '@wcab/contract';
import type { LlmSettings } from '@wcab/contract/settings';
import type { Grounded, LocalView } from '@wcab/llm';
import type { JobContext } from '../context/jobContext';
import type { Analysis } from '../analysis/analyze';
import { suggestedFilename } from '@wcab/contract/naming';
import type { PageText } from '../read/pageText';
import { withEamsOf } from '../analysis/eams';

/** What the stage needs of the job: the thread's reviewer (made once from LLM_*: context/jobContext.ts) and telemetry. */
export type LlmContext = Pick<JobContext, 'llm' | 'telemetry'>;

export function stagesOf(pages: readonly PageText[]): Sources['stages'] {
  const stages: Sources['stages'] = [];
  if (pages.some((p) => p.source === 'text')) stages.push('text');
  if (pages.some((p) => p.source === 'ocr')) stages.push('ocr');
  return stages;
}

/** Whether LLM_MODE asks for a second opinion on this result. */
export function wantsReview(settings: LlmSettings, data: { document_type: string; confidence: number }): boolean {
  if (settings.mode === 'refine') return true;
  if (settings.mode === 'fallback') return data.document_type === 'unknown' || data.confidence < settings.minConfidence;
  return false;
}

/** Asks the reviewer when the mode wants it; the grounded changes, or undefined (no call, or no usable answer). */
async function consult(ctx: LlmContext, texts: string[], local: LocalView): Promise<Grounded | undefined> {
  const { settings, reviewer } = ctx.llm;
  if (!reviewer || !wantsReview(settings, local) || !texts.some((t) => /\w{2}/.test(t))) return undefined;
  const review = await reviewer.review(texts, local);
  ctx.telemetry.recordStage('llm', review.seconds);
  ctx.telemetry.countLlmCall(review.outcome, review.promptTokens, review.completionTokens);
  if (review.outcome === 'ok' && review.grounded) return review.grounded;
  console.error(JSON.stringify({ level: 'warn', msg: 'LLM stage gave no answer; the local result stands', outcome: review.outcome, detail: review.detail }));
  return undefined;
}

/**
 * A batch document's second opinion: a grounded change of type picks its `doc_type` label again (a
 * separator sheet's label still wins) and so its file name; a grounded change of a date's meaning
 * changes its calendar entry. The EAMS title follows the new type.
 */
export async function withBatchSecondOpinion(
  ctx: LlmContext,
  doc: BatchDocument,
  analysis: Analysis,
  stages: Sources['stages'],
  docTypeFor: (documentType: DocumentType) => string,
): Promise<BatchDocument> {
  const calendar = doc.calendar_dates;
  const g = await consult(ctx, analysis.pages, {
    document_type: analysis.documentType,
    confidence: analysis.confidence,
    summary: '',
    adj_numbers: doc.adj_numbers,
    parties: doc.applicant_name ? [doc.applicant_name] : [],
    dates: calendar.map(({ date, type }) => ({ date, type, description: '' })),
  });
  if (!g) return { ...doc, sources: { stages } };
  let out: BatchDocument = { ...doc };
  const changed = new Set<Changed[number]>();
  if (g.document_type) {
    // The EAMS title follows the type as finally answered (docs/api.md), whether or not the label moves.
    if (g.document_type.value !== analysis.documentType) out = withEamsOf(out, g.document_type.value, analysis);
    const docType = docTypeFor(g.document_type.value);
    if (docType !== doc.doc_type) {
      out.doc_type = docType;
      out.suggested_filename = suggestedFilename(doc.document_date, docType, doc.applicant_name);
      changed.add('doc_type').add('suggested_filename');
    }
  }
  if (g.dateTypes.length) {
    out.calendar_dates = calendar.map((c, i) => {
      const t = g.dateTypes.find((d) => d.index === i);
      return t && (t.type === 'hearing' || t.type === 'trial' || t.type === 'appointment') ? { ...c, type: t.type } : c;
    });
    if (out.calendar_dates.some((c, i) => c.type !== calendar[i]!.type)) changed.add('calendar_dates');
  }
  return { ...out, sources: { stages: [...stages, 'llm'], llm_changed: [...changed] } };
}

export async function withSecondOpinion(
  ctx: LlmContext,
  data: ClassificationResult,
  pages: readonly PageText[],
  scores: Record<DocumentType, number>,
  options: Asked,
): Promise<ClassificationResult> {
  const sources: Sources = { stages: stagesOf(pages) };
  const grounded = await consult(
    ctx,
    pages.map((p) => p.text),
    {
      document_type: data.document_type,
      confidence: data.confidence,
      summary: data.summary,
      adj_numbers: data.adj_numbers.map((a) => a.number),
      parties: data.parties,
      dates: data.dates.map(({ date, type, description }) => ({ date, type, description })),
    },
  );
  if (!grounded) return { ...data, sources };
  const merged = merge(data, grounded, scores, ctx.llm.settings.minConfidence, options);
  return { ...merged.data, sources: { stages: [...sources.stages, 'llm'], llm_changed: merged.changed } };
}

type Changed = NonNullable<Sources['llm_changed']>;
/** The request's options: ADJ numbers and dates are reported only when asked for, by the LLM stage too. */
export interface Asked {
  extract_adj: boolean;
  extract_dates: boolean;
}

/** The local result with the grounded changes applied; the fields that changed. */
export function merge(
  local: ClassificationResult,
  g: Grounded,
  scores: Record<DocumentType, number>,
  minConfidence: number,
  asked: Asked,
): { data: ClassificationResult; changed: Changed } {
  const data: ClassificationResult = { ...local };
  const changed = new Set<Changed[number]>();
  // A new type comes with a summary that the document bears out, never with the old type's summary.
  if (g.document_type && g.summary) {
    const type = g.document_type.value;
    data.document_type = type;
    // The local model's probability of the type, raised to the level at which a local answer is trusted
    // (for `unknown`: the likeliest in-domain type's probability, as the local model reports it).
    data.confidence =
      type === 'unknown'
        ? Math.min(0.49, Math.max(...DOCUMENT_TYPES.filter((t) => t !== 'unknown').map((t) => scores[t] ?? 0)))
        : Math.max(scores[type] ?? 0, minConfidence);
    changed.add('document_type');
    if (data.confidence !== local.confidence) changed.add('confidence');
  }
  if (g.summary && g.summary !== local.summary) {
    data.summary = g.summary;
    changed.add('summary');
  }
  if (g.parties.length) {
    data.parties = [...local.parties, ...g.parties];
    changed.add('parties');
  }
  if (g.adj_numbers.length) {
    const newCases = g.adj_numbers.filter((n) => !local.case_numbers.includes(n));
    if (newCases.length) {
      data.case_numbers = [...local.case_numbers, ...newCases];
      changed.add('case_numbers');
    }
    if (asked.extract_adj) {
      data.adj_numbers = [...local.adj_numbers, ...g.adj_numbers.map((number) => ({ number, claimant_name: '', employer: '' }))];
      changed.add('adj_numbers');
    }
  }
  if (asked.extract_dates && (g.dateTypes.length || g.newDates.length)) {
    const dates = local.dates.map((d) => ({ ...d }));
    for (const t of g.dateTypes) if (dates[t.index]) dates[t.index]!.type = t.type;
    for (const n of g.newDates) dates.push({ date: n.date, type: n.type, description: n.quote.replace(/\s+/g, ' ').trim().slice(0, 160), location: '' });
    data.dates = dates;
    changed.add('dates');
  }
  return { data, changed: [...changed] };
}
