/** `::: tip` … `:::` and its kin: the callouts an editor inserts, with the name readers hear. */
export const CALLOUTS = { tip: 'Tip', note: 'Note', warning: 'Warning' } as const;
export type CalloutKind = keyof typeof CALLOUTS;
