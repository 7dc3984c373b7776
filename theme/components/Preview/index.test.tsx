import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Preview } from './index';

describe('Preview', () => {
  it('renders the demo in the page, then its code in a collapsed section (static generation)', () => {
    const html = renderToStaticMarkup(
      <Preview previewMode="internal" demoId="_integration_1">
        <pre>
          <code>{'export default function Demo() {}'}</code>
        </pre>
        <input aria-label="Street address" />
      </Preview>,
    );
    expect(html).toMatch(/^<div class="vh-preview [^"]*" data-demo="_integration_1">/);
    expect(html.indexOf('aria-label="Street address"')).toBeLessThan(html.indexOf('<details'));
    expect(html).toMatch(/<details class="vh-details [^"]*"><summary[^>]*>Code<\/summary>/);
    expect(html).toContain('<code>export default function Demo() {}</code>');
  });
});
