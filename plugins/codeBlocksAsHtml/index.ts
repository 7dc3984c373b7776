import type { RspressPlugin } from '@rspress/core';
import type { Element, ElementContent, Root } from 'hast';
import type { MdxJsxAttribute, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { highlightedHtml } from './highlightedHtml.ts';

/** The estree of `{ __html: html }`, the value of a `dangerouslySetInnerHTML` attribute, as MDX reads it. */
function innerHtmlAttribute(html: string): MdxJsxAttribute {
  const expression = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Identifier', name: '__html' },
        value: { type: 'Literal', value: html },
      },
    ],
  };
  const estree = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] };
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: estree as never } },
  };
}

/** An element's classes, whether hast names them `className` (a list) or Shiki `class` (a string). */
const classesOf = (element: Element): string[] =>
  [element.properties.className, element.properties.class]
    .flat()
    .filter((name) => typeof name === 'string')
    .flatMap((name) => name.split(' '));

/**
 * The highlighted `<code>` of a block as one element whose content is its HTML, or undefined when the block holds
 * something `highlightedHtml` does not write (the block then stays as it was).
 */
function codeAsHtml(code: Element): MdxJsxTextElementHast | undefined {
  if (!Object.keys(code.properties).every((name) => name === 'className' || name === 'class')) return undefined;
  const html = highlightedHtml(code.children);
  if (html === undefined) return undefined;
  const classes = classesOf(code);
  const attributes: MdxJsxAttribute[] = [];
  if (classes.length > 0) attributes.push({ type: 'mdxJsxAttribute', name: 'className', value: classes.join(' ') });
  attributes.push(innerHtmlAttribute(html));
  // Not marked as JSX written in the page, so MDX still hands it to the theme's `code` component, as before.
  return { type: 'mdxJsxTextElement', name: 'code', attributes, children: [] };
}

/** Whether Shiki made this `<pre>`: it names itself in the class. */
const highlightedByShiki = (pre: Element): boolean => classesOf(pre).includes('shiki');

/**
 * A rehype step after Shiki: each highlighted block's `<code>` becomes one element with its HTML as a string. Shiki
 * gives every token its own `<span>` with a style; as elements, a page of samples became thousands of JSX calls that
 * MDX turns into estree and JavaScript, Rspack parses and minifies twice (browser and SSG bundles), Rsbuild's
 * persistent cache stores and React renders on every page, for HTML that never changes. As a string the page renders
 * the same HTML: `highlightedHtml` writes what React's renderer writes for those elements.
 */
export function rehypeCodeBlocksAsHtml() {
  return (tree: Root) => {
    visit(tree, 'element', (pre: Element) => {
      if (pre.tagName !== 'pre' || !highlightedByShiki(pre)) return;
      pre.children = pre.children.map((child): ElementContent => {
        if (child.type !== 'element' || child.tagName !== 'code') return child;
        return (codeAsHtml(child) ?? child) as ElementContent;
      });
    });
  };
}

/** The plugin's name, by which another plugin finds it in the config. */
export const codeBlocksAsHtmlPluginName = 'vihje-code-blocks-as-html';

/** Highlighted code blocks compiled as HTML strings rather than one JSX element per token. */
export function pluginCodeBlocksAsHtml(): RspressPlugin {
  return {
    name: codeBlocksAsHtmlPluginName,
    markdown: { rehypePlugins: [rehypeCodeBlocksAsHtml] },
  };
}
