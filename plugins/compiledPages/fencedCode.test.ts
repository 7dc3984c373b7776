import { describe, expect, it } from 'vitest';
import { fencedLines, mapOutsideFences } from './fencedCode';

describe('fencedLines', () => {
  it('marks fences and their code, a longer fence holding a shorter one, and ~~~ apart from ```', () => {
    const lines = ['text', '````md', '```ts', 'code', '```', '````', '~~~', '```', '~~~', 'after'];
    expect(fencedLines(lines)).toEqual([false, true, true, true, true, true, true, true, true, false]);
  });
});

describe('mapOutsideFences', () => {
  it('changes the lines outside fenced code only', () => {
    expect(mapOutsideFences('a\n```\na\n```\na', (line) => line.toUpperCase())).toBe('A\n```\na\n```\nA');
  });
});
