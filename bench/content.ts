/**
 * Synthetic content for the benchmark: docs pages and blog posts of about 1,000 words each, with realistic headings,
 * six `ts` code blocks, a table and links to real pages. Deterministic (seeded), so both sides of an A/B pair and
 * every run build byte-identical Markdown.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { authors } from '../shared/authors';
import { tags } from '../shared/tags';

/** Extra synthetic pages and posts per scale, on top of the real site. */
export const scales = {
  S: { pages: 0, posts: 0 },
  M: { pages: 300, posts: 300 },
  L: { pages: 1500, posts: 1500 },
  XL: { pages: 5000, posts: 5000 },
} as const;

export type Scale = keyof typeof scales;

const vocabulary = (
  'address api application attribution authentication backend batch bearer building business cache checkout ' +
  'client code company console data database delivery endpoint environment error field filter form header ' +
  'identifier index invoice key latency limit lookup municipality offset page pagination parameter postal ' +
  'production query rate record register request response result retry schema search server source staging ' +
  'status street timeout token typeahead update user validation value version webhook'
).split(' ');
const verbs = 'returns accepts checks sends reads keeps limits stores rejects caches lists matches'.split(' ');
const connectives = 'When If Because After Before Unless While Once'.split(' ');

const sectionTitles = [
  'Overview',
  'Before you start',
  'Request parameters',
  'Example request',
  'Reading the response',
  'Pagination',
  'Handling errors',
  'Rate limits and retries',
  'Caching results',
  'Testing against the mock API',
  'Going to production',
];

/** A small seeded PRNG (mulberry32): the same seed gives the same text. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

function sentence(next: () => number): string {
  const length = 8 + Math.floor(next() * 9);
  const words = [pick(next, connectives), 'the', pick(next, vocabulary)];
  words.push(pick(next, verbs));
  while (words.length < length) words.push(pick(next, vocabulary));
  return `${words.join(' ')}.`;
}

function paragraph(next: () => number, sentences: number): string {
  return Array.from({ length: sentences }, () => sentence(next)).join(' ');
}

function codeBlock(next: () => number, index: number, block: number): string {
  const name = `${pick(next, vocabulary)}${block}`;
  return [
    '```ts',
    `import { createVihjeClient } from './client';`,
    '',
    `const vihje = createVihjeClient({ apiKey: process.env.VIHJE_API_KEY ?? '' });`,
    '',
    `export async function ${name}(query: string, limit = ${10 + block}): Promise<string[]> {`,
    `  const { hits } = await vihje.searchAddresses({ q: query, limit: String(limit) });`,
    `  // Example ${index}.${block}: keep only what the ${pick(next, vocabulary)} needs.`,
    `  return hits.map((hit) => \`\${hit.street} \${hit.postalCode}\`);`,
    '}',
    '```',
  ].join('\n');
}

function table(next: () => number): string {
  const rows = Array.from(
    { length: 6 },
    (_, row) =>
      `| \`${pick(next, vocabulary)}${row}\` | ${pick(next, ['string', 'integer', 'boolean', 'object'])} | ${paragraph(next, 1)} |`,
  );
  return ['| Field | Type | Description |', '| --- | --- | --- |', ...rows].join('\n');
}

/**
 * The body shared by pages and posts: eight sections of prose (about 800 words), six code blocks and a table, and
 * links to a real page and to the next synthetic page (which the link checker resolves).
 */
function body(seed: number, index: number, nextLink: string): string {
  const next = random(seed);
  const parts: string[] = [];
  let block = 0;
  const code = () => codeBlock(next, index, block++);
  for (const [section, title] of sectionTitles.slice(0, 8).entries()) {
    parts.push(`## ${title}`, paragraph(next, 4));
    if (section === 1)
      parts.push('Every request needs a key, as the [authentication guide](/authentication) explains.');
    if (section === 2) parts.push(table(next));
    // Six code blocks: one in each of sections 3-7, one under a subheading.
    if (section >= 3) parts.push(code());
    if (section === 4) parts.push('### Fields in detail', paragraph(next, 3), code());
    parts.push(paragraph(next, 3));
  }
  parts.push(`Continue with [the next part](${nextLink}).`);
  return parts.join('\n\n');
}

/**
 * Docs pages per section. A large docs site is split into sections, each with a sidebar of its own (a folder of
 * `docs/`, `plugins/docsSidebar.ts`): one flat sidebar of 5,000 links would put 5,000 links in every page's HTML,
 * so the output would grow with the square of the page count.
 */
