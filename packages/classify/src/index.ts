/**
 * @wcab/classify: document text -> WCAB document type with a calibrated confidence, the document's own title,
 * and the caller's activity-type label that fits it. Pure functions; the model file is read once at load.
 */
export { classifyDocument, type Classification } from './classify';
export { DEFAULT_ACTIVITY_TYPES, matchActivityType, type ActivityDoc } from './activity';
