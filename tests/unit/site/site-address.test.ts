/**
 * The printed summary's links back to the site (review T7): with the build's address they are
 * written in full; without it they are site paths that the page's island completes with the
 * address the page was opened from — never a made-up domain.
 */
import { describe, expect, test } from 'vitest';
import { render } from 'preact-render-to-string';
import { h } from 'preact';
import { fillSiteAddresses, siteAddress, SITE_PATH_ATTR } from '../../../src/components/summary/site-address.ts';
import SummarySheet from '../../../src/components/summary/SummarySheet.tsx';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import { summaryModel } from '../../../src/islands-logic/summary.ts';

/** A stand-in for the sheet's DOM: marked links only. */
function fakeSheet(paths: string[]) {
  const links = paths.map((p) => {
    const attrs = new Map([[SITE_PATH_ATTR, p]]);
    return {
      href: p,
      textContent: p,
      getAttribute: (k: string) => attrs.get(k) ?? null,
      removeAttribute: (k: string) => void attrs.delete(k),
    };
  });
  return { links, root: { querySelectorAll: () => links } as unknown as ParentNode };
}

describe("the summary's links back to the site", () => {
  const model = summaryModel(engineFor('japanese'), { preset: 'standard' });

  test('a build with the address writes it in full', () => {
    const out = render(h(SummarySheet, { model, origin: 'https://napoleon.cards' }));
    expect(out).toContain(
      '<a href="https://napoleon.cards/japanese/summary/">https://napoleon.cards/japanese/summary/</a>',
    );
    expect(out).not.toContain(SITE_PATH_ATTR);
  });

  test('a build without it writes site paths, marked to be completed in the browser', () => {
    const out = render(h(SummarySheet, { model, origin: '' }));
    expect(out).toContain(`<a href="/japanese/summary/" ${SITE_PATH_ATTR}="/japanese/summary/">/japanese/summary/</a>`);
    expect(out).not.toMatch(/https?:\/\//);
  });

  test('the island completes them with the address the page was opened from', () => {
    const { links, root } = fakeSheet(['/japanese/summary/', '/japanese/practice/']);
    expect(fillSiteAddresses(root, 'https://cards.local.host:8080')).toBe(2);
    expect(links.map((l) => [l.href, l.textContent])).toEqual([
      ['https://cards.local.host:8080/japanese/summary/', 'https://cards.local.host:8080/japanese/summary/'],
      ['https://cards.local.host:8080/japanese/practice/', 'https://cards.local.host:8080/japanese/practice/'],
    ]);
    expect(siteAddress('https://a.b/', '/x/')).toBe('https://a.b/x/');
  });
});
