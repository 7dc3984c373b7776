import type { Rspack } from '@rsbuild/core';
import type { PageBeforeCompile, StepBeforeMdxCompile, StepsBeforeMdxCompileOptions } from './build.ts';

/**
 * Runs the steps `addStepBeforeMdxCompile` added on a page's source, in turn, just before Rspress's MDX loader takes
 * it. Steps that return their source at once keep the page in the same turn, so the order in which pages reach the
 * compile stays the order in which their loaders start.
 */
export default function stepsBeforeMdxCompile(
  this: Rspack.LoaderContext<StepsBeforeMdxCompileOptions>,
  source: string,
): string | undefined {
  const { steps } = this.getOptions();
  const page: PageBeforeCompile = {
    resourcePath: this.resourcePath,
    addDependency: (file) => this.addDependency(file),
  };
  let text = source;
  for (const [index, step] of steps.entries()) {
    const result = step(text, page);
    if (typeof result === 'string') {
      text = result;
      continue;
    }
    // A step that waits: the loader answers once it and the steps after it are done.
    const callback = this.async();
    stepsAfter(result, steps.slice(index + 1), page).then(
      (done) => callback(null, done),
      (error: Error) => callback(error),
    );
    return undefined;
  }
  return text;
}

async function stepsAfter(
  pending: Promise<string>,
  steps: readonly StepBeforeMdxCompile[],
  page: PageBeforeCompile,
): Promise<string> {
  let text = await pending;
  for (const step of steps) text = await step(text, page);
  return text;
}
