import { createHash } from 'node:crypto';

/** The bodies' folder in the output, under the site's public path. */
export const pageBodiesPath = 'static/pages/';

/** A body's path under the site, named by its content's hash, so that it is published as a content-hashed asset. */
export const bodyFilePath = (body: string): string =>
  `${pageBodiesPath}body.${createHash('sha256').update(body).digest('hex').slice(0, 20)}.js`;

/** The bodies a chunk of the build names, by their paths under the site. */
export const bodiesNamedIn = (chunk: string): string[] => [
  ...new Set(chunk.match(/static\/pages\/body\.[0-9a-f]{20}\.js/g) ?? []),
];
