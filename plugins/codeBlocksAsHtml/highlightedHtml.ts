import type { ElementContent } from 'hast';

/** React's escaping of text and attribute values in server-rendered HTML (`escapeTextForBrowser`). */
const escapes: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const escapeHtml = (value: string): string => value.replace(/["&'<>]/g, (character) => escapes[character] ?? character);

/** `dataLineNumber` → `data-line-number`: hast's name of a `data-*` attribute back to the attribute. */
const dataAttribute = (property: string): string =>
  `data-${property.slice(4).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** A token's attributes as React renders them, or undefined for a property it would render differently. */
function attributes(properties: Record<string, unknown>): string | undefined {
  let html = '';
  for (const [property, value] of Object.entries(properties)) {
    if (value === undefined || value === null || value === false) continue;
    let name: string;
    // Shiki names it `class`; hast utilities, `className`.
    if (property === 'className' || property === 'class') name = 'class';
    else if (property === 'style') name = 'style';
    else if (/^data[A-Z]/.test(property)) name = dataAttribute(property);
    else if (/^data-[a-z0-9-]+$/.test(property)) name = property;
    else return undefined;
    let text: string;
    if (Array.isArray(value)) text = value.join(' ');
    else if (typeof value === 'string' || typeof value === 'number') text = String(value);
    else return undefined;
    html += ` ${name}="${escapeHtml(text)}"`;
  }
  return html;
}

/**
 * The HTML React's server renderer writes for Shiki's output: `<span>` elements with a class, a style and `data-*`
 * attributes, and text. A style is written as Shiki gave it (`color:var(--shiki-token-keyword)`), which is how React
 * writes the style object MDX would have made of it. Two texts side by side get the `<!-- -->` React puts between
 * them. Undefined for anything else (another element, a comment, a property of another kind).
 */
export function highlightedHtml(nodes: readonly ElementContent[]): string | undefined {
  let html = '';
  let previousWasText = false;
  for (const node of nodes) {
    if (node.type === 'text') {
      if (previousWasText) html += '<!-- -->';
      html += escapeHtml(node.value);
      previousWasText = true;
      continue;
    }
    previousWasText = false;
    if (node.type !== 'element' || node.tagName !== 'span') return undefined;
    const attributeHtml = attributes(node.properties);
    const childrenHtml = highlightedHtml(node.children);
    if (attributeHtml === undefined || childrenHtml === undefined) return undefined;
    html += `<span${attributeHtml}>${childrenHtml}</span>`;
  }
  return html;
}
