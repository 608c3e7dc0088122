export { default as processJob, PROCESSOR_PATH } from './processor';
