import { describe, expect, test } from 'vitest';
import { keepEnglishAnchors } from '../../../src/i18n/english-anchors.mjs';

const h = (level: number, id: string, text: string) =>
  `<div class="sl-heading-wrapper level-h${level}"><h${level} id="${id}">${text}</h${level}><a class="sl-anchor-link" href="#${id}"></a></div>`;

describe('a translated page keeps the English section anchors', () => {
  const english = `<main>${h(2, '1-deal', '1. Deal')}<p>…</p>${h(3, 'example', 'Example')}${h(2, '2-bidding', '2. Bidding')}</main>`;

  test('an anchor with the English id sits just before each heading of the same outline', () => {
    const ja = `<main lang="ja">${h(2, '1-配る', '1. 配る')}<p>…</p>${h(3, '例', '例')}${h(2, '2-競り', '2. 競り')}</main>`;
    const out = keepEnglishAnchors(ja, english);
    expect(out).toContain(`<span id="1-deal"></span>${h(2, '1-配る', '1. 配る')}`);
    expect(out).toContain(`<span id="example"></span>${h(3, '例', '例')}`);
    expect(out).toContain(`<span id="2-bidding"></span>${h(2, '2-競り', '2. 競り')}`);
  });

  test('an anchor the page already has is not repeated, and a page whose outline differs is left alone', () => {
    const kept = `<main lang="ja"><span id="1-deal"></span>${h(2, '1-配る', '1. 配る')}${h(3, '例', '例')}${h(2, '2-競り', '2. 競り')}</main>`;
    expect(keepEnglishAnchors(kept, english).match(/id="1-deal"/g)).toHaveLength(1);
    const other = `<main lang="ja">${h(2, '1-配る', '1. 配る')}${h(2, '2-競り', '2. 競り')}</main>`;
    expect(keepEnglishAnchors(other, english)).toBe(other);
  });

  test('the English page itself (same ids) is unchanged', () => {
    expect(keepEnglishAnchors(english, english)).toBe(english);
  });
});
