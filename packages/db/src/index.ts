export * from './backups';
export * from './client';
export * from './moving';
export * from './schema';
