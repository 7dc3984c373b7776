// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZoomableImage } from '.';

vi.mock('@rspress/core/theme-original', () => ({
  getCustomMDXComponent: () => ({ img: (props: object) => <img alt="" {...props} /> }),
}));

afterEach(cleanup);

const zoomed = (id: string) => document.getElementById(id)?.classList.contains('medium-zoom-image');

describe('ZoomableImage', () => {
  it('makes a described image zoomable once it renders, and undoes it when it unmounts', async () => {
    const { unmount } = render(<ZoomableImage id="diagram" alt="Request flow" src="/flow.png" />);
    await vi.waitFor(() => expect(zoomed('diagram')).toBe(true));
    const image = document.getElementById('diagram');
    unmount();
    expect(image?.classList.contains('medium-zoom-image')).toBe(false);
  });

  it('leaves decorative images alone', async () => {
    render(
      <>
        <ZoomableImage id="avatar" alt="" src="/avatar.svg" />
        <ZoomableImage id="diagram" alt="Request flow" src="/flow.png" />
      </>,
    );
    await vi.waitFor(() => expect(zoomed('diagram')).toBe(true));
    expect(zoomed('avatar')).toBe(false);
  });
});
