import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { completePolicy } from '../../../src/integrations/csp.mjs';

const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const page = (policy: string, body = '') =>
  `<html><head><meta charset="utf-8"/><title>t</title><script>theme()</script>` +
  `<meta http-equiv="content-security-policy" content="${policy}"><style>a{}</style></head><body>${body}` +
  `<script type="module" src="/x.js"></script><script type="module">go()</script></body></html>`;

describe('completing a page policy', () => {
  test('adds the hash of each inline script and style, not of external scripts', () => {
    const out = completePolicy(page("default-src 'self'; script-src 'self' 'sha256-a='; style-src 'self';"));
    const policy = /content="([^"]*)"/.exec(out)![1]!;
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' 'sha256-a=' ${hash('theme()')} ${hash('go()')}; style-src 'self' ${hash('a{}')}`,
    );
  });

  test('moves the policy to just after the charset, before every script', () => {
    const out = completePolicy(page("script-src 'self'"));
    expect(out.indexOf('content-security-policy')).toBeLessThan(out.indexOf('<script'));
    expect(out.indexOf('<meta charset')).toBeLessThan(out.indexOf('content-security-policy'));
    expect(out.match(/content-security-policy/g)).toHaveLength(1);
  });

  test('refuses a policy that lets inline or eval’d scripts run, and a page without one', () => {
    expect(() => completePolicy(page("script-src 'self' 'unsafe-inline'"))).toThrow(/script-src allows/);
    expect(() => completePolicy(page("script-src 'self' 'unsafe-eval'"))).toThrow(/script-src allows/);
    expect(() => completePolicy('<html><head></head></html>')).toThrow(/no content-security-policy/);
  });
});
