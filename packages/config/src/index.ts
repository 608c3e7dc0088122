export { loadSettings, type Settings } from './settings';
export { openKeyStore, connectRedis, redisReady } from './stores';
