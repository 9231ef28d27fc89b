// Preloaded (--import) into a CMS process of the database-coverage run (cms/tests/database-coverage.mjs):
// SIGUSR2 writes the coverage counted since the last write, so each test file's share can be told apart.
import v8 from 'node:v8';

process.on('SIGUSR2', () => v8.takeCoverage());
