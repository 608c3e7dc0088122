/**
 * @wcab/layout: pure functions from positioned words (PDFium's character boxes, Tesseract's word boxes) to
 * the structure a person reads on a page: lines, segments, columns, tables and label/value pairs.
 */
export type { Arrangement, Box, Column, LayoutOptions, Line, Pair, Segment, Table, Word } from './types';
export { wordsFromCharBoxes, wordsFromOcr } from './words';
export { groupLines } from './lines';
export { findColumns } from './columns';
export { findTables } from './tables';
export { labelValuePairs, type LabelledLayout } from './pairs';
export { readLayout, type PageLayout } from './read';
export { printedTitle, type PrintedTitle, type TitleOptions } from './title';
