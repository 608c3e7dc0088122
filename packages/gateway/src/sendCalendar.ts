/**
 * The iCalendar variant of a classify or batch answer: `Accept: text/calendar` on the synchronous
 * call, or GET /v1/jobs/{id}/calendar.ics. Hearings, trials, appointments and deadlines become
 * events (packages/output); JSON stays the answer for any other Accept.
 */
import type { Request, Response } from 'express';
import type { BatchResult, ClassificationResult } from '@wcab/contract';
import { batchEntries, calendarText, classifyEntries, CALENDAR_CONTENT_TYPE } from '@wcab/output';

export function wantsCalendar(req: Request): boolean {
  return req.accepts(['application/json', 'text/calendar']) === 'text/calendar';
}

/**
 * `label` names the document in each event's description (there is no file name over JSON); `fileName`
 * is the download's name (a job's own, so `curl -OJ` does not refuse a second job's calendar).
 */
export function sendCalendar(res: Response, kind: string, data: unknown, label: string, fileName = 'wcab-calendar.ics'): void {
  const entries = kind === 'batch' ? batchEntries(data as BatchResult) : classifyEntries(data as ClassificationResult, label);
  res.status(200).set({ 'Content-Type': CALENDAR_CONTENT_TYPE, Vary: 'Accept' }).attachment(fileName).send(calendarText(entries));
}
