/**
 * The watcher's memory across restarts: one JSON line per finished inbox file, keyed by the
 * SHA-256 of its content, appended (and fsynced) once the file's documents, index rows and
 * calendar are written. A file whose digest is in the journal is never processed again (a copy
 * dropped twice, or an original not yet moved away when the watcher stopped).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface JournalEntry {
  sha256: string;
  name: string;
  status: 'filed' | 'failed';
  at: string;
  documents?: number;
  reason?: string;
}

export class Journal {
  private readonly entries = new Map<string, JournalEntry>();

  constructor(private readonly file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        const entry = JSON.parse(line) as JournalEntry;
        this.entries.set(entry.sha256, entry);
      } catch {
        // A line cut short by a crash mid-append: its file was not finished and will be done again.
      }
    }
  }

  get(sha256: string): JournalEntry | undefined {
    return this.entries.get(sha256);
  }

  record(entry: JournalEntry): void {
    appendDurably(this.file, JSON.stringify(entry) + '\n');
    this.entries.set(entry.sha256, entry);
  }
}

/** Appends and waits until the bytes are on disk. */
export function appendDurably(file: string, text: string): void {
  const fd = fs.openSync(file, 'a');
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
