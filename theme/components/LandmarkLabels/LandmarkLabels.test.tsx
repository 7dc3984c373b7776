// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LandmarkName, SpacerRoles } from '.';

vi.mock('@rspress/core/runtime', () => ({ useLocation: () => ({ pathname: '/blog/a-post' }) }));

afterEach(cleanup);

describe('LandmarkName', () => {
  it('names the aside it is rendered in, as the layout slots place it', () => {
    const { container } = render(
      <aside className="rp-doc-layout__sidebar">
        <LandmarkName label="Docs pages" />
        <nav>links</nav>
      </aside>,
    );
    expect(container.querySelector('aside')?.getAttribute('aria-label')).toBe('Docs pages');
  });

  it('leaves a parent that is not a landmark alone (the mobile outline menu)', () => {
    const { container } = render(
      <div className="menu">
        <LandmarkName label="On this page" />
      </div>,
    );
    expect(container.querySelector('.menu')?.hasAttribute('aria-label')).toBe(false);
  });
});

describe('SpacerRoles', () => {
  it("takes the landmark role from Rspress's empty spacers and from nothing else", () => {
    const { container } = render(
      <>
        <aside className="rp-doc-layout__sidebar-placeholder" />
        <aside className="rp-doc-layout__outline-placeholder" />
        <aside className="rp-doc-layout__outline">outline</aside>
        <SpacerRoles />
      </>,
    );
    const roles = [...container.querySelectorAll('aside')].map((aside) => aside.getAttribute('role'));
    expect(roles).toEqual(['presentation', 'presentation', null]);
  });
});
