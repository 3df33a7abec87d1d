import { describe, expect, test } from 'vitest';
import { folderItems, GAMES, readFrontMatter } from '../../../src/sidebar.mjs';
import { cjkLang, markHtml, splitCjk } from '../../../src/cjk-lang.mjs';

describe('the menu built from the pages', () => {
  test('reads title, label, order and hidden from front matter', () => {
    const page = readFrontMatter(
      '---\ntitle: "Nap — scoring"\ndescription: x\nsidebar:\n  label: Scoring\n  order: 7\n---\nText',
      'nap/scoring.mdx',
    );
    expect(page).toEqual({ title: 'Nap — scoring', label: 'Scoring', order: 7, hidden: false });
  });

  test('names the file when the front matter is missing, untitled or badly ordered', () => {
    expect(() => readFrontMatter('# no front matter', 'x/a.mdx')).toThrow(/x\/a\.mdx: no front matter/);
    expect(() => readFrontMatter('---\ndescription: d\n---', 'x/b.mdx')).toThrow(
      /x\/b\.mdx: the front matter has no title/,
    );
    expect(() => readFrontMatter('---\ntitle: T\nsidebar:\n  order: soon\n---', 'x/c.mdx')).toThrow(
      /x\/c\.mdx: sidebar.order "soon" is not a number/,
    );
  });

  test('every game lists its overview first, then its pages in reading order', () => {
    for (const { dir } of GAMES) {
      const items: { label: string; slug: string }[] = folderItems(dir);
      expect(items[0]).toMatchObject({ label: 'Overview', slug: dir });
      const slugs = items.map((i) => i.slug.split('/')[1] ?? 'index');
      const order = [
        'index',
        'learn',
        'rules',
        'ranking',
        'special-cards',
        'joker',
        'local-rules',
        'scoring',
        'puzzles',
        'practice',
        'summary',
      ];
      const known = slugs.filter((s) => order.includes(s));
      expect(known).toEqual([...known].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    }
  });
});

describe('language of Japanese, Korean and Chinese words', () => {
  test('tells the script apart, and reads bare Han characters by page', () => {
    expect(cjkLang('마이티', false)).toBe('ko');
    expect(cjkLang('都落ち', false)).toBe('ja');
    expect(cjkLang('革命', false)).toBe('ja');
    expect(cjkLang('革命', true)).toBe('zh-Hant');
    expect(cjkLang('拿破崙', false)).toBe('zh-Hant');
  });

  test('wraps each run in a span with its language, keeping the text around it', () => {
    expect(splitCjk('no CJK here', false)).toBeNull();
    expect(splitCjk('the adjutant (副官, fukukan) and 마이티', false)).toEqual([
      { type: 'text', value: 'the adjutant (' },
      { type: 'element', tagName: 'span', properties: { lang: 'ja' }, children: [{ type: 'text', value: '副官' }] },
      { type: 'text', value: ', fukukan) and ' },
      { type: 'element', tagName: 'span', properties: { lang: 'ko' }, children: [{ type: 'text', value: '마이티' }] },
    ]);
  });

  test('marks a built page: text only, not code, scripts, islands or text that has a language', () => {
    const html =
      '<html lang="en"><head><title>副官</title><script>const a = "革命" < 1;</script></head>' +
      '<body><p>The adjutant (副官) &amp; more</p><code>副官</code><span lang="ko">마이티</span>' +
      '<astro-island><b>革命</b></astro-island><p title="革命">拿破崙</p><br/>大富豪</body></html>';
    expect(markHtml(html, false)).toBe(
      '<html lang="en"><head><title>副官</title><script>const a = "革命" < 1;</script></head>' +
        '<body><p>The adjutant (<span lang="ja">副官</span>) &amp; more</p><code>副官</code><span lang="ko">마이티</span>' +
        '<astro-island><b>革命</b></astro-island><p title="革命"><span lang="zh-Hant">拿破崙</span></p><br/><span lang="ja">大富豪</span></body></html>',
    );
    expect(markHtml('<p>革命</p>', true)).toBe('<p><span lang="zh-Hant">革命</span></p>');
  });
});
