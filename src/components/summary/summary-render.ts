/**
 * Loaded on demand by SummaryRules.tsx when the reader picks rules other than the page's
 * defaults: the game's engine and the sheet, rendered in place of the build-time sheet.
 */
import { h, render } from 'preact';
import type { OptionDecls, Preset, VariantId } from '../../engine/options.ts';
import { loadEngine } from '../../islands-logic/engines/index.ts';
import type { RuleChoice } from '../../islands-logic/engines/types.ts';
import { summaryModel, type SummaryPhrases } from '../../islands-logic/summary.ts';
import SummarySheet from './SummarySheet.tsx';

const cleared = new WeakSet<Element>();

/** Another language's words: the declarations in that language and the sheet's phrases. */
export interface SummaryLanguage {
  options: OptionDecls;
  presets: readonly Preset[];
  phrases: SummaryPhrases;
}

/** Draw the sheet for `rc` into `el`; returns the rules line, or throws naming the problem. */
export async function renderSummary(
  el: Element,
  variant: VariantId,
  rc: RuleChoice,
  origin: string,
  language?: SummaryLanguage,
): Promise<string> {
  const loaded = await loadEngine(variant);
  const engine = language ? { ...loaded, options: language.options, presets: language.presets } : loaded;
  const model = summaryModel(engine, rc, language?.phrases); // throws for rules the engine refuses
  if (!cleared.has(el)) {
    el.textContent = ''; // the build-time sheet
    cleared.add(el);
  }
  render(h(SummarySheet, { model, origin }), el);
  return model.rulesLine;
}
