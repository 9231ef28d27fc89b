import { describe, expect, it } from 'vitest';
import { retryOnCollision } from './collisions';

const failure = (code: string) => Object.assign(new Error(code), { code });
const giveUp = (): never => {
  throw new Error('gave up');
};

describe('retryOnCollision', () => {
  it('runs a transaction that collided again, and answers its result', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      if (runs < 3) throw failure(runs === 1 ? '40P01' : '25P02');
      return 'saved';
    };
    await expect(retryOnCollision(work, giveUp)).resolves.toBe('saved');
    expect(runs).toBe(3);
  });

  it('gives up after its tries, and passes any other error on at once', async () => {
    let runs = 0;
    await expect(
      retryOnCollision(async () => {
        runs += 1;
        throw failure('40001');
      }, giveUp),
    ).rejects.toThrow('gave up');
    expect(runs).toBe(3);
    runs = 0;
    await expect(
      retryOnCollision(async () => {
        runs += 1;
        throw failure('23505');
      }, giveUp),
    ).rejects.toThrow('23505');
    expect(runs).toBe(1);
  });
});
