import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../tests/temporaryFolder';
import { asciiAttribute, readPageBytes, textOfBytes, writePageBytes } from './pageBytes';

describe('a built page’s bytes', () => {
  it('are written back as they were read, and a part of them reads as its text', () => {
    const file = path.join(temporaryFolder('vihje-page-bytes-'), 'page.html');
    const text = '<p>Hyvää päivää — 👋 “lainaus”</p>';
    writeFileSync(file, text);
    const bytes = readPageBytes(file);
    expect(bytes).toHaveLength(Buffer.byteLength(text));
    expect(textOfBytes(bytes.slice(3, -4))).toBe('Hyvää päivää — 👋 “lainaus”');
    writePageBytes(file, bytes.replace('<p>', '<p class="x">'));
    expect(readFileSync(file, 'utf8')).toBe('<p class="x">Hyvää päivää — 👋 “lainaus”</p>');
  });

  it('are written over a longer page without its end left behind', () => {
    const file = path.join(temporaryFolder('vihje-page-bytes-'), 'page.html');
    writeFileSync(file, '<p class="long">Ääkköset</p>');
    writePageBytes(file, readPageBytes(file).replace(' class="long"', ''));
    expect(readFileSync(file, 'utf8')).toBe('<p>Ääkköset</p>');
  });
});

describe('asciiAttribute', () => {
  it('writes quotes, ampersands and every character beyond printable ASCII as references', () => {
    expect(asciiAttribute('Sivut – "ää" & 🦊 <ok>')).toBe(
      'Sivut &#8211; &quot;&#228;&#228;&quot; &amp; &#129418; <ok>',
    );
  });

  it('leaves printable ASCII as it is', () => {
    expect(asciiAttribute("script-src 'self' 'sha256-abc+/='")).toBe("script-src 'self' 'sha256-abc+/='");
  });
});
