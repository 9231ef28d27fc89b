/**
 * Makes `listener` the only answer to `signal`, in place of what is listening now (Strapi's own
 * shutdown). It is added before the others are removed: with no listener at all, Node closes the
 * signal's watcher and drops a signal that arrived but was not yet handed to JavaScript (a stop
 * asked for while a start's queries run), and the process would go on as if never told.
 */
export function replaceSignalListeners(signal: NodeJS.Signals, listener: () => void) {
  const before = process.listeners(signal);
  process.on(signal, listener);
  for (const previous of before) process.removeListener(signal, previous);
}
