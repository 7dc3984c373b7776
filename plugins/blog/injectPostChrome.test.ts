import { describe, expect, it } from 'vitest';
import { injectPostChrome } from './injectPostChrome';

describe('injectPostChrome', () => {
  it('turns the docs sidebar and footer off and wraps the body in the post header and footer', () => {
    const out = injectPostChrome('---\ntitle: T\nsidebar: true\n---\n\nBody.\n', 'my-post');
    expect(out).toMatch(/^---\ntitle: T\n\nsidebar: false\nfooter: false\n---\n/);
    expect(out).not.toContain('sidebar: true');
    expect(out).toContain("import { PostFooter, PostHeader } from '@theme/blog/PostChrome';");
    expect(out.indexOf('<PostHeader slug="my-post" />')).toBeLessThan(out.indexOf('Body.'));
    expect(out.indexOf('<PostFooter slug="my-post" />')).toBeGreaterThan(out.indexOf('Body.'));
  });
});
