/** What a child process started by `processResult` sends back: its task's result, or the error it threw. */
export type ProcessAnswer<Result> = { result: Result } | { error: { message: string; stack?: string } };

/**
 * The child's side of `processResult`: runs `task` on the input its parent sends, sends back the result or the
 * error, and lets the process end.
 */
export function answerParent<Input, Result>(task: (input: Input) => Result | Promise<Result>): void {
  process.once('message', async (input: Input) => {
    let answer: ProcessAnswer<Result>;
    try {
      answer = { result: await task(input) };
    } catch (error) {
      const thrown = error instanceof Error ? error : new Error(String(error));
      answer = { error: { message: thrown.message, stack: thrown.stack } };
    }
    process.send?.(answer, () => process.disconnect());
  });
}
