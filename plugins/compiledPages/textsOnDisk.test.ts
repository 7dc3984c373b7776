import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../tests/temporaryFolder';
import { textsOnDisk } from './textsOnDisk';

describe('textsOnDisk', () => {
  const folder = () => path.join(temporaryFolder('texts-on-disk-'), 'texts');

  it('gives back the text last put under a name once, from a file that is then deleted', () => {
    const dir = folder();
    const texts = textsOnDisk(dir);
    texts.put('/docs/a.md', 'first');
    texts.put('/docs/a.md', 'second');
    texts.put('/docs/b.md', '{"tree":{}}');
    expect(readdirSync(dir)).toHaveLength(2);
    expect(texts.take('/docs/a.md')).toBe('second');
    expect(texts.take('/docs/a.md')).toBeUndefined();
    expect(readdirSync(dir)).toHaveLength(1);
    expect(texts.take('/docs/c.md')).toBeUndefined();
    expect(texts.take('/docs/b.md')).toBe('{"tree":{}}');
  });

  it('clear deletes the folder and every text not taken, and stops listening for the exit', () => {
    const dir = folder();
    const texts = textsOnDisk(dir);
    const listeners = process.listenerCount('exit');
    texts.put('/docs/a.md', 'text');
    expect(process.listenerCount('exit')).toBe(listeners + 1);
    texts.clear();
    expect(existsSync(dir)).toBe(false);
    expect(texts.take('/docs/a.md')).toBeUndefined();
    expect(process.listenerCount('exit')).toBe(listeners);
    texts.put('/docs/a.md', 'again');
    expect(texts.take('/docs/a.md')).toBe('again');
    texts.clear();
  });
});
