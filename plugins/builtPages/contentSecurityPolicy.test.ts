import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScripts, scriptHash, withPolicyMeta } from './contentSecurityPolicy';

const page = `<!doctype html><html><head><meta charset="utf-8">
<script>var a=1;</script><script defer src="/static/js/index.js"></script>
<script type="module">import('/x.js')</script></head><body></body></html>`;

describe('inlineScripts', () => {
  it('finds the bodies of inline scripts and skips external ones', () => {
    expect(inlineScripts(page)).toEqual(['var a=1;', "import('/x.js')"]);
  });

  it('skips data blocks, which the browser never runs, and keeps every type it runs, whatever data attributes say', () => {
    const scripts = [
      '<script type="application/ld+json">{"@type":"BlogPosting"}</script>',
      "<script type='text/template'><p>x</p></script>",
      '<script type="text/javascript">var b=2;</script>',
      '<script type=" Module ">import("/y.js")</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script type="">var c=3;</script>',
      '<script data-type="application/json">var d=4;</script>',
      '<script data-src="/z.js">var e=5;</script>',
    ].join('');
    expect(inlineScripts(scripts)).toEqual([
      'var b=2;',
      'import("/y.js")',
      '{"imports":{}}',
      'var c=3;',
      'var d=4;',
      'var e=5;',
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts only from self and the given hashes, never unsafe-inline or unsafe-eval', () => {
    const hash = scriptHash('var a=1;');
    expect(hash).toBe(`'sha256-${createHash('sha256').update('var a=1;').digest('base64')}'`);
    const policy = contentSecurityPolicy([hash, hash], { connectTo: ['https://api.example.fi'] });
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${hash}`);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("connect-src 'self' https://api.example.fi");
    expect(policy).toContain("object-src 'none'");
  });
});

describe('withPolicyMeta', () => {
  it('puts the policy right after the charset, before every script, replacing an older one', () => {
    const once = withPolicyMeta(page, "default-src 'self'");
    const twice = withPolicyMeta(once, "default-src 'none'");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice.indexOf('Content-Security-Policy')).toBeLessThan(twice.indexOf('<script'));
    expect(twice).toContain(`content="default-src 'none'"`);
  });
});
