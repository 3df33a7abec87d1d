/**
 * The practice table drawn on the server, as the table tests read it: the Table island for a game
 * replayed from its moves (the learner's turn at the end, so no computer is asked to move), in
 * English or Japanese, and each variant's game as those tests drive it.
 */
import { render } from 'preact-render-to-string';
import { Table } from '../../../src/components/practice/Table.tsx';
import { PracticeWordsContext } from '../../../src/i18n/islands/context.ts';
import { CoachWordsContext } from '../../../src/i18n/islands/coach-context.ts';
import { coachEn } from '../../../src/i18n/islands/coach.en.ts';
import { coachJa } from '../../../src/i18n/islands/coach.ja.ts';
import { CardLang } from '../../../src/components/card-lang.ts';
import { practiceEn } from '../../../src/i18n/islands/practice.en.ts';
import { practiceJa } from '../../../src/i18n/islands/practice.ja.ts';
import { VARIANT_FLOWS } from '../../../src/machines/variants.ts';
import type { AnyAction, PracticeSettings } from '../../../src/islands-logic/practice.ts';
import type { VariantId } from '../../../src/engine/options.ts';

export type G = {
  setup(s: unknown): unknown;
  toAct(s: unknown): number[];
  legalActions(s: unknown, seat: number): AnyAction[];
  apply(s: unknown, a: AnyAction): { ok: boolean; value?: unknown; reason?: string };
  view(s: unknown, seat: number | null): Record<string, unknown>;
};
export const gameOf = (v: VariantId) => VARIANT_FLOWS[v].game as unknown as G;

/** The table as the learner at `settings.seat` sees it after `log`, in English or Japanese. */
export function tableHtml(settings: PracticeSettings, log: AnyAction[], lang: 'en' | 'ja' = 'en'): string {
  return render(
    <PracticeWordsContext.Provider value={lang === 'en' ? practiceEn : practiceJa}>
      <CardLang.Provider value={lang}>
        <CoachWordsContext.Provider value={lang === 'en' ? coachEn : coachJa}>
          <Table settings={settings} save={null} log={log} onNew={() => {}} onSameSeed={() => {}} />
        </CoachWordsContext.Provider>
      </CardLang.Provider>
    </PracticeWordsContext.Provider>,
  );
}

/** The text of the element with `data-testid="<id>"` (its first match), '' when absent. */
export function byTestId(html: string, id: string): string {
  const at = html.indexOf(`data-testid="${id}"`);
  if (at < 0) return '';
  const open = html.lastIndexOf('<', at);
  const tag = /^<(\w+)/.exec(html.slice(open))![1]!;
  let depth = 0;
  const re = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  re.lastIndex = open;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(open, m.index + m[0].length);
  }
  return html.slice(open);
}
