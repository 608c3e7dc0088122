/**
 * Splitting a batch into documents once each page is known to be a separator, blank or content.
 * Pure. Separator pages belong to no document; a blank page right after a separator (the back of
 * a duplex sheet) belongs to none either; separators at the start, the end or in a row make no
 * empty documents; a batch with no separators is one document.
 */
export type PageKind = 'separator' | 'blank' | 'content';

export interface Segment {
  /** 1-based, inclusive. */
  startPage: number;
  endPage: number;
  /** Index (0-based) of the separator page in front of the document, if any. */
  separatorIndex?: number;
}

export function segmentPages(kinds: PageKind[]): Segment[] {
  const segments: Segment[] = [];
  let current: Segment | undefined;
  let lastSeparator: number | undefined;
  let afterSeparator = false;
  kinds.forEach((kind, i) => {
    if (kind === 'separator') {
      current = undefined;
      lastSeparator = i;
      afterSeparator = true;
      return;
    }
    if (kind === 'blank' && afterSeparator && !current) return; // back of a separator sheet
    afterSeparator = false;
    if (!current) {
      current = { startPage: i + 1, endPage: i + 1, separatorIndex: lastSeparator };
      segments.push(current);
    } else {
      current.endPage = i + 1;
    }
  });
  // A document made only of blank pages is no document.
  return segments.filter((s) => kinds.slice(s.startPage - 1, s.endPage).some((k) => k === 'content'));
}
