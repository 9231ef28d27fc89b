import { z } from 'zod';

// zod compiles parsers with `new Function` unless told not to, which the admin's CSP forbids.
// Imported first by main.tsx: schemas read this setting when they are created.
z.config({ jitless: true });
