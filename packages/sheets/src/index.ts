export {
  DEFAULT_SEPARATOR_RULE,
  decodeSeparatorPayload,
  encodeSeparatorPayload,
  isSeparatorValue,
  parseSeparatorRule,
  type SeparatorPayload,
  type SeparatorRule,
} from './payload';
export { separatorSheetPdf } from './sheet';
