/** What only servers and scripts use: a separate entry, so none of it can reach the admin's browser bundle. */
export * from './dev-admin';
export * from './environment';
export * from './redis';
export * from './gpx';
export * from './reader-address';
export * from './signals';
