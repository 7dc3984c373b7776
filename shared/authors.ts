import { site } from './site.ts';

/** A blog author; posts name authors by key (`authors: [vihje-team]`). */
export interface Author {
  name: string;
  title: string;
  /** Path of the avatar under `docs/public`. */
  avatar: string;
  url?: string;
}

/** Every author a post may name. A post naming anyone else fails the build. */
export const authors = {
  'vihje-team': {
    name: `The ${site.productName} team`,
    title: `The people who build and run ${site.productName}`,
    avatar: '/authors/vihje-team.svg',
    url: site.url,
  },
} as const satisfies Record<string, Author>;

export type AuthorKey = keyof typeof authors;
