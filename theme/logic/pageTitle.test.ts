import { describe, expect, it } from 'vitest';
import { formatPageTitle } from './pageTitle';

describe('formatPageTitle', () => {
  it('joins the page title and the site title with a bar', () => {
    expect(formatPageTitle('Authentication', 'Vihje Docs')).toBe('Authentication | Vihje Docs');
  });

  it('uses the site title alone when the page title is empty or blank', () => {
    expect(formatPageTitle(undefined, 'Vihje Docs')).toBe('Vihje Docs');
    expect(formatPageTitle('', 'Vihje Docs')).toBe('Vihje Docs');
    expect(formatPageTitle('   ', 'Vihje Docs')).toBe('Vihje Docs');
  });

  it('does not repeat the site title when the page title equals it', () => {
    expect(formatPageTitle('Vihje Docs', 'Vihje Docs')).toBe('Vihje Docs');
    expect(formatPageTitle(' Vihje Docs ', 'Vihje Docs')).toBe('Vihje Docs');
  });
});
