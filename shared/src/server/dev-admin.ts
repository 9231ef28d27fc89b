/** Seeded when SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD are unset; a production start refuses it. */
export const DEV_ADMIN = { email: 'admin@journeycanvas.example', password: 'JourneyCanvas2024!' } as const;

/** Logged once the demo stories are in (after the CMS listens); `npm start` and the tests wait for it. */
export const DEMO_CONTENT_READY = 'Demo content ready';
