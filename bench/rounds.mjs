// Each call is timed in ROUNDS rounds, in turns with the others, and the round with the median p95 reported: a busy
// spell of the shared machine then lands on one round of one call, not on its figure.
export const ROUNDS = 3;

export function medianRound(rounds) {
  const sorted = [...rounds].sort((a, b) => a.p95 - b.p95);
  return { ...sorted[Math.floor(sorted.length / 2)], p95Rounds: rounds.map((round) => round.p95) };
}

/** Times each of `calls` (`[name, time, fields]`) in turns; the median round of each, by name, with its `fields`. */
export async function inRounds(calls) {
  const rounds = new Map(calls.map(([name]) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, time] of calls) rounds.get(name).push(await time());
  }
  return Object.fromEntries(calls.map(([name, , fields]) => [name, { ...medianRound(rounds.get(name)), ...fields }]));
}

export function oneAtATime(wrk, url, headers = []) {
  return () => {
    const { p50, p95, p99, rps, non2xx } = wrk(url, { connections: 1, seconds: 3, headers });
    return { p50, p95, p99, rps, non2xx };
  };
}
