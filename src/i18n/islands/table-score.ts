/**
 * The practice table's side total (review item M1): the declaring side's running total against its
 * contract, worded from the family's catalogue `src/i18n/messages/<lang>/table-score.json`. The
 * facts come from `islands-logic/side-total.ts`; this shape only picks the message for them. The
 * practice island's language entries (src/components/practice/PracticeGame.<lang>.tsx) provide it.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Translate } from '../messages/format.ts';
import type en from '../messages/en/table-score.json';
import type { SideTotal } from '../../islands-logic/side-total.ts';

export type TableScoreKey = Extract<keyof typeof en, string>;

export function tableScoreWords(t: Translate<TableScoreKey>) {
  return {
    /** One line: the side's total (its own seats only while the partner is hidden), then the defenders'. */
    line(f: SideTotal): string {
      const v = { declarer: f.declarer, partner: f.partner, made: f.made, need: f.need, unit: f.unit };
      const main = f.misere
        ? t('misereMade', v)
        : f.state === 'side'
          ? t('sideMade', v)
          : f.state === 'hidden'
            ? t('hiddenMade', v)
            : t('aloneMade', v);
      if (!f.defenders) return main;
      const d = { declarer: f.declarer, have: f.defenders.have, stop: f.defenders.stop };
      const defenders =
        f.defenders.have === null
          ? t('defendersNeed', d)
          : f.defenders.beaten
            ? t('defendersStopped', d)
            : t('defendersHave', d);
      return t('line', { main, defenders });
    },
  };
}

export type TableScoreWords = ReturnType<typeof tableScoreWords>;

/** Provided by the practice island's language entry; absent (no line shown) elsewhere. */
export const TableScoreContext = createContext<TableScoreWords | null>(null);

export const useTableScoreWords = (): TableScoreWords | null => useContext(TableScoreContext);
