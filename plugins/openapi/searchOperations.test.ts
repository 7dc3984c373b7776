import type { PageIndexInfo } from '@rspress/shared';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { addOperationsToSearch } from '.';
import type { OpenApiSummary } from './loadOpenApi';

/** A two-operation description, one with a tag and one without. */
const document: OpenAPIV3_1.Document = {
  openapi: '3.1.0',
  info: { title: 'Fixture API', version: '1.0.0' },
  paths: {
    '/widgets/{id}': {
      get: { summary: 'Get a widget', description: 'One widget by its id.', tags: ['Widgets'], responses: {} },
    },
    '/health': { get: { summary: 'Check health', responses: {} } },
  },
};

const summary: OpenApiSummary = {
  title: 'Fixture API',
  version: '1.0.0',
  servers: [],
  operations: [
    { method: 'GET', path: '/widgets/{id}', operationId: 'getWidget', summary: 'Get a widget', tag: 'Widgets' },
    { method: 'GET', path: '/health', operationId: 'health', summary: 'Check health', tag: '' },
  ],
};

const apiPage = (): PageIndexInfo =>
  ({
    routePath: '/api',
    title: 'API reference',
    content: 'Intro text.',
    toc: [{ id: 'authentication', text: 'Authentication', depth: 2, charIndex: 0 }],
  }) as unknown as PageIndexInfo;

describe('addOperationsToSearch', () => {
  it("adds each operation as a heading of /api linking to Scalar's element for it", () => {
    const page = apiPage();
    addOperationsToSearch(page, document, summary);
    expect(page.toc.map(({ id, text, depth }) => ({ id, text, depth }))).toEqual([
      { id: 'authentication', text: 'Authentication', depth: 2 },
      { id: 'vihje-api/tag/widgets/GET/widgets/{id}', text: 'Get a widget (GET /widgets/{id})', depth: 2 },
      { id: 'vihje-api/GET/health', text: 'Check health (GET /health)', depth: 2 },
    ]);
  });

  it("puts each operation's text and description in the content, where its heading's charIndex points", () => {
    const page = apiPage();
    addOperationsToSearch(page, document, summary);
    expect(page.content.startsWith('Intro text.')).toBe(true);
    for (const heading of page.toc.slice(1)) {
      expect(page.content.slice(heading.charIndex)).toMatch(
        new RegExp(`^${heading.text.replace(/[(){}]/g, '\\$&')}\\n`),
      );
    }
    expect(page.content).toContain('Widgets. One widget by its id.');
  });
});
