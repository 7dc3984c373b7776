/** A blog tag: the key is what posts write in `tags:` and what `/blog/tags/{key}` shows. */
export interface Tag {
  label: string;
  description: string;
}

/** Every tag a post may use. A post naming any other tag fails the build. */
export const tags = {
  api: { label: 'API', description: 'Changes to the Vihje API and how to use its endpoints.' },
  vihje: { label: 'Vihje', description: 'News about Vihje, the product and the team behind it.' },
  osoitteet: {
    label: 'Osoitteet (addresses)',
    description: 'Finnish street addresses: typeahead for forms, advanced search and lookups.',
  },
  rakennukset: {
    label: 'Rakennukset (buildings)',
    description: 'Building data linked to addresses: identifiers, purpose, size and construction details.',
  },
  releases: { label: 'Releases', description: 'Release notes: what changed in each API version and how to migrate.' },
  suomi: {
    label: 'Suomi (Finland)',
    description: 'Working with Finnish public data: registers, codes and conventions.',
  },
  syke: {
    label: 'Syke (spatial data)',
    description: 'Location and spatial data: coordinates, municipalities and postal areas.',
  },
  tarkistuspalvelu: {
    label: 'Tarkistuspalvelu (verification)',
    description: 'Verifying companies: business IDs, register entries and the Vihje rating.',
  },
  yritystiedot: {
    label: 'Yritystiedot (company data)',
    description: 'Finnish company data: search, enrichment by business ID and the fields returned.',
  },
} as const satisfies Record<string, Tag>;

export type TagKey = keyof typeof tags;
