// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { attachImageZoom } from './attachImageZoom';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('attachImageZoom', () => {
  it('makes described content images zoomable and leaves decorative ones and images outside the content alone', async () => {
    document.body.innerHTML = `
      <nav><img id="logo" alt="Vihje" src="/logo.svg"></nav>
      <div class="rspress-doc">
        <img id="diagram" alt="Request flow" src="/flow.png">
        <img id="avatar" alt="" src="/avatar.svg">
      </div>`;
    const detach = await attachImageZoom();
    expect(document.getElementById('diagram')?.classList.contains('medium-zoom-image')).toBe(true);
    expect(document.getElementById('avatar')?.classList.contains('medium-zoom-image')).toBe(false);
    expect(document.getElementById('logo')?.classList.contains('medium-zoom-image')).toBe(false);
    detach();
    expect(document.getElementById('diagram')?.classList.contains('medium-zoom-image')).toBe(false);
  });

  it('does nothing on a page without content images', async () => {
    document.body.innerHTML = '<div class="rspress-doc"><p>Text only</p></div>';
    const detach = await attachImageZoom();
    expect(document.querySelectorAll('.medium-zoom-image')).toHaveLength(0);
    detach();
  });
});
