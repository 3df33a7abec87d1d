/**
 * The practice table in Traditional Chinese (Taiwanese & Hong Kong Napoleon): this entry imports
 * only the Chinese catalogue and the Chinese card words (registered for Card.tsx), so other pages
 * never load them (see ../Practice.astro).
 */
import PracticeGame, { type PracticeGameProps } from '../PracticeGame.tsx';
import { ReplayWordsContext } from '../../i18n/islands/replay-context.ts';
import { TableScoreContext } from '../../i18n/islands/table-score.ts';
import { CoachWordsContext } from '../../i18n/islands/coach-context.ts';
import { tableScoreZh } from '../../i18n/islands/table-score.zh-TW.ts';
import { practiceZh } from '../../i18n/islands/practice.zh-TW.ts';
import '../../i18n/card-words/zh-tw.ts';

/** The words of the hand's story after it ends, loaded with the first finished hand. */
const replayWords = () => import('../../i18n/islands/replay.zh-TW.ts').then((m) => m.replayZh);
const coachWords = () => import('../../i18n/islands/coach.zh-TW.ts').then((m) => m.coachZhTW);

export default function PracticeGameZh(props: Omit<PracticeGameProps, 'words'>) {
  return (
    <TableScoreContext.Provider value={tableScoreZh}>
      <CoachWordsContext.Provider value={coachWords}>
        <ReplayWordsContext.Provider value={replayWords}>
          <PracticeGame {...props} words={practiceZh} />
        </ReplayWordsContext.Provider>
      </CoachWordsContext.Provider>
    </TableScoreContext.Provider>
  );
}
