/**
 * Review item C12 (issue #33): the learner's menu holds no developer material. "Rule files —
 * option keys" (for people who write rule files and links by hand) is not in the menu; it stays
 * reachable from About the rules, in the text and as its next page (so the previous/next chain
 * still walks every page: tests/dist/navigation.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { sidebar } from '../../../src/sidebar.mjs';

type Item = { label?: string; slug?: string; link?: string; items?: Item[] };
const flat = (items: readonly Item[]): Item[] => items.flatMap((i) => [i, ...flat(i.items ?? [])]);
const page = (file: string) => readFileSync(new URL(`../../../content/docs/${file}`, import.meta.url), 'utf8');

describe('the learner menu', () => {
  test('lists no rule-file page and no option keys', () => {
    const items = flat(sidebar as Item[]);
    expect(items.filter((i) => /rule-files/.test(`${i.slug ?? ''} ${i.link ?? ''}`))).toEqual([]);
    expect(items.filter((i) => /rule files|option keys/i.test(i.label ?? '')).map((i) => i.label)).toEqual([]);
  });

  test.each([
    ['about/rules.mdx', '/about/rule-files/'],
    ['ja/about/rules.mdx', '/ja/about/rule-files/'],
  ])('%s links to the rule-file page and leads on to it', (file, href) => {
    const text = page(file);
    expect(text).toContain(`](${href})`);
    expect(text).toMatch(new RegExp(`^next:\\n  link: ${href.replace(/\//g, '\\/')}$`, 'm'));
  });
});
