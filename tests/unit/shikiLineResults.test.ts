import { createHighlighter, type HighlighterGeneric } from 'shiki';
import { afterAll, describe, expect, it } from 'vitest';

// patches/@shikijs+vscode-textmate+10.1.0+001+line-results-kept.patch: a grammar keeps each line's tokens by the
// state the line starts in, and a repeated line in an equal state is looked up. These tests hold it to what a
// tokenize without the kept results gives.

/** What the tests read of vscode-textmate's grammar and state (its classes are not exported). */
interface State {
  equals(other: State): boolean;
}
interface LineResult {
  tokens: Uint32Array;
  ruleStack: State;
}
interface Grammar {
  tokenizeLine2(line: string, state: State | null, timeLimit?: number): LineResult;
  _tokenize(
    line: string,
    state: State | null,
    binary: true,
    timeLimit: number,
  ): {
    lineTokens: { getBinaryResult(state: State, length: number): Uint32Array };
    ruleStack: State;
    lineLength: number;
  };
  _keptLines?: Map<string, unknown>;
}

// The same line in five states: code, a block comment, a template literal, a class body and a string's
// continuation; and closing lines that repeat in several states.
const typeScript = [
  "import { createVihjeClient } from './client';",
  'const limit = 10;',
  '/*',
  'const limit = 10;',
  '*/',
  'const query = `',
  'const limit = 10;',
  '`;',
  'class Search {',
  '  const limit = 10;',
  '  run(): number {',
  '    return limit;',
  '  }',
  '}',
  "import { createVihjeClient } from './client';",
  'export function run(): number {',
  '  return limit;',
  '}',
].join('\n');

const highlighters: HighlighterGeneric<never, never>[] = [];
async function highlighter(themes: string[], langs: string[]) {
  const made = (await createHighlighter({ themes, langs })) as HighlighterGeneric<never, never>;
  highlighters.push(made);
  return made;
}
afterAll(() => {
  for (const made of highlighters) made.dispose();
});

/** Each line's tokens and end state, as kept (`tokenizeLine2`) and as a fresh tokenize of the same line gives them. */
function tokenizeBothWays(grammar: Grammar, code: string) {
  let state: State | null = null;
  return code.split('\n').map((line) => {
    const kept = grammar.tokenizeLine2(line, state, 0);
    const fresh = grammar._tokenize(line, state, true, 0);
    state = kept.ruleStack;
    return {
      line,
      kept: Array.from(kept.tokens),
      fresh: Array.from(fresh.lineTokens.getBinaryResult(fresh.ruleStack, fresh.lineLength)),
      sameState: kept.ruleStack.equals(fresh.ruleStack),
    };
  });
}

describe('Shiki keeps a line’s tokens by its start state', () => {
  it('gives each line the tokens and end state a fresh tokenize gives, also when the line was seen in another state', async () => {
    const made = await highlighter(['github-light'], ['ts']);
    made.codeToTokens(typeScript, { lang: 'ts', theme: 'github-light' });
    const grammar = made.getLanguage('ts') as unknown as Grammar;
    // Twice: the second time every line is looked up.
    for (const pass of [1, 2]) {
      for (const { line, kept, fresh, sameState } of tokenizeBothWays(grammar, typeScript)) {
        expect(kept, `pass ${pass}: ${line}`).toEqual(fresh);
        expect(sameState, `pass ${pass}: ${line}`).toBe(true);
      }
    }
  });

  it('looks a repeated line up instead of scanning it again', async () => {
    const made = await highlighter(['github-light'], ['ts']);
    const grammar = made.getLanguage('ts') as unknown as Grammar;
    const first = grammar.tokenizeLine2("import { createVihjeClient } from './client';", null, 0);
    const again = grammar.tokenizeLine2("import { createVihjeClient } from './client';", null, 0);
    expect(again.tokens).toBe(first.tokens);
    expect(again.ruleStack).toBe(first.ruleStack);
    expect(grammar._keptLines?.size).toBeGreaterThan(0);
  });

  it('colours a line by its state: the same text in a comment is a comment', async () => {
    const made = await highlighter(['github-light'], ['ts']);
    const lines = made.codeToTokens(typeScript, { lang: 'ts', theme: 'github-light' }).tokens;
    const colours = (index: number) => [
      ...new Set(lines[index]?.filter((token) => token.content.trim()).map((token) => token.color)),
    ];
    expect(colours(3)).toHaveLength(1);
    expect(colours(1).length).toBeGreaterThan(1);
    expect(colours(3)).not.toEqual(colours(1));
  });

  it('highlights as a fresh highlighter does after the theme changes', async () => {
    const made = await highlighter(['github-light', 'github-dark'], ['ts']);
    const light = made.codeToHtml(typeScript, { lang: 'ts', theme: 'github-light' });
    const dark = made.codeToHtml(typeScript, { lang: 'ts', theme: 'github-dark' });
    expect(dark).not.toBe(light);
    const freshDark = await highlighter(['github-dark'], ['ts']);
    expect(dark).toBe(freshDark.codeToHtml(typeScript, { lang: 'ts', theme: 'github-dark' }));
  });
});
