/**
 * One game's house-rules questions as HTML (server-only): the page renders its edition's first
 * game with it, and `pages/house-rules-[lang].json.ts` every game, which the page's stepper fetches
 * when another game is picked (so the page itself stays small). Each question is a fieldset of
 * radio buttons (plain HTML: readable and usable without JavaScript); under each answer the
 * engine's example (content-data/house-rules.ts), the presets that play it that way and, where the
 * sources say, how common it is (content/house-rules/common.json).
 */
import { OPTION_TOPICS, valueLabel, type OptionDecl, type OptionValue, type VariantId } from '../../engine/options.ts';
import { sourceWords } from '../../engine/source-names.ts';
import { engineFor } from '../../islands-logic/engines/all.ts';
import { storedExamples } from '../../content-data/house-rules-stored.ts';
import type { ValuePair } from '../../content-data/house-rules.ts';
import { translator, type Translate } from '../../i18n/messages/format.ts';
import en from '../../i18n/messages/en/house-rules.json' with { type: 'json' };
import ja from '../../i18n/messages/ja/house-rules.json' with { type: 'json' };
import ko from '../../i18n/messages/ko/house-rules.json' with { type: 'json' };
import zhTW from '../../i18n/messages/zh-TW/house-rules.json' with { type: 'json' };
import common from '../../../content/house-rules/common.json' with { type: 'json' };
import { editionLang, optionWords, presetWords, valueWords, type EditionLang } from '../site/option-words.ts';
import { TOPIC_WORDS_JA } from '../../i18n/islands/options.ja.ts';
import { TOPIC_WORDS_KO } from '../../i18n/islands/options.ko.ts';
import { TOPIC_WORDS_ZH } from '../../i18n/islands/options.zh-TW.ts';
import { gameMenuName, translatedIn } from '../../engine/descriptors.ts';
import type { Lang } from '../../engine/descriptor.ts';
import { VARIANT_IDS } from '../../engine/options.ts';
import { EFFECT_LABEL } from '../../engine/daifugo/effect-words.ts';
import { DAIFUGO_EFFECT_JA } from '../../i18n/daifugo-effects.ja.ts';
import { exampleText } from './example-text.ts';

type Keys = Extract<keyof typeof en, string>;
export type HouseT = Translate<Keys>;

const CATALOGUES = { en, ja, ko, 'zh-TW': zhTW } as const;
const TOPICS = { ja: TOPIC_WORDS_JA, ko: TOPIC_WORDS_KO, 'zh-TW': TOPIC_WORDS_ZH } as const;

/** How common a choice is, where the sources say (`game/option` → language → sentence). */
const COMMON = common as unknown as Readonly<Record<string, Readonly<Record<string, string>>>>;

export const houseT = (lang: string): HouseT => {
  const ed = editionLang(lang);
  return translator(lang, (ed ? CATALOGUES[ed] : en) as typeof en);
};

/** The root of an edition's pages: `/` for English, `/ja/`, `/ko/`, `/zh-tw/`. */
export const editionBase = (lang: string): string => (editionLang(lang) ? `/${lang.toLowerCase()}/` : '/');

