import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/** A custom heading id as Rspress's Markdown output leaves it: `## Company \{#company}`. */
const headingId = /^(#{1,6} .*?)[ \t]*\\?\{#[\w-]+\}[ \t]*$/gm;

/** Removes custom heading ids (`{#id}`, an HTML concern) from generated Markdown. */
export function stripHeadingIds(markdown: string): string {
  return markdown.replace(headingId, '$1');
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'static' ? [] : markdownFiles(file);
    return entry.name.endsWith('.md') || entry.name === 'llms-full.txt' ? [file] : [];
  });
}

/**
 * Tidies the `.md` twins and `llms-full.txt` that Rspress's `llms` option writes: Rspress keeps the `\{#id}` of
 * headings with a custom anchor, which reads as noise to a person or a model.
 */
export function pluginMarkdownTwins(): RspressPlugin {
  return {
    name: 'vihje-markdown-twins',
    // Rspress also calls afterBuild after every dev compile, where there are no twins (and maybe no outDir).
    afterBuild(config, isProduction) {
      if (!isProduction) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      for (const file of markdownFiles(outDir)) {
        const text = readFileSync(file, 'utf8');
        const tidy = stripHeadingIds(text);
        if (tidy !== text) writeFileSync(file, tidy);
      }
    },
  };
}
