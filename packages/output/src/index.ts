/** Documents out: split PDFs, a zip of them, and the calendar of the dates they set. */
export { splitBatch, SplitError, type DocumentRange, type SplitDocument } from './splitPdf';
// File names are the contract's (one rule for the pipeline, the split documents, the CLI and the review page).
export { safeFileName, uniqueFileNames } from '@wcab/contract/naming';
export { zipBytes, zipStream } from './zip';
export { batchEntries, classifyEntries, CALENDAR_TYPES, type CalendarEntry } from './calendarEntries';
export { buildCalendar, calendarText, eventUid, CALENDAR_CONTENT_TYPE, CALENDAR_TIMEZONE } from './calendar';
export { addTextLayer, type LayerWord, type PageWords } from './textLayer';
