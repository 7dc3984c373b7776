import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { loadOpenApi } from '../../../../plugins/openapi/loadOpenApi';
import { operations as describedOperations } from '../../../../tests/expectedReference';
import { StaticReference } from '.';

// Rspress's runtime reads the build's virtual modules; a site at the root's base leaves paths as they are.
vi.mock('@rspress/core/runtime', () => ({ withBase: (url: string) => url }));

const { reference } = await loadOpenApi(path.resolve('openapi/openapi.yaml'));
const html = renderToStaticMarkup(<StaticReference reference={reference} />);
const operations = reference.tags.flatMap((tag) => tag.operations);

/** `METHOD path` of each operation, read from the description itself rather than through loadOpenApi. */
const described = describedOperations.map(({ method, path }) => `${method} ${path}`);

describe('StaticReference (server-rendered)', () => {
  it('renders every operation and every model under its Scalar id, with the address-bar form on its heading', () => {
    expect(operations.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(described.toSorted());
    for (const { id } of [...operations, ...reference.models]) {
      expect(html).toContain(`<section id="${id}"`);
      expect(html).toContain(`id="${id.replace(/^vihje-api\//, '')}"`);
    }
  });

  it('renders each operation with its method and path, parameters, responses and the security requirement', () => {
    for (const operation of operations) {
      expect(html).toContain(
        `>${operation.method}</span><code class="${html.match(/<code class="([^"]*path[^"]*)">/)?.[1]}">${operation.path}</code>`,
      );
      for (const item of [...operation.parameters, ...operation.responses]) expect(html).toContain(`id="${item.id}"`);
    }
    // The description requires the key for every operation.
    expect(html.match(/apiKeyAuth — HTTP bearer \(JWT\)/g)).toHaveLength(described.length);
    expect(html).toContain('<h4>Request body</h4>');
  });

  it('links model names to the models and gives examples as JSON', () => {
    expect(html).toContain('<a href="#vihje-api/models/CompanyTypeaheadHit">CompanyTypeaheadHit</a>');
    // `{` and `}` may not appear in a URL fragment: the links encode them, the ids keep them.
    expect(html).toContain('href="#vihje-api/tag/companies/GET/companies/%7BbusinessId%7D"');
    expect(html).not.toMatch(/href="[^"]*[{}]/);
    expect(html).toMatch(/<pre class="[^"]*" data-lang="json"><code>\{\n {2}&quot;hits&quot;/);
    expect(html).toContain('&quot;businessName&quot;: &quot;Esimerkki Oy&quot;');
  });
});
