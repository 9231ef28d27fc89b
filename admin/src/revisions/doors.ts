export const DOOR_LABELS: Record<string, string> = {
  admin: 'this admin',
  panel: 'Strapi’s panel',
  rest: 'the REST API',
  scheduler: 'the scheduler',
  system: 'the system',
  import: 'an import',
};

/** For work nobody signed in for, the door itself. */
export const whoMade = (editor: string | null, door: string) =>
  editor ??
  (door === 'scheduler' ? 'Scheduler' : door === 'system' ? 'System' : door === 'import' ? 'Import' : 'Someone signed out');
