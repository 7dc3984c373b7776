import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The quality-gate files (every built route, per colour mode) take the longest of the browser tests, and are the
 * smallest files, so Vitest's default order (larger files first, without a cache of earlier runs, as on CI) starts
 * them last, where the run waits on them alone. They start first here; the rest keep Vitest's order.
 */
const longestFirst = /quality-gates-[a-z]+\.test\.ts$/;

export class QualityGatesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Vitest's order keeps each project's files together; move the gates to the front of their project's run.
    const projectOf = (file: TestSpecification) => `${file.project.config.sequence.groupOrder}:${file.project.name}`;
    const projects = [...new Set(sorted.map(projectOf))];
    return projects.flatMap((project) => {
      const own = sorted.filter((file) => projectOf(file) === project);
      return [
        ...own.filter((file) => longestFirst.test(file.moduleId)),
        ...own.filter((file) => !longestFirst.test(file.moduleId)),
      ];
    });
  }
}
