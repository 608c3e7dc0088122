/** Analysis results as the pipeline returns them, written out for the calendar tests. */
import type { BatchResult, ClassificationResult } from '@wcab/contract';

export const batchResult: BatchResult = {
  separator_pages: [3],
  documents: [
    {
      start_page: 1,
      end_page: 2,
      doc_type: 'Notice of Hearing',
      applicant_name: 'Ana Ruiz',
      adj_numbers: ['ADJ1234567'],
      document_date: '20260105',
      suggested_filename: '20260105-notice-of-hearing-ruiz.pdf',
      calendar_dates: [
        // Before the switch to daylight time (8 March 2026): UTC-8.
        { date: '2026-03-05', time: '08:30', type: 'hearing', location: 'WCAB Oakland, 1515 Clay Street, Oakland, CA' },
        { date: '2026-02-20', time: '', type: 'deadline', location: '' },
      ],
    },
    {
      start_page: 4,
      end_page: 4,
      doc_type: 'Appointment Letter',
      applicant_name: 'Ana Ruiz',
      adj_numbers: ['ADJ1234567'],
      document_date: '20260110',
      suggested_filename: '20260110-appointment-letter-ruiz.pdf',
      calendar_dates: [
        // Daylight time: UTC-7.
        { date: '2026-07-14', time: '14:00', type: 'appointment', location: '100 Main St, Fresno, CA' },
        // The same hearing again, named by a second document: one event.
        { date: '2026-03-05', time: '08:30', type: 'hearing', location: '' },
      ],
    },
    {
      start_page: 5,
      end_page: 5,
      doc_type: 'Medical Report',
      applicant_name: '',
      adj_numbers: [],
      document_date: '',
      suggested_filename: 'undated-medical-report-unknown.pdf',
      calendar_dates: [{ date: '2026-04-01', time: '10:00', type: 'injury', location: '' }],
    },
  ],
};

export const classification: ClassificationResult = {
  document_type: 'wcab_form',
  confidence: 0.9,
  summary: 'Notice of hearing',
  page_count: 1,
  parties: ['Ana Ruiz', 'Acme Corp'],
  case_numbers: ['ADJ1234567'],
  adj_numbers: [{ number: 'ADJ1234567', claimant_name: 'Ana Ruiz', employer: 'Acme Corp' }],
  dates: [
    { date: '2026-05-12', type: 'trial', description: 'Trial set for May 12, 2026', location: 'WCAB Oakland' },
    { date: '2025-11-02', type: 'injury', description: 'date of injury', location: '' },
  ],
};
