/**
 * @wcab/classify: document text -> WCAB document type with a calibrated confidence, the document's own title,
 * the caller's activity-type label that fits it, the EAMS document title it files under, and what an out-of-domain document is (for its summary). Pure functions; the model file is read once at load.
 */
export { classifyDocument, modelScores, strongestCueLine, titleFor, type Classification, type ClassifyOptions } from './classify';
export { describeForeignDocument, type ForeignDocument } from './foreignDocument';
export { DEFAULT_ACTIVITY_TYPES, matchActivityType, type ActivityDoc } from './activity';
export { eamsTitle, type EamsDocumentType, type EamsInput, type EamsTitle } from './eamsTitle';
export { loadModelFile, type Model } from './model';
