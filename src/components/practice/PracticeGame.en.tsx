/** The practice table in English: this entry imports only the English catalogue (see ../Practice.astro). */
import PracticeGame, { type PracticeGameProps } from '../PracticeGame.tsx';
import { ReplayWordsContext } from '../../i18n/islands/replay-context.ts';
import { TableScoreContext } from '../../i18n/islands/table-score.ts';
import { CoachWordsContext } from '../../i18n/islands/coach-context.ts';
import { tableScoreEn } from '../../i18n/islands/table-score.en.ts';
import { practiceEn } from '../../i18n/islands/practice.en.ts';

/** The words of the hand's story after it ends, loaded with the first finished hand. */
const replayWords = () => import('../../i18n/islands/replay.en.ts').then((m) => m.replayEn);
const coachWords = () => import('../../i18n/islands/coach.en.ts').then((m) => m.coachEn);

export default function PracticeGameEn(props: Omit<PracticeGameProps, 'words'>) {
  return (
    <TableScoreContext.Provider value={tableScoreEn}>
      <CoachWordsContext.Provider value={coachWords}>
        <ReplayWordsContext.Provider value={replayWords}>
          <PracticeGame {...props} words={practiceEn} />
        </ReplayWordsContext.Provider>
      </CoachWordsContext.Provider>
    </TableScoreContext.Provider>
  );
}
