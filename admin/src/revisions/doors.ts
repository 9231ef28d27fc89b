/** The doors a change comes through (the CMS's change context), as the History names them. */
export const DOOR_LABELS: Record<string, string> = {
  admin: 'this admin',
  panel: 'Strapi’s panel',
  rest: 'the REST API',
  scheduler: 'the scheduler',
  system: 'the system',
};

/** Who made a change: the person, or for work nobody signed in for, the door itself. */
export const whoMade = (editor: string | null, door: string) =>
  editor ?? (door === 'scheduler' ? 'Scheduler' : door === 'system' ? 'System' : 'Someone signed out');
