import { z } from 'zod';

// zod compiles fast object parsers with `new Function` unless told not to; the admin's
// Content-Security-Policy forbids eval, and the first attempt would be reported as a violation.
// Imported first by main.tsx: schemas read this setting when they are created.
z.config({ jitless: true });
