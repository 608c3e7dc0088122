export { PlanRateLimiter, rateLimitHeaders, type LimitName, type RateDecision, type WindowState, type PlanRateLimiterOptions } from './planRateLimiter';
export { systemClock, ManualClock, type Clock } from './clock';
export { dayWindow, minuteWindow, monthWindow } from './windows';
