import { describe, expect, it, vi } from 'vitest';
import { askQuestion } from '../data/questions.server';
import { fakeCmsForEachTest, answer } from '../test-support/fake-cms';
import { loader } from './api.questions.start';

const cms = fakeCmsForEachTest();

const formStartedWith = async (response: Response) => {
  const { started } = (await response.json()) as { started: string };
  const form = new FormData();
  for (const [name, value] of Object.entries({ name: 'Mia', email: 'mia@example.com', body: 'Ferry in winter?', started })) {
    form.set(name, value);
  }
  return form;
};

describe('GET /api/questions/start', () => {
  it('gives each reader a start of their own, never cached: sent at once it is a robot’s, later it is sent', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    cms.fetch.mockImplementation(answer(202, { data: { status: 'pending' } }));
    const response = loader();
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const form = await formStartedWith(response);
    const at = (ms: number) => askQuestion(form, { post: 'doc123', readerAddress: '203.0.113.9', now: Date.now() + ms });
    await at(100);
    expect(cms.fetch).not.toHaveBeenCalled();
    await at(3_500);
    expect(cms.fetch).toHaveBeenCalledTimes(1);
  });
});
