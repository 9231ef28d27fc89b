// A post's History and the cost of a save at scale (decisions 036, 037), both in rounds (rounds.mjs). Each save records
// a revision in its transaction; saves are timed from the client.
import { inRounds, oneAtATime } from './rounds.mjs';

const WARM_UP_SAVES = 10;
const SAVES_PER_ROUND = 50;

// wrk runs leave our keep-alive sockets idle past the CMS's timeout: a request on a just-closed socket is sent again, once.
const send = (url, init) => fetch(url, init).catch(() => fetch(url, init));

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function measureRevisions(cmsUrl, credentials, wrk) {
  const login = await send(`${cmsUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  const { jwt } = await login.json();
  const headers = { Authorization: `Bearer ${jwt}` };
  // A bulk post from the middle of the list, with the revisions seed:bulk gave it.
  const list = await send(`${cmsUrl}/api/admin/blog-posts?${encodeURI('sort=["createdAt","DESC"]&range=[1000,1000]')}`, {
    headers,
  });
  const [post] = await list.json();
  const history = `${cmsUrl}/api/admin/revisions?${encodeURI(`filter={"post":"${post.id}"}&sort=["createdAt","DESC"]&range=[0,24]`)}`;
  const check = await send(history, { headers });
  if (!check.ok) throw new Error(`History: ${check.status} ${await check.text()}`);
  await check.arrayBuffer();
  const { history: historyCall } = await inRounds([
    ['history', oneAtATime(wrk, history, [`Authorization: Bearer ${jwt}`]), { total: check.headers.get('content-range') }],
  ]);

  let saved = 0;
  const timedSave = async () => {
    const began = performance.now();
    const save = await send(`${cmsUrl}/api/admin/blog-posts/${post.id}`, {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: `${post.title} (take ${(saved += 1)})`, status: 'draft' }),
    });
    if (!save.ok) throw new Error(`save: ${save.status} ${await save.text()}`);
    await save.arrayBuffer();
    return performance.now() - began;
  };
  for (let n = 0; n < WARM_UP_SAVES; n += 1) await timedSave();
  const { save: saves } = await inRounds([
    [
      'save',
      async () => {
        const times = [];
        for (let n = 0; n < SAVES_PER_ROUND; n += 1) times.push(await timedSave());
        const sorted = times.sort((a, b) => a - b);
        return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
      },
    ],
  ]);
  return {
    "a post's History": historyCall,
    'save with a revision': saves,
  };
}
