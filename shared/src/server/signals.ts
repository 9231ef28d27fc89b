/**
 * Replaces Strapi's own shutdown. Added before the others go: with no listener at all, Node drops a
 * signal not yet handed to JavaScript, and the process would go on as if never told.
 */
export function replaceSignalListeners(signal: NodeJS.Signals, listener: () => void) {
  const before = process.listeners(signal);
  process.on(signal, listener);
  for (const previous of before) process.removeListener(signal, previous);
}
