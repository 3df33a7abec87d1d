/**
 * Numbers read as words and signs on the built pages (the islands are rendered into the HTML): the
 * ranking explorer groups the cards that cannot win under "cannot win" instead of repeating one
 * place number for many cards, and a score calculator writes negative scores with the minus sign.
 */
import { describe, expect, test } from 'vitest';
import { html, mainOf, visibleText } from './site.ts';

describe('numbers read as words and signs', () => {
  test('/compare-rules/: the ranking explorer says "cannot win" instead of one place number for many cards', () => {
    const page = html('/compare-rules/');
    const list = /<ol[^>]*data-testid="ranking"[^>]*>([\s\S]*?)<\/ol>/.exec(page)?.[1] ?? '';
    // each row's shown place: its last aria-hidden span ("1 mighty", "2 sei-jack" …)
    const places = [...list.matchAll(/<li>[\s\S]*?<span aria-hidden="true">(\d+)[^<]*<\/span><\/li>/g)].map((m) => m[1]);
    expect(places.length, 'the ranking lists cards with their places').toBeGreaterThan(10);
    const most = Math.max(...places.map((p) => places.filter((x) => x === p).length));
    expect(most, 'no place number is shown for many cards').toBeLessThanOrEqual(4);
    expect(visibleText(page)).toMatch(/cannot win/);
  });

  test('/japanese/scoring/: negative scores are written with the minus sign', () => {
    const text = visibleText(mainOf(html('/japanese/scoring/')));
    expect(text, 'no hyphen before a number').not.toMatch(/(^|[\s(])-\d/m);
    expect(text).toMatch(/\u2212\d/);
  });
});