/** The games an edition covers (Japanese: all; Korean and Chinese: those translated in them). */
export function houseGames(lang: string): VariantId[] {
  const ed = editionLang(lang);
  return VARIANT_IDS.filter((v) => !ed || ed === 'ja' || translatedIn(v, ed));
}

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The words of an option, a value and a preset in the edition (English: the engine's own). */
function words(ed: EditionLang | null, v: VariantId) {
  const e = engineFor(v);
  return {
    option: (key: string) => (ed ? optionWords(ed, v, key).label : e.options[key]!.label),
    value: (key: string, decl: OptionDecl, x: OptionValue) =>
      ed ? valueWords(ed, optionWords(ed, v, key), x) : valueLabel(decl, x),
    preset: (id: string) => (ed ? presetWords(ed, v, id).label : e.presets.find((p) => p.id === id)!.label),
  };
}

/** The rules an example holds under, when they are not the first preset with only this option changed. */
function underText(t: HouseT, ed: EditionLang | null, v: VariantId, key: string, p: ValuePair): string {
  const e = engineFor(v);
  const w = words(ed, v);
  const parts: string[] = [];
  if (p.rcB.preset && p.rcB.preset !== e.presets[0]!.id)
    parts.push(t('underPreset', { preset: w.preset(p.rcB.preset) }));
  for (const [k, x] of Object.entries(p.rcB.rules ?? {}))
    if (k !== key && e.options[k]) parts.push(`${w.option(k)}: ${w.value(k, e.options[k], x)}`);
  return parts.length ? t('under', { rules: parts.join(t('listSep')) }) : '';
}

/** One game's form: its questions topic by topic, the refusal line and the result links. */
export function gameFormHtml(lang: string, v: VariantId, hidden: boolean): string {
  const ed = editionLang(lang);
  const t = houseT(lang);
  const e = engineFor(v);
  const w = words(ed, v);
  const preset = e.presets[0]!;
  const fields = e.scoreFields({ preset: preset.id });
  const examples = storedExamples(v);
  const title = gameMenuName(v, lang as Lang);
  const out: string[] = [];
  out.push(
    `<form class="hr-game" data-house-game="${v}" data-preset="${esc(preset.id)}"${hidden ? ' hidden' : ''} aria-label="${esc(title)}">`,
    `<h2>${esc(title)}</h2><p>${esc(t('asked', { n: examples.length }))}</p>`,
  );
  let first = true;
  for (const topic of OPTION_TOPICS) {
    const options = examples.filter((ex) => ex.decl.topic === topic.id);
    if (!options.length) continue;
    const label = ed ? TOPICS[ed][topic.id] : topic.label;
    out.push(`<details${first ? ' open' : ''}><summary>${esc(label)}</summary>`);
    first = false;
    for (const ex of options) {
      const base = (preset.values[ex.key] ?? ex.decl.default) as OptionValue;
      const values = [base, ...ex.pairs.map((p) => p.b).filter((b) => b !== base)];
      const source = ed
        ? (optionWords(ed, v, ex.key).source ?? null)
        : ex.decl.source
          ? sourceWords(ex.decl.source)
          : null;
      const note = COMMON[`${v}/${ex.key}`]?.[ed ?? 'en'];
      out.push(
        `<fieldset class="hr-q" data-topic="${esc(label)}"><legend><h3>${esc(w.option(ex.key))}</h3></legend>`,
        // Descriptions are written in English only so far; an edition shows the source.
        !ed && ex.decl.description ? `<p class="hr-desc">${esc(ex.decl.description)}</p>` : '',
        source ? `<p class="hr-src">${esc(t('source', { source }))}</p>` : '',
        note
          ? `<p class="hr-src">${esc(t('common', { note }))}</p>`
          : ex.decl.choice
            ? `<p class="hr-src">${esc(t('choice'))}</p>`
            : '',
        '<ul>',
      );
      for (const val of values) {
        const pair = ex.pairs.find((p) => p.b === val && val !== base);
        const plays = e.presets.filter((p) => (p.values[ex.key] ?? ex.decl.default) === val).map((p) => w.preset(p.id));
        const example = pair
          ? underText(t, ed, v, ex.key, pair) +
            exampleText(t, pair, fields, ed === 'ja' ? DAIFUGO_EFFECT_JA : EFFECT_LABEL)
          : t('baseLine');
        out.push(
          `<li><label><input type="radio" name="${esc(ex.key)}" value="${esc(String(val))}"${val === base ? ' checked data-base' : ''}> ${esc(w.value(ex.key, ex.decl, val))}</label>`,
          `<p class="hr-ex">${esc(example)}</p>`,
          `<p class="hr-who">${esc(plays.length ? t('presetsPlay', { presets: plays.join(t('listSep')) }) : t('noPreset'))}</p>`,
          '</li>',
        );
      }
      out.push('</ul></fieldset>');
    }
    out.push('</details>');
  }
  const q = `?v=${v}`;
  const root = editionBase(lang);
  const link = (which: string, href: string, text: string, extra = '') =>
    `<li><a data-link="${which}" href="${href}"${extra}>${esc(text)}</a></li>`;
  out.push(
    // The engine words a refusal in English: an edition names the options that clash in its own words.
    `<p class="hr-refused" role="alert" data-refused hidden data-template="${esc(t('refused', { reason: '{reason}' }))}"${ed ? ` data-named="${esc(t('refusedNamed', { options: '{options}' }))}"` : ''}></p>`,
    `<section class="hr-result" aria-label="${esc(t('result'))}"><h3>${esc(t('result'))}</h3><ul>`,
    link('rules', `${root}compare-rules/${q}`, t('ruleLink')),
    link('file', '#', t('ruleFile'), ` download="etori-${v}-rules.json"`),
    link('summary', `${root}${v}/summary/${q}`, t('summary')),
    link('practice', `${root}${v}/practice/${q}`, t('practice')),
    link('score', `${root}score/${q}`, t('scorePad')),
    '</ul></section></form>',
  );
  return out.join('');
}
