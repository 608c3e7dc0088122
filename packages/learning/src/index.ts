/**
 * @wcab/learning: per-account adaptation from corrections (issue 32). Pure functions over an account's
 * memory of lessons (signature.ts, fieldRules.ts, lesson.ts, memory.ts, apply.ts) and the stores that keep
 * corrections and retained results in SQLite (embedded) or PostgreSQL (fleet), with a per-process cache
 * that checks the account's version before every use (store/).
 */
export { signatureOf, similarity, encodeSketch, decodeSketch, SKETCH_SIZE, type Signature } from './signature';
export { frameOf, frameSimilarity } from './frame';
export { lessonOf, lessonTopics, isoOf, type Lesson, type AnswerDates } from './lesson';
export { AccountMemory, type Match } from './memory';
export {
  backgroundFramesFile,
  backgroundMemory,
  encodeBackground,
  loadBackgroundFile,
  loadShippedBackground,
  BACKGROUND_RATIO,
  BACKGROUND_SEED,
  BACKGROUND_PER_TYPE,
} from './background';
export { applyLessons, LAYOUT_THRESHOLD, CONTRASTED_THRESHOLD, TEMPLATE_RATIO, type ApplyInput, type LearnableAnswer, type LearnedOutcome } from './apply';
export { SqliteLearningStore } from './store/sqliteStore';
export { PostgresLearningStore, type PostgresLearningStoreOptions } from './store/postgresStore';
export { MemoryCache } from './store/memoryCache';
export { migrateWhenReachable, type StartupLog } from './store/migrateWhenReachable';
export { decodeCursor } from './store/rows';
export { toCorrection, type LearningStore, type RetainedResult, type RetainedDocument, type StoredCorrection, type CorrectionPage } from './store/types';
export { learnedLayerService, withLearnedLayer, LEARNED_SERVICE, type LearnRequest, type LearnReply } from './service';
