/**
 * The content generation (decision 081): the CMS's random id for what its database holds. Kept pages outlive
 * a restart only while the CMS still serves theirs; a different one drops every kept page and CMS answer.
 */
import { purgePost } from '../data/client/answer-cache.server';
import { webEnvironment } from '../platform/env.server';
import { logEvent } from '../platform/log.server';
import { tellReplicas } from './replica-messages.server';
import { responseCache } from './response-cache/instance.server';
import { warmCache } from './response-cache/warm.server';

const ASK_TIMEOUT_MS = 2_000;
/** While the CMS does not answer: asked again every 2 s for 3 minutes (it may be starting), then every 30 s. */
const ASK_AGAIN_MS = 2_000;
const ASK_AGAIN_LATER_MS = 30_000;
const PATIENT_FOR_MS = 3 * 60 * 1000;

type Trigger = 'start' | 'redis-reconnected' | 'purge' | 'announcement' | 'replica';

let adopted: string | undefined;
/** Adoptions one after the other, so a webhook and the start's answer cannot interleave. */
let adopting: Promise<unknown> = Promise.resolve();
let confirming: Promise<void> | undefined;
/** Asked for while a confirmation was under way, which may have adopted before the reason for asking. */
let confirmAgain = false;

export const adoptedContentGeneration = () => adopted;

/** `recheck`: ask the lasting tier even when this process has it already (Redis may have lost its record). */
export function adoptContentGeneration(generation: string, trigger: Trigger, { recheck = false } = {}): Promise<boolean> {
  const step = adopting.then(() => (generation === adopted && !recheck ? false : adopt(generation, trigger)));
  adopting = step.catch(() => undefined);
  return step;
}

async function adopt(generation: string, trigger: Trigger): Promise<boolean> {
  const previous = adopted;
  adopted = generation;
  // In the same turn as the pages: a render that starts meanwhile must not find the other generation's answers.
  const data = previous === generation ? 0 : purgePost(undefined);
  const tierHeldAnother = await responseCache().adoptContentGeneration(generation);
  if (!tierHeldAnother && (previous === undefined || previous === generation)) return false;
  logEvent('content-generation', { trigger, previous: previous ?? null, generation, dropped: { data } });
  // The replica that found Redis on another generation tells the others, which empty their memory.
  if (tierHeldAnother) await tellReplicas({ generation });
  if (trigger !== 'start') void warmCache('content-generation');
  return true;
}

async function askCms(): Promise<string | undefined> {
  const answer = await fetch(`${webEnvironment().cmsUrl}/api/content-generation`, {
    signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
  }).catch(() => undefined);
  if (!answer?.ok) return undefined;
  const body = (await answer.json().catch(() => undefined)) as { generation?: unknown } | undefined;
  return typeof body?.generation === 'string' && body.generation !== '' ? body.generation : undefined;
}

/** At start, lasting tiers' pages wait for the first question; unanswered, they count as expired until an answer. */
export function confirmContentGeneration(trigger: 'start' | 'redis-reconnected'): Promise<void> {
  if (confirming) {
    confirmAgain = true;
    return confirming;
  }
  confirming = (async () => {
    do {
      confirmAgain = false;
      await askUntilAnswered(trigger);
    } while (confirmAgain);
  })().finally(() => {
    confirming = undefined;
  });
  return confirming;
}

async function askUntilAnswered(trigger: 'start' | 'redis-reconnected'): Promise<void> {
  const started = Date.now();
  const attempt = async () => {
    const generation = await askCms();
    if (generation !== undefined) await adoptContentGeneration(generation, trigger, { recheck: true });
    return generation !== undefined;
  };
  let answered = attempt();
  if (adopted === undefined) responseCache().awaitContentGeneration(answered);
  while (!(await answered)) {
    const pause = Date.now() - started < PATIENT_FOR_MS ? ASK_AGAIN_MS : ASK_AGAIN_LATER_MS;
    await new Promise((resolve) => setTimeout(resolve, pause).unref());
    answered = attempt();
  }
}
