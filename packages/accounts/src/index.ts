export { KEY_PREFIX, generateApiKey, hashApiKey, isWellFormedKey } from './apiKey';
export type { ApiKeyRecord, KeyStatus, KeyStore, NewKeyRecord, UsageRecord, UsageSummary } from './keyStore';
export { SqliteKeyStore } from './sqliteKeyStore';
export { PostgresKeyStore, type PostgresKeyStoreOptions } from './postgresKeyStore';
export { KeyService, type CreatedKey, type Verification } from './keyService';
export { UsageRecorder } from './usageRecorder';
export { MIGRATIONS } from './migrations/index';
export { privateFile, privateFolder } from './privateFiles';
