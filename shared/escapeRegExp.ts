/** `text` with every character a regular expression gives a meaning escaped, to match it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A file path as a pattern's source that matches it literally, each separator as either `/` or `\`. */
export const escapePath = (filePath: string): string => filePath.split(/[\\/]/).map(escapeRegExp).join('[\\\\/]');
