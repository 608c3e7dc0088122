/**
 * One second opinion: budgeted, redacted prompt -> guarded call -> validated answer -> grounded
 * changes. Never throws: whatever goes wrong (server down, slow, breaker open, garbage, an answer cut
 * off at the token budget), the outcome says so and carries no changes, and the caller keeps its
 * local result.
 */
import { parseAnswer } from './answer';
import { createGuard, refusalOf, type Guard, type Refusal } from './breaker';
import { createChatClient, type ChatClient, type ClientSettings } from './client';
import { evidenceOf, ground, type Grounded } from './grounding';
import { buildPrompt, type LocalView } from './prompts';
import type { GuardSettings } from './breaker';

export interface ReviewerSettings extends ClientSettings, GuardSettings {
  maxInputTokens: number;
  redact: boolean;
}

/** How a call ended: `ok` (a valid answer, grounded), or why there is none. */
export type ReviewOutcome = 'ok' | Refusal | 'malformed_json' | 'invalid_answer' | 'over_budget';

export interface Review {
  outcome: ReviewOutcome;
  grounded?: Grounded;
  promptTokens: number;
  completionTokens: number;
  /** Wall time of the whole review, the model's answer included. */
  seconds: number;
  /** Values masked before sending (LLM_REDACT). */
  masked: number;
  /** Instruction-like sentences found in the document (not used as evidence). */
  injections: number;
  detail?: string;
}

export interface Reviewer {
  review(pages: readonly string[], local: LocalView): Promise<Review>;
  readonly breakerState: Guard['state'];
}

export function createReviewer(settings: ReviewerSettings, client: ChatClient = createChatClient(settings)): Reviewer {
  const guard = createGuard(settings);
  return {
    get breakerState() {
      return guard.state;
    },
    async review(pages, local) {
      const started = performance.now();
      const prompt = buildPrompt(pages, local, settings);
      const base = { promptTokens: 0, completionTokens: 0, masked: prompt.masked, injections: 0 };
      const done = (fields: Partial<Review> & { outcome: ReviewOutcome }): Review => ({
        ...base,
        ...fields,
        seconds: (performance.now() - started) / 1000,
      });
      let completion: Awaited<ReturnType<typeof client>>;
      try {
        completion = await guard.run((signal) => client({ system: prompt.system, user: prompt.user }, signal));
      } catch (error) {
        return done({ outcome: refusalOf(error), detail: String((error as Error)?.message ?? error) });
      }
      base.promptTokens = completion.promptTokens;
      base.completionTokens = completion.completionTokens;
      if (completion.finishReason === 'length') return done({ outcome: 'over_budget', detail: 'the answer reached LLM_MAX_OUTPUT_TOKENS' });
      const parsed = parseAnswer(completion.content);
      if (!parsed.ok) return done({ outcome: parsed.reason, detail: parsed.detail });
      // The model saw only the pages the budget let through: only they can bear out what it says.
      const evidence = evidenceOf(pages.slice(0, Math.max(1, prompt.excerpt.pagesSent)));
      base.injections = evidence.injections;
      const grounded = ground(evidence, parsed.answer, {
        document_type: local.document_type,
        adj_numbers: local.adj_numbers,
        parties: local.parties,
        dates: local.dates,
      });
      return done({ outcome: 'ok', grounded });
    },
  };
}
