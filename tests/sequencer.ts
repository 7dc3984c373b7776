import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The quality-gate file (every built route in both colour modes) takes the longest of the browser tests, and is among
 * the smallest files, so Vitest's default order (larger files first, without a cache of earlier runs, as on CI) starts
 * it last, where the run waits on it alone. It starts first here; the rest keep Vitest's order.
 */
const longestFirst = /quality-gates\.test\.ts$/;

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
