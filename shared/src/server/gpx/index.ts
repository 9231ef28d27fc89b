export * from './clean-gpx';
export * from './distance';
export * from './read-gpx';
export * from './recording-pieces';
export * from './route-summary';
export * from './trim-route';
