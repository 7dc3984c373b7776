import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { printMarkdown } from '../../../plugins/markdownTwins/pageMarkdown';
import { loadOpenApi } from '../../../plugins/openapi/loadOpenApi';
import { referenceMarkdown } from './referenceMarkdown';

const file = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));

describe('referenceMarkdown', async () => {
  const { reference } = await loadOpenApi(file);
  const tree = referenceMarkdown(reference, { json: '/api/openapi.json', yaml: '/api/openapi.yaml' });
  // As the page's .md twin prints it.
  const markdown = printMarkdown({ type: 'root', children: tree });
  const headings = [...markdown.matchAll(/^(#{1,6}) (.+)$/gm)].map((match) => `${match[1]} ${match[2]}`);

  it('has the sections of the pre-rendered page, in its order', () => {
    expect(headings[0]).toBe(`# ${reference.title}`);
    expect(headings.indexOf('## Authentication')).toBeLessThan(headings.indexOf(`## ${reference.tags[0]?.name}`));
    expect(headings.at(-(reference.models.length + 1))).toBe('## Models');
    expect(markdown).toContain('[OpenAPI JSON](/api/openapi.json)');
  });

  it('gives every operation its method and path, parameters, body and every response status', () => {
    for (const operation of reference.tags.flatMap((tag) => tag.operations)) {
      expect(headings).toContain(`### ${operation.summary}`);
      expect(markdown).toContain(`\`${operation.method} ${operation.path}\``);
      for (const parameter of operation.parameters) expect(markdown).toContain(`- \`${parameter.name}\``);
      for (const response of operation.responses) {
        expect(
          headings.some((heading) => heading.startsWith(`##### ${response.status}`)),
          response.id,
        ).toBe(true);
      }
    }
  });

  it('lists every model with its properties', () => {
    for (const model of reference.models) {
      expect(headings).toContain(`### ${model.name}`);
      for (const property of model.schema.properties ?? []) expect(markdown).toContain(`\`${property.name}\``);
    }
  });
});
