/**
 * The practice table in Japanese: this entry imports only the Japanese catalogue and the
 * Japanese card words (registered for Card.tsx), so English pages never load them (see ../Practice.astro).
 */
import PracticeGame, { type PracticeGameProps } from '../PracticeGame.tsx';
import { TableScoreContext } from '../../i18n/islands/table-score.ts';
import { CoachWordsContext } from '../../i18n/islands/coach.ts';
import { coachJa } from '../../i18n/islands/coach.ja.ts';
import { tableScoreJa } from '../../i18n/islands/table-score.ja.ts';
import { practiceJa } from '../../i18n/islands/practice.ja.ts';
import '../../i18n/card-words/ja.ts';

export default function PracticeGameJa(props: Omit<PracticeGameProps, 'words'>) {
  return (
    <TableScoreContext.Provider value={tableScoreJa}>
      <CoachWordsContext.Provider value={coachJa}>
        <PracticeGame {...props} words={practiceJa} />
      </CoachWordsContext.Provider>
    </TableScoreContext.Provider>
  );
}
