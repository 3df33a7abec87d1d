/** The practice table in English: this entry imports only the English catalogue (see ../Practice.astro). */
import PracticeGame, { type PracticeGameProps } from '../PracticeGame.tsx';
import { TableScoreContext } from '../../i18n/islands/table-score.ts';
import { CoachWordsContext } from '../../i18n/islands/coach.ts';
import { coachEn } from '../../i18n/islands/coach.en.ts';
import { tableScoreEn } from '../../i18n/islands/table-score.en.ts';
import { practiceEn } from '../../i18n/islands/practice.en.ts';

export default function PracticeGameEn(props: Omit<PracticeGameProps, 'words'>) {
  return (
    <TableScoreContext.Provider value={tableScoreEn}>
      <CoachWordsContext.Provider value={coachEn}>
        <PracticeGame {...props} words={practiceEn} />
      </CoachWordsContext.Provider>
    </TableScoreContext.Provider>
  );
}
