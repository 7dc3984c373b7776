import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../tests/temporaryFolder';
import { contentKey } from '../contentCache';
import { textsOnDisk } from './textsOnDisk';

describe('textsOnDisk', () => {
  const folder = () => path.join(temporaryFolder('texts-on-disk-'), 'texts');

  it('gives back the text last put under a name once, from a file that is then deleted', async () => {
    const dir = folder();
    const texts = textsOnDisk(dir);
    texts.put('/docs/a.md', 'first');
    texts.put('/docs/a.md', 'second');
    texts.put('/docs/b.md', '{"tree":{}}');
    expect(await texts.take('/docs/a.md')).toBe('second');
    expect(await texts.take('/docs/a.md')).toBeUndefined();
    expect(readdirSync(dir)).toHaveLength(1);
    expect(await texts.take('/docs/c.md')).toBeUndefined();
    expect(await texts.take('/docs/b.md')).toBe('{"tree":{}}');
    expect(readdirSync(dir)).toHaveLength(0);
  });

  it('fails the take of a text whose write failed, naming its file', async () => {
    const dir = folder();
    const texts = textsOnDisk(dir);
    texts.put('/docs/a.md', 'text');
    await texts.take('/docs/a.md');
    // A folder where the text's file would go: the write fails.
    mkdirSync(path.join(dir, contentKey('/docs/a.md')));
    texts.put('/docs/a.md', 'text');
    await expect(texts.take('/docs/a.md')).rejects.toThrow(contentKey('/docs/a.md'));
  });

  it('clear deletes the folder and every text not taken, and stops listening for the exit', async () => {
    const dir = folder();
    const texts = textsOnDisk(dir);
    const listeners = process.listenerCount('exit');
    texts.put('/docs/a.md', 'text');
    expect(process.listenerCount('exit')).toBe(listeners + 1);
    texts.clear();
    expect(existsSync(dir)).toBe(false);
    expect(await texts.take('/docs/a.md')).toBeUndefined();
    expect(process.listenerCount('exit')).toBe(listeners);
    texts.put('/docs/a.md', 'again');
    expect(await texts.take('/docs/a.md')).toBe('again');
    texts.clear();
  });
});
