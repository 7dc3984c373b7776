// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepScalarUrlWritesOnItsPage, type Release } from './scalarUrlWrites';

const held: Release[] = [];
const hold = (path: string) => {
  const release = keepScalarUrlWritesOnItsPage(path);
  held.push(release);
  return release;
};
const address = () => `${window.location.pathname}${window.location.hash}`;
/** How Scalar writes the section in view (its own state object, the current URL with a new hash). */
const scalarWrites = (hash: string) => {
  const url = new URL(window.location.href);
  url.hash = hash;
  window.history.replaceState({}, '', url.toString());
};

afterEach(() => {
  for (const release of held.splice(0)) release();
  window.history.replaceState(null, '', '/');
});

describe('keepScalarUrlWritesOnItsPage', () => {
  it("lets Scalar write its hash on its own page, and drops the write once the reader's route is another page", () => {
    window.history.replaceState(null, '', '/api');
    hold('/api');
    scalarWrites('models/Company');
    expect(address()).toBe('/api#models/Company');

    const routerState = { idx: 1, key: 'home' };
    window.history.pushState(routerState, '', '/');
    scalarWrites('models/VihjeRatingProjection');
    expect(address()).toBe('/');
    expect(window.history.state).toEqual(routerState);
  });

  it("lets the site's own navigation through on every page: new paths, and a hash with a new path", () => {
    window.history.replaceState(null, '', '/api');
    hold('/api');
    window.history.pushState(null, '', '/guides/overview');
    expect(address()).toBe('/guides/overview');
    window.history.pushState(null, '', '/blog#latest');
    expect(address()).toBe('/blog#latest');
    window.history.replaceState({ idx: 2 }, '', '/blog');
    expect(address()).toBe('/blog');
  });

  it('guards until the last mounted Scalar is destroyed, and gives back the browser its history methods', () => {
    const { replaceState, pushState } = window.history;
    window.history.replaceState(null, '', '/api');
    // A colour-mode switch mounts the new Scalar before the old one is destroyed.
    const old = hold('/api');
    const current = hold('/api');
    old();
    window.history.pushState(null, '', '/');
    scalarWrites('models/Company');
    expect(address()).toBe('/');
    current();
    expect(window.history.replaceState).toBe(replaceState);
    expect(window.history.pushState).toBe(pushState);
    scalarWrites('top');
    expect(address()).toBe('/#top');
  });

  it('stays out of the way of a wrapper installed over it after the last Scalar is gone', () => {
    const { replaceState } = window.history;
    window.history.replaceState(null, '', '/api');
    const release = hold('/api');
    const guarded = window.history.replaceState;
    const calls: string[] = [];
    window.history.replaceState = (data, unused, url) => {
      calls.push(String(url));
      guarded.call(window.history, data, unused, url);
    };
    release();
    window.history.pushState(null, '', '/');
    scalarWrites('section');
    expect(calls).toEqual(['http://localhost:3000/#section']);
    expect(address()).toBe('/#section');
    window.history.replaceState = replaceState;
  });
});
