/**
 * Latency figures robust to a busy spell of the shared machine: each call is timed in `ROUNDS`
 * rounds, taken in turns with the other calls, and the round with the median p95 is reported. One
 * spell then lands on one round of one call instead of on its figure (as the reader pages'
 * rounds do, site.mjs).
 */
export const ROUNDS = 3;

/** The round whose p95 is the median of `rounds` (each `{ p50, p95, p99, ... }`), with every p95 seen. */
export function medianRound(rounds) {
  const sorted = [...rounds].sort((a, b) => a.p95 - b.p95);
  return { ...sorted[Math.floor(sorted.length / 2)], p95Rounds: rounds.map((round) => round.p95) };
}

/**
 * Times each of `calls` (`[name, time, fields]`, `time` answering one round's figures) in turns,
 * ROUNDS times; the median round of each, by name, with the call's own `fields` (a total, say) beside it.
 */
export async function inRounds(calls) {
  const rounds = new Map(calls.map(([name]) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, time] of calls) rounds.get(name).push(await time());
  }
  return Object.fromEntries(calls.map(([name, , fields]) => [name, { ...medianRound(rounds.get(name)), ...fields }]));
}

/** One round of a call: wrk's latency figures for a URL, one request at a time for 3 s (`wrk` is run.mjs's runner). */
export function oneAtATime(wrk, url, headers = []) {
  return () => {
    const { p50, p95, p99, rps, non2xx } = wrk(url, { connections: 1, seconds: 3, headers });
    return { p50, p95, p99, rps, non2xx };
  };
}
