import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCompatibility } from './compatibility';
import { baseText, type Description, fixtureProject, lineOf, revised } from './fixtures';

/** The check of `current` against the base description released as 1.0.0. */
function check(current: string) {
  const project = fixtureProject(current, [['1.0.0', baseText]]);
  return checkCompatibility(project.descriptionFile, project.releasesDir);
}

interface Rule {
  rule: string;
  edit: (description: Description) => void;
  /** The change as the check lists it. */
  listed: string;
  /** Its JSON pointer, through `$ref`s. */
  pointer: string;
  /** Where the file holds it: the release for a removal, else the new description (found by this text). */
  at: { release: string } | { current: string };
}

const breakingRules: Rule[] = [
  {
    rule: 'an operation removed',
    edit: (d) => delete d.paths['/items'].post,
    listed: 'POST /items: Removed operation.',
    pointer: '#/paths/~1items/post',
    at: { release: '    post:' },
  },
  {
    rule: 'a parameter removed',
    edit: (d) => d.paths['/items'].get.parameters.splice(1, 1),
    listed: 'GET /items: Removed query parameter `limit`.',
    pointer: '#/paths/~1items/get/parameters/1',
    at: { release: '        - name: limit' },
  },
  {
    rule: 'a response field removed',
    edit: (d) => delete d.components.schemas.Item.properties.count,
    listed: 'GET /items: Removed field `count` of response 200.',
    pointer: '#/paths/~1items/get/responses/200/content/application~1json/schema/properties/count',
    at: { release: '        count:' },
  },
  {
    rule: 'an enum value removed from a request',
    edit: (d) => {
      d.paths['/items'].get.parameters[0].schema.enum = ['new', 'used'];
    },
    listed: 'GET /items: Values of query parameter `q` lost `any`.',
    pointer: '#/paths/~1items/get/parameters/0/schema',
    at: { current: 'enum:' },
  },
  {
    rule: 'a response removed',
    edit: (d) => delete d.paths['/items'].get.responses['404'],
    listed: 'GET /items: Removed response 404.',
    pointer: '#/paths/~1items/get/responses/404',
    at: { release: '"404":' },
  },
  {
    rule: 'a new required parameter',
    edit: (d) =>
      d.paths['/items'].get.parameters.push({
        name: 'region',
        in: 'query',
        required: true,
        schema: { type: 'string' },
      }),
    listed: 'GET /items: Added query parameter `region` (required).',
    pointer: '#/paths/~1items/get/parameters/2',
    at: { current: '- name: region' },
  },
  {
    rule: 'a new required request field',
    edit: (d) => {
      const body = d.paths['/items'].post.requestBody.content['application/json'].schema;
      body.properties.colour = { type: 'string' };
      body.required.push('colour');
    },
    listed: 'POST /items: In request body: `colour` now required.',
    pointer: '#/paths/~1items/post/requestBody/content/application~1json/schema',
    at: { current: '  required:\n' },
  },
  {
    rule: 'a narrowed type',
    edit: (d) => {
      d.paths['/items'].get.parameters[1].schema.type = 'integer';
    },
    listed: 'GET /items: `type` of query parameter `limit` changed from `number` to `integer`.',
    pointer: '#/paths/~1items/get/parameters/1/schema',
    at: { current: 'type: integer' },
  },
  {
    rule: 'a narrowed format',
    edit: (d) => {
      d.paths['/items'].post.requestBody.content['application/json'].schema.properties.name.format = 'email';
    },
    listed: 'POST /items: `format` of request field `name` set to `email`.',
    pointer: '#/paths/~1items/post/requestBody/content/application~1json/schema/properties/name',
    at: { current: 'format: email' },
  },
  {
    rule: 'security added',
    edit: (d) => {
      d.paths['/status'].get.security = [{ apiKey: [] }];
    },
    listed: 'GET /status: Added security requirement.',
    pointer: '#/paths/~1status/get/security/0',
    at: { current: '- apiKey: []\n      responses' },
  },
];

describe.concurrent('the compatibility check against the latest release', () => {
  it.each(breakingRules)(
    'fails on $rule while the major version stays, naming it, its pointer and its line',
    async (rule) => {
      const current = revised(rule.edit, '1.1.0');
      const { problems } = await check(current);
      expect(problems).toHaveLength(1);
      const [problem] = problems as [string];
      expect(problem).toMatch(
        /openapi\.yaml breaks clients of release 1\.0\.0, and info\.version \(1\.1\.0\) keeps the major version 1:/,
      );
      expect(problem).toContain(`- ${rule.listed}`);
      expect(problem).toContain(`at ${rule.pointer} (`);
      const line =
        'release' in rule.at
          ? `releases/1.0.0.yaml:${lineOf(baseText, rule.at.release)}, in the release)`
          : `openapi.yaml:${lineOf(current, rule.at.current)})`;
      expect(problem).toContain(line);
      expect(problem).toContain('set info.version to 2.0.0');
    },
  );

  it('passes a breaking change once the major version moved, and marks it breaking', async () => {
    const { problems, changes } = await check(revised((d) => delete d.paths['/items'].post, '2.0.0'));
    expect(problems).toEqual([]);
    expect(changes).toMatchObject([{ operation: 'POST /items', kind: 'removed', breaking: true }]);
  });

  it('passes additive changes and a deprecation without a new version', async () => {
    const current = revised((d) => {
      d.paths['/items'].get.parameters.push({ name: 'sort', in: 'query', schema: { type: 'string' } });
      d.components.schemas.Item.properties.colour = { type: 'string' };
      d.paths['/items'].post.deprecated = true;
    });
    const { problems, changes } = await check(current);
    expect(problems).toEqual([]);
    expect(changes.map(({ kind, breaking, text }) => ({ kind, breaking, text }))).toEqual(
      expect.arrayContaining([
        { kind: 'added', breaking: false, text: 'Added query parameter `sort`.' },
        { kind: 'added', breaking: false, text: 'Added field `colour` of response 200.' },
        { kind: 'deprecated', breaking: false, text: 'Deprecated operation.' },
      ]),
    );
  });

  it('names a renamed parameter by its old and new names', async () => {
    const { changes } = await check(
      revised((d) => {
        d.paths['/items'].get.parameters[1].name = 'max';
      }, '2.0.0'),
    );
    expect(changes).toMatchObject([
      { operation: 'GET /items', text: 'Renamed query parameter `limit` to `max`.', breaking: true },
    ]);
  });

  it('leaves out edits to the documentation only', async () => {
    const { problems, changes } = await check(
      revised((d) => {
        d.paths['/items'].get.summary = 'List every item';
        d.paths['/items'].get.parameters[0].description = 'Free text.';
      }),
    );
    expect({ problems, changes }).toEqual({ problems: [], changes: [] });
  });

  it('fails on a version older than the latest release', async () => {
    const { problems } = await check(revised(() => {}, '0.9.0'));
    expect(problems).toEqual([
      expect.stringMatching(/info\.version 0\.9\.0 is older than the latest release, 1\.0\.0/),
    ]);
  });

  it('fails on a released file edited after its release, naming it', async () => {
    const project = fixtureProject(baseText, [['1.0.0', baseText]]);
    writeFileSync(path.join(project.releasesDir, '1.0.0.yaml'), baseText.replace('List items', 'List all items'));
    const { problems } = await checkCompatibility(project.descriptionFile, project.releasesDir);
    expect(problems).toEqual([expect.stringMatching(/releases\/1\.0\.0\.yaml was edited after 1\.0\.0 was released/)]);
  });
});
