/**
 * The practice table in Korean (the Korean edition's Mighty page): this entry imports only the
 * Korean catalogue and the Korean card words (registered for Card.tsx), so other pages never load
 * them (see ../Practice.astro).
 */
import PracticeGame, { type PracticeGameProps } from '../PracticeGame.tsx';
import { TableScoreContext } from '../../i18n/islands/table-score.ts';
import { CoachWordsContext } from '../../i18n/islands/coach.ts';
import { coachKo } from '../../i18n/islands/coach.ko.ts';
import { tableScoreKo } from '../../i18n/islands/table-score.ko.ts';
import { practiceKo } from '../../i18n/islands/practice.ko.ts';
import '../../i18n/card-words/ko.ts';

export default function PracticeGameKo(props: Omit<PracticeGameProps, 'words'>) {
  return (
    <TableScoreContext.Provider value={tableScoreKo}>
      <CoachWordsContext.Provider value={coachKo}>
        <PracticeGame {...props} words={practiceKo} />
      </CoachWordsContext.Provider>
    </TableScoreContext.Provider>
  );
}
