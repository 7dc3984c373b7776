import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './isChunkLoadError';

describe('isChunkLoadError', () => {
  it('recognises Rspack chunk load failures', () => {
    const error = Object.assign(new Error('Loading chunk 4 failed.\n(error: http://x/static/js/async/4.js)'), {
      name: 'ChunkLoadError',
    });
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
  });

  it('treats other errors as crashes', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  });
});
