// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkEndpoints } from './linkEndpoints';
import { nameCopyButtons } from './nameCopyButtons';
import { applyScalarPatches, type ScalarPatch, useScalarPatches } from './useScalarPatches';

/** Markup captured from the built /api page, without what the patches add (theme/upstream/scalar/fixtures). */
const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../upstream/scalar/fixtures', name), 'utf8');

const patches: readonly ScalarPatch[] = [nameCopyButtons, linkEndpoints];

function Reference() {
  const container = useRef<HTMLDivElement>(null);
  useScalarPatches(container, patches);
  return <div ref={container} data-testid="reference" />;
}

const endpointHrefs = (root: ParentNode) =>
  [...root.querySelectorAll('a.endpoint')].map((anchor) => anchor.getAttribute('href'));

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe("Scalar's endpoint lists", () => {
  it('get the fragment Scalar navigates to as their href', () => {
    document.body.innerHTML = fixture('endpoint-list.html');
    expect(endpointHrefs(document)).toEqual([null, null, null]);
    applyScalarPatches([document.body], [linkEndpoints]);
    expect(endpointHrefs(document)).toEqual([
      '#tag/companies/GET/companies/{businessId}',
      '#tag/companies/GET/companies/search',
      '#tag/companies/POST/companies/search/advanced',
    ]);
  });
});

describe("Scalar's copy buttons", () => {
  it('are named "Copy code", and a name Scalar gives one is kept', () => {
    document.body.innerHTML = fixture('code-block.html') + fixture('code-block.html');
    document.querySelectorAll('button')[1]?.setAttribute('aria-label', 'Copy cURL');
    applyScalarPatches([document.body], [nameCopyButtons]);
    const names = [...document.querySelectorAll('button.scalar-code-copy')].map((button) =>
      button.getAttribute('aria-label'),
    );
    expect(names).toEqual(['Copy code', 'Copy cURL']);
  });
});

describe('useScalarPatches', () => {
  it('patches what Scalar renders later, looking only at the added nodes', async () => {
    const { getByTestId } = render(<Reference />);
    const reference = getByTestId('reference');
    const scanAll = vi.spyOn(reference, 'querySelectorAll');
    reference.insertAdjacentHTML('beforeend', fixture('endpoint-list.html'));
    reference.insertAdjacentHTML('beforeend', fixture('code-block.html'));
    await vi.waitFor(() =>
      expect(reference.querySelector('button.scalar-code-copy[aria-label="Copy code"]')).not.toBe(null),
    );
    expect(scanAll).not.toHaveBeenCalled();
    expect(endpointHrefs(reference)).not.toContain(null);
  });

  it('patches an endpoint link whose text Scalar fills in after adding it', async () => {
    document.body.innerHTML = fixture('endpoint-list.html');
    const { getByTestId } = render(<Reference />);
    const reference = getByTestId('reference');
    const section = document.querySelector('section');
    if (!section) throw new Error('fixture without a section');
    const path = section.querySelector('.endpoint-path');
    const text = path?.textContent ?? '';
    if (path) path.textContent = '';
    reference.append(section);
    await Promise.resolve();
    path?.append(text);
    await vi.waitFor(() => expect(endpointHrefs(reference)[0]).toBe('#tag/companies/GET/companies/{businessId}'));
  });
});
