// The site's navigation. Each game's group lists the pages of its folder under content/docs/,
// in the order their `sidebar.order` front matter gives (overview, course, rules, ranking, special
// cards, local rules, scoring, puzzles, practice, summary), labelled by `sidebar.label` (else the
// title). The list is built here, from the files, because Starlight's `autogenerate` only looks in
// src/content/docs and finds nothing in this project's content/docs folder.
// Starlight's previous/next links follow this order, so they walk every page of a game in turn.
// Each label has its `translations` (Starlight picks the one of the page's language): a page's
// own from the translated file's front matter (content/docs/<locale>/…), a group's from LABELS.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { TRANSLATED } from './i18n/locales.mjs';
import { DESCRIPTORS, gameMenuName } from './engine/descriptors.ts';

const DOCS = new URL('../content/docs/', import.meta.url);

/**
 * The front matter fields the menu needs, read from a page's source. Only the simple YAML that
 * the pages use is understood (`key: value`, one level of nesting for `sidebar:`); anything else
 * is ignored, and a page without a title is reported, naming the file.
 * @param {string} source
 * @param {string} file for error messages
 * @returns {{ title: string, label?: string, order?: number, hidden: boolean }}
 */
export function readFrontMatter(source, file) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (!match) throw new Error(`${file}: no front matter (a page starts with --- title: … ---)`);
  /** @type {Record<string, string>} */
  const fields = {};
  let parent = '';
  for (const line of match[1].split(/\r?\n/)) {
    const m = /^(\s*)([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!m) continue;
    const [, indent, key, raw] = m;
    if (!indent) parent = raw === '' ? key : '';
    const name = indent && parent ? `${parent}.${key}` : key;
    fields[name] = raw.replace(/^(['"])(.*)\1$/, '$2').trim();
  }
  const title = fields['title'];
  if (!title) throw new Error(`${file}: the front matter has no title`);
  const order = fields['sidebar.order'] === undefined ? undefined : Number(fields['sidebar.order']);
  if (order !== undefined && !Number.isFinite(order)) {
    throw new Error(`${file}: sidebar.order "${fields['sidebar.order']}" is not a number`);
  }
  return { title, label: fields['sidebar.label'] || undefined, order, hidden: fields['sidebar.hidden'] === 'true' };
}

/**
 * The menu items of one game's folder, in reading order.
 * @param {string} dir folder under content/docs/, e.g. `japanese`
 * @returns {{ label: string, slug: string }[]}
 */
export function folderItems(dir) {
  const folder = new URL(`${dir}/`, DOCS);
  const pages = readdirSync(folder)
    .filter((name) => /^[^_].*\.mdx?$/.test(name))
    .map((name) => {
      const page = readFrontMatter(readFileSync(new URL(name, folder), 'utf8'), `content/docs/${dir}/${name}`);
      const base = name.replace(/\.mdx?$/, '');
      return { ...page, slug: base === 'index' ? dir : `${dir}/${base}` };
    })
    .filter((page) => !page.hidden);
  pages.sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.slug.localeCompare(b.slug));
  return pages.map((page) => withTranslations({ label: page.label ?? page.title, slug: page.slug }));
}

/**
 * The translated file of a page, if there is one: `content/docs/<locale>/<slug>.mdx` (or its
 * folder's index).
 * @param {string} locale folder, e.g. `ja`
 * @param {string} slug e.g. `japanese/rules` or `japanese`
 * @returns {URL | null}
 */
export function translatedFile(locale, slug) {
  for (const name of [`${slug}.mdx`, `${slug}.md`, `${slug}/index.mdx`, `${slug}/index.md`]) {
    const url = new URL(`${locale}/${name}`, DOCS);
    if (existsSync(url)) return url;
  }
  return null;
}

/**
 * A menu link with the label of each translation of its page (the translation's `sidebar.label`,
 * else its title); languages without a translation show the English label.
 * @param {{ label: string, slug: string }} item
 */
function withTranslations(item) {
  /** @type {Record<string, string>} */
  const translations = { ...LABELS[item.label] };
  for (const { dir, lang } of TRANSLATED) {
    const file = translatedFile(dir, item.slug);
    if (!file) continue;
    const page = readFrontMatter(readFileSync(file, 'utf8'), `content/docs/${dir}/${item.slug}`);
    translations[lang] = page.label ?? page.title;
  }
  return Object.keys(translations).length ? { ...item, translations } : item;
}

/** Group and fixed labels in the other languages (keyed by the English label). */
const LABELS = /** @type {Record<string, Record<string, string>>} */ ({
  Home: { ja: 'ホーム', ko: '홈', 'zh-TW': '首頁' },
  'Across the games': { ja: 'ゲームをまたいで', 'zh-TW': '跨遊戲' },
  // Pages not translated yet keep their English text, but the menu names them in the reader's language.
  Overview: { ja: '概要', 'zh-TW': '概要' },
  Course: { ja: 'コース', 'zh-TW': '課程' },
  'Rules step by step': { ja: 'ルールを一歩ずつ', 'zh-TW': '規則一步一步來' },
  'Card ranking': { ja: 'カードの強さ', 'zh-TW': '牌的大小' },
  'Special cards and same-two': { ja: '特殊カードとセイムツー', 'zh-TW': '特殊牌與同花2' },
  'The joker': { ja: 'ジョーカー', 'zh-TW': '鬼牌' },
  'Local rules': { ja: 'ローカルルール', 'zh-TW': '地方規則' },
  Scoring: { ja: '得点', 'zh-TW': '計分' },
  Puzzles: { ja: '問題', 'zh-TW': '題目' },
  'Puzzle trainer': { ja: '問題トレーニング', 'zh-TW': '題目訓練' },
  'Score pad': { ja: 'スコア表', 'zh-TW': '牌局計分表' },
  'Endgames and deduction': { ja: '終盤と推理', 'zh-TW': '殘局與推理' },
  'Explained deals': { ja: '解説つきの手', 'zh-TW': '詳解牌局' },
  'Explained rounds': { ja: '解説つきのラウンド', 'zh-TW': '詳解回合' },
  Endgames: { ja: '終盤', 'zh-TW': '殘局' },
  'One-page summary': { ja: '1ページのまとめ', 'zh-TW': '一頁摘要' },
  'Practice game': { ja: '練習対戦', 'zh-TW': '練習對局' },
  'Compare the games': { ja: 'ゲームを比べる', 'zh-TW': '比較各遊戲' },
  'Compare local rules': { ja: 'ローカルルールを比べる', 'zh-TW': '比較地方規則' },
  Glossary: { ja: '用語集', 'zh-TW': '詞彙表' },
  Sources: { ja: '出典', 'zh-TW': '資料來源' },
  'About the rules': { ja: 'ルールについて', 'zh-TW': '關於規則' },
  'Rule files': { ja: 'ルールファイル', 'zh-TW': '規則檔' },
});

/**
 * Korean labels (the Korean edition translates Mighty's pages; the rest of the menu still names
 * every group and page in Korean). Kept apart from LABELS so that each edition's words are one block.
 */
const LABELS_KO = /** @type {Record<string, string>} */ ({
  'Across the games': '여러 게임을 함께',
  Overview: '개요',
  Course: '코스',
  'Rules step by step': '규칙 차근차근',
  'Card ranking': '카드의 세기',
  'Special cards and same-two': '특수 카드와 세임 투',
  'The joker': '조커',
  'Local rules': '로컬 룰',
  Scoring: '점수 계산',
  Puzzles: '문제',
  'Puzzle trainer': '문제 트레이닝',
  'Score pad': '점수 기록표',
  'Endgames and deduction': '엔드게임과 추리',
  'Explained deals': '해설이 있는 딜',
  'Explained rounds': '해설이 있는 라운드',
  Endgames: '엔드게임',
  'One-page summary': '한 장 요약',
  'Practice game': '연습 게임',
  'Compare the games': '게임 비교',
  'Compare local rules': '로컬 룰 비교',
  Glossary: '용어집',
  Sources: '출처',
  'About the rules': '규칙에 대하여',
  'Rule files': '규칙 파일',
});
for (const [label, ko] of Object.entries(LABELS_KO)) LABELS[label] = { ...LABELS[label], ko };

/**
 * A label's translations, if any.
 * @param {string} label
 */
const labelled = (label) => (LABELS[label] ? { label, translations: LABELS[label] } : { label });

/** The games, in the order the menu shows them: the games' descriptors (src/engine/descriptors.ts). */
export const menuGames = () => DESCRIPTORS.map((d) => ({ dir: d.site, label: d.names.en }));
export const GAMES = menuGames();

// Each game's group label in every edition, from its descriptor.
for (const d of DESCRIPTORS) {
  LABELS[d.names.en] = Object.fromEntries(TRANSLATED.map(({ lang }) => [lang, gameMenuName(d.id, lang)]));
}

/** Across-the-games pages; a page listed here that does not exist yet is left out. */
const across = [
  { label: 'Puzzle trainer', slug: 'puzzles' },
  { label: 'Score pad', slug: 'score' },
  { label: 'Compare the games', slug: 'compare-games' },
  { label: 'Compare local rules', slug: 'compare-rules' },
  { label: 'House rules, step by step', slug: 'house-rules' },
  { label: 'Glossary', slug: 'glossary' },
  { label: 'Sources', slug: 'sources' },
  { label: 'About the rules', slug: 'about/rules' },
  // 'Rule files — option keys' (about/rule-files) is for people who write rule files: not in the
  // learner's menu, linked from About the rules (and its next page).
]
  .filter((item) => existsSync(new URL(`${item.slug}.mdx`, DOCS)) || existsSync(new URL(`${item.slug}.md`, DOCS)))
  .map(withTranslations);

/** @type {NonNullable<import('@astrojs/starlight/types').StarlightUserConfig['sidebar']>} */
export const sidebar = [
  { ...labelled('Home'), link: '/' },
  ...GAMES.map(({ dir, label }, i) => ({ ...labelled(label), collapsed: i > 0, items: folderItems(dir) })),
  { ...labelled('Across the games'), items: across },
];
