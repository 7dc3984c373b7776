import { describe, expect, it } from 'vitest';
import { shapeDifferences } from './shapeDifferences';

describe('shapeDifferences', () => {
  const actual = { hits: [{ id: 'a', name: 'x', rating: null }], total: 1 };

  it('accepts other values of the same shape, and an empty list for a full one', () => {
    expect(shapeDifferences({ hits: [{ id: 'b', name: 'y', rating: null }], total: 9 }, actual)).toEqual([]);
    expect(shapeDifferences({ hits: [], total: 0 }, actual)).toEqual([]);
  });

  it('names each missing or extra key and each type that differs', () => {
    expect(shapeDifferences({ hits: [{ id: 1, name: 'x', colour: 'green' }], total: 1 }, actual)).toEqual([
      '$.hits[0].id: the docs show number, the answer has string',
      '$.hits[0].colour: shown in the docs, not in the answer',
      '$.hits[0].rating: in the answer, not shown in the docs',
    ]);
    expect(shapeDifferences({ hits: [{}] }, { hits: [] })).toEqual([
      '$.hits: the docs show items, the answer has none',
    ]);
  });
});
