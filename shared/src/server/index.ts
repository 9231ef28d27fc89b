/**
 * `@journey-canvas/shared/server`: what only the servers and scripts use (environment rules, the
 * development account, the Redis connection replicas share, GPX reading and cleaning). A separate entry, so none of it can
 * reach the admin's browser bundle.
 */
export * from './dev-admin';
export * from './environment';
export * from './redis';
export * from './gpx';
export * from './reader-address';
export * from './signals';
