export { loadSettings, type Settings } from './settings';
export { openKeyStore, connectRedis } from './stores';