export const pagesPerSection = 100;

export const pageName = (index: number) => `synthetic-page-${index}`;
export const postName = (index: number) => `synthetic-post-${index}`;
/** The folder of `docs/` (and the route prefix) of synthetic page `index`. */
export const sectionOf = (index: number) => `guides-${String(Math.floor(index / pagesPerSection)).padStart(2, '0')}`;
/** The route of synthetic page `index`. */
export const pageRoute = (index: number) => `/${sectionOf(index)}/${pageName(index)}`;

/** A docs page: front matter with a description, one `# Title`. */
export function syntheticPage(index: number, count: number): string {
  const nextLink = `${pageRoute((index + 1) % count)}#request-parameters`;
  return [
    '---',
    `description: Synthetic docs page ${index}, generated for the benchmark.`,
    '---',
    '',
    `# Synthetic guide ${index}`,
    '',
    `What synthetic guide ${index} covers, in one sentence.`,
    '',
    body(1_000 + index, index, nextLink),
    '',
  ].join('\n');
}

const tagKeys = Object.keys(tags);
const authorKeys = Object.keys(authors);

/** Valid front matter of synthetic post `index`: one day older per index, known tags and authors. */
function postFrontMatter(index: number): string[] {
  const date = new Date(Date.UTC(2024, 11, 31) - index * 86_400_000).toISOString().slice(0, 10);
  const postTags = [tagKeys[index % tagKeys.length], tagKeys[(index + 3) % tagKeys.length]];
  return [
    '---',
    `title: Synthetic post ${index}`,
    `date: ${date}`,
    `authors: [${authorKeys[index % authorKeys.length]}]`,
    `tags: [${postTags.join(', ')}]`,
    `description: Synthetic post number ${index}, generated for the benchmark.`,
    '---',
  ];
}

/** A blog post with valid front matter (known tags and authors), an excerpt and a truncate marker. */
export function syntheticPost(index: number, count: number): string {
  const nextLink = `/blog/${postName((index + 1) % count)}#request-parameters`;
  return [
    ...postFrontMatter(index),
    '',
    `The opening paragraph of synthetic post ${index}: what it covers and who it is for.`,
    '',
    '{/* truncate */}',
    '',
    body(2_000_000 + index, index, nextLink),
    '',
  ].join('\n');
}

/** Writes the scale's synthetic pages into sections of `docsDir` (`guides-00/`, …) and its posts into `docsDir/blog`. */
export function writeSyntheticContent(docsDir: string, scale: Scale): void {
  const { pages, posts } = scales[scale];
  mkdirSync(path.join(docsDir, 'blog'), { recursive: true });
  for (let index = 0; index < pages; index += 1) {
    const section = path.join(docsDir, sectionOf(index));
    if (index % pagesPerSection === 0) mkdirSync(section, { recursive: true });
    writeFileSync(path.join(section, `${pageName(index)}.mdx`), syntheticPage(index, pages));
  }
  for (let index = 0; index < posts; index += 1) {
    writeFileSync(path.join(docsDir, 'blog', `${postName(index)}.mdx`), syntheticPost(index, posts));
  }
}

/** Words in a Markdown text, code included (what "a 1,000-word page" counts). */
export const wordCount = (markdown: string): number => markdown.split(/\s+/).filter((word) => /\w/.test(word)).length;

/** An excerpt of about `length` characters: whole sentences of prose, as a real post opens. */
function excerptOf(next: () => number, length: number): string {
  const sentences: string[] = [];
  while (sentences.join(' ').length < length) sentences.push(sentence(next));
  return sentences.join(' ');
}

/**
 * A short blog post for the blog's scale benchmark: an excerpt of about 600 characters before the truncate marker,
 * then two short sections. Many of them measure what the blog's pages carry per post, not compile time.
 */
export function syntheticBlogPost(index: number): string {
  const next = random(3_000_000 + index);
  return [
    ...postFrontMatter(index),
    '',
    excerptOf(next, 600),
    '',
    '{/* truncate */}',
    '',
    '## Details',
    '',
    paragraph(next, 5),
    '',
    '## Next steps',
    '',
    paragraph(next, 4),
    '',
  ].join('\n');
}

/**
 * The edit before a warm rebuild: a sentence added to the docs intro (a page both sides have at every scale), the
 * way a maintainer changes one page.
 */
export function editOnePage(siteDir: string, edit: number): void {
  appendFileSync(path.join(siteDir, 'docs', 'index.mdx'), `\nA sentence added for warm rebuild ${edit}.\n`);
}
