/** From any shape a client or form holds them in: `[3, 4]`, `["3"]`, `[{ id: 3 }]` or a single one. */
export function toFileIds(value: unknown): number[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => Number(typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item));
}
