import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { textsOnDisk } from './textsOnDisk';

describe('textsOnDisk', () => {
  const parents: string[] = [];
  const folder = () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'texts-on-disk-'));
    parents.push(parent);
    return path.join(parent, 'texts');
  };
  afterEach(() => {
    for (const parent of parents.splice(0)) rmSync(parent, { recursive: true, force: true });
  });

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
