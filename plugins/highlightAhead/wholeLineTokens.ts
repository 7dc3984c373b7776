/**
 * No time limit on tokenizing a line: with Shiki's default (500 ms a line), a line tokenized while the machine is busy
 * stops early and the rest of it is left unhighlighted, so the same page built twice could differ.
 */
export const wholeLineTokens = { tokenizeTimeLimit: 0 } as const;
