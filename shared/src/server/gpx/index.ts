export * from './clean-gpx';
export * from './distance';
export * from './read-gpx';
export * from './route-summary';
