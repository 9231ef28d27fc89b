/**
 * The development admin account: seeded when SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD are not set,
 * printed by `npm start`, used by the tests, and refused by a production start.
 */
export const DEV_ADMIN = { email: 'admin@journeycanvas.example', password: 'JourneyCanvas2024!' } as const;

/** The CMS logs this once the demo stories are in (they are seeded after it listens): `npm start` and the tests wait for it. */
export const DEMO_CONTENT_READY = 'Demo content ready';
