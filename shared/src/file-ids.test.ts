import { describe, expect, it } from 'vitest';
import { toFileIds } from './file-ids';

describe('toFileIds', () => {
  it('reads ids, numeric strings and records, in order', () => {
    expect(toFileIds([{ id: 3 }, '5', 8])).toEqual([3, 5, 8]);
    expect(toFileIds(4)).toEqual([4]);
  });

  it('has none for null or undefined, and turns anything else into NaN for the schema to refuse', () => {
    expect(toFileIds(null)).toEqual([]);
    expect(toFileIds(undefined)).toEqual([]);
    expect(toFileIds(['x'])).toEqual([NaN]);
  });
});
