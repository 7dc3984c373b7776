import { describe, expect, it } from 'vitest';
import { landmarkNames } from '../../shared/landmarkNames';
import { withNamedLandmarks } from './landmarkNames';

describe('the built pages’ landmarks', () => {
  it('names the sidebar and the outline, whatever classes follow', () => {
    const html =
      '<aside class="rp-doc-layout__sidebar rp-scrollbar"></aside><main></main><aside class="rp-doc-layout__outline">';
    expect(withNamedLandmarks(html)).toBe(
      `<aside aria-label="${landmarkNames.sidebar}" class="rp-doc-layout__sidebar rp-scrollbar"></aside><main></main>` +
        `<aside aria-label="${landmarkNames.outline}" class="rp-doc-layout__outline">`,
    );
  });

  it('takes the landmark role from the empty spacers, and leaves longer class names and other elements alone', () => {
    const html =
      '<aside class="rp-doc-layout__sidebar-placeholder rp-doc-layout__sidebar-placeholder--legacy"></aside>' +
      '<aside class="rp-doc-layout__outline-placeholder"></aside><div class="rp-doc-layout__sidebar"></div>';
    expect(withNamedLandmarks(html)).toBe(
      '<aside role="presentation" class="rp-doc-layout__sidebar-placeholder rp-doc-layout__sidebar-placeholder--legacy"></aside>' +
        '<aside role="presentation" class="rp-doc-layout__outline-placeholder"></aside><div class="rp-doc-layout__sidebar"></div>',
    );
  });

  it('changes nothing a second time', () => {
    const once = withNamedLandmarks('<aside class="rp-doc-layout__sidebar"></aside>');
    expect(withNamedLandmarks(once)).toBe(once);
  });
});
