/**
 * The summary page's island: choose the preset and local rules (as on the comparison page),
 * carried in the address in the one rules format (`?r=standard+killer=HQ`, rules-url.ts). The
 * sheet itself is built at build time for the default rules; for other rules the engine and
 * the sheet are loaded on demand (summary-render.ts) and drawn in its place.
 */
import { useEffect, useState } from 'preact/hooks';
import type { OptionDecl, OptionDecls, OptionValue, Preset, VariantId } from '../../engine/options.ts';
import type { RuleChoice } from '../../islands-logic/engines/types.ts';
import { optionGroups, optionValues, valueWords } from '../../islands-logic/rule-words.ts';
import {
  changedOnly,
  duplicateKeys,
  duplicateNotice,
  parseOneRuleSet,
  quote,
  ruleSetQuery,
} from '../../islands-logic/rules-url.ts';
import { fill, type SummaryPhrases } from '../../islands-logic/summary.ts';
import type { SummaryUiWords } from './summary-ja.ts';
import { fillSiteAddresses } from './site-address.ts';
import '../islands.css';

export interface SummaryRulesProps {
  variant: VariantId;
  options: OptionDecls;
  presets: readonly Preset[];
  /** The id of the element holding the sheet. */
  sheetId: string;
  /** Another language: the sheet's phrases (options and presets then come in that language). */
  phrases?: SummaryPhrases;
  /** Another language: the chooser's own words. */
  ui?: SummaryUiWords;
  /** The site's address given to the build (`SITE_URL`), or empty: then the page's own address. */
  origin?: string;
}

const UI_EN: SummaryUiWords = {
  region: 'Choose the rules for this summary',
  rules: 'Rules',
  print: 'Print this summary',
  localRules: 'Your local rules (every option, {n})',
  nowShows: 'The summary now shows: {line}.',
  cannotShow: 'These rules cannot be shown: {why} (showing {preset})',
  topics: {},
};

export default function SummaryRules({
  variant,
  options,
  presets,
  sheetId,
  phrases,
  ui,
  origin = '',
}: SummaryRulesProps) {
  const meta = { options, presets };
  const w = ui ?? UI_EN;
  const language = phrases ? { options, presets, phrases } : undefined;
  const dflt: RuleChoice = { preset: presets[0]!.id };
  const [rc, setRc] = useState<RuleChoice>(dflt);
  const [notices, setNotices] = useState<string[]>([]);
  const [said, setSaid] = useState('');
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);

  const draw = async (next: RuleChoice, found: string[], push: boolean) => {
    const el = document.getElementById(sheetId);
    if (!el) return;
    try {
      const { renderSummary } = await import('./summary-render.ts');
      const line = await renderSummary(el, variant, next, origin || location.origin, language);
      setRc(next);
      setSaid(fill(w.nowShows, { line }));
      if (push) history.replaceState(history.state, '', `${location.pathname}${ruleSetQuery(next, meta)}`);
      setNotices(found);
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      setNotices([...found, fill(w.cannotShow, { why: why.slice(0, 200), preset: presets[0]!.label })]);
      if (next !== dflt)
        void draw(dflt, [...found, fill(w.cannotShow, { why: why.slice(0, 200), preset: presets[0]!.label })], push);
    }
  };

  useEffect(() => {
    setHydrated(true);
    // The printed links back: the address this page was opened from, when the build had none.
    const sheet = document.getElementById(sheetId);
    if (sheet) fillSiteAddresses(sheet, location.origin);
    const params = new URLSearchParams(location.search);
    const found: string[] = [];
    for (const d of duplicateKeys(params))
      found.push(w.linkDuplicate ? fill(w.linkDuplicate, { part: d.key, count: String(d.count) }) : duplicateNotice(d));
    const v = params.get('v');
    if (v !== null && v !== '' && v !== variant)
      found.push(
        w.linkNotice
          ? fill(w.linkNotice, { part: 'v' })
          : `v=${quote(v)}: this page is the summary of ${variant}, so the link's game is not used`,
      );
    const one = parseOneRuleSet(params, meta);
    found.push(...one.notices.map((n) => (w.linkNotice ? fill(w.linkNotice, { part: 'r' }) : n)));
    const c = changedOnly(one.rules, meta);
    if (c.rules || c.preset !== dflt.preset) void draw(c, found, false);
    else setNotices(found);
  }, []);

  const change = (next: RuleChoice) => void draw(changedOnly(next, meta), [], true);
  const preset = presets.find((p) => p.id === rc.preset) ?? presets[0]!;
  const valueOf = (k: string, d: OptionDecl): OptionValue => rc.rules?.[k] ?? preset.values[k] ?? d.default;
  const setOption = (k: string, v: OptionValue) => change({ ...rc, rules: { ...(rc.rules ?? {}), [k]: v } });

  return (
    <section class="isl isl-summary-rules" aria-label={w.region} data-hydrated={String(hydrated)}>
      {notices.map((n) => (
        <p class="isl__notice" role="status">
          {n}
        </p>
      ))}
      <div class="isl__row">
        <label class="isl__field">
          {w.rules}
          <select
            value={rc.preset ?? presets[0]!.id}
            disabled={!hydrated}
            onChange={(e) => change({ preset: (e.target as HTMLSelectElement).value })}
          >
            {presets.map((p) => (
              <option value={p.id}>{p.label}</option>
            ))}
          </select>
        </label>
        <button type="button" class="isl__btn" disabled={!hydrated} onClick={() => window.print()}>
          {w.print}
        </button>
      </div>
      <details class="isl-setup__rules" onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>{fill(w.localRules, { n: Object.keys(options).length })}</summary>
        {open &&
          optionGroups(options).map((g) => (
            <fieldset class="isl-setup__topic" data-topic={g.topic}>
              <legend>{w.topics[g.topic] ?? g.label}</legend>
              {g.options.map(({ key, decl }) => (
                <label class="isl__field">
                  {decl.label}
                  <select
                    name={key}
                    value={String(valueOf(key, decl))}
                    onChange={(e) => {
                      const t = (e.target as HTMLSelectElement).value;
                      const v = optionValues(decl).find((x) => String(x) === t);
                      if (v !== undefined) setOption(key, v);
                    }}
                  >
                    {optionValues(decl).map((v) => (
                      <option value={String(v)}>{valueWords(decl, v)}</option>
                    ))}
                  </select>
                </label>
              ))}
            </fieldset>
          ))}
      </details>
      <p class="isl__meta" role="status" aria-live="polite">
        {said}
      </p>
    </section>
  );
}
