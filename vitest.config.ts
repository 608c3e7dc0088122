import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts', 'apps/*/test/**/*.test.ts', 'eval/test/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // PDFium, Tesseract and the worker pools are heavy; two cores: keep files from fighting for them.
    fileParallelism: false,
    pool: 'forks',
  },
});
