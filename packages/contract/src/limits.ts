/** Plans and their limits (SPEC section 8); scopes (PRODUCT.md). */
import { z } from 'zod';

export const PLANS = ['trial', 'pro', 'enterprise'] as const;
export const Plan = z.enum(PLANS);
export type Plan = z.infer<typeof Plan>;

/** `feedback`: send, list and delete corrections (POST/GET/DELETE /v1/feedback; MCP submit_correction). */
export const SCOPES = ['classify', 'batch', 'mcp', 'feedback'] as const;
export const Scope = z.enum(SCOPES);
export type Scope = z.infer<typeof Scope>;

export interface PlanLimits {
  daily: number;
  perMinute: number;
  /** Monthly quota, only on plans that have one (Pro). */
  monthly?: number;
}

export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  trial: { daily: 100, perMinute: 60 },
  pro: { daily: 1_000, perMinute: 300, monthly: 10_000 },
  enterprise: { daily: 10_000, perMinute: 1_000 },
};
