/**
 * The practice table in Japanese: this entry imports only the Japanese catalogue and the
 * Japanese card words (registered for Card.tsx), so English pages never load them (see ../Practice.astro).
 */
import PracticeGame, { type PracticeGameProps } from '../PracticeGame.tsx';
import { ReplayWordsContext } from '../../i18n/islands/replay-context.ts';
import { TableScoreContext } from '../../i18n/islands/table-score.ts';
import { CoachWordsContext } from '../../i18n/islands/coach-context.ts';
import { tableScoreJa } from '../../i18n/islands/table-score.ja.ts';
import { practiceJa } from '../../i18n/islands/practice.ja.ts';
import '../../i18n/card-words/ja.ts';

/** The words of the hand's story after it ends, loaded with the first finished hand. */
const replayWords = () => import('../../i18n/islands/replay.ja.ts').then((m) => m.replayJa);
const coachWords = () => import('../../i18n/islands/coach.ja.ts').then((m) => m.coachJa);

export default function PracticeGameJa(props: Omit<PracticeGameProps, 'words'>) {
  return (
    <TableScoreContext.Provider value={tableScoreJa}>
      <CoachWordsContext.Provider value={coachWords}>
        <ReplayWordsContext.Provider value={replayWords}>
          <PracticeGame {...props} words={practiceJa} />
        </ReplayWordsContext.Provider>
      </CoachWordsContext.Provider>
    </TableScoreContext.Provider>
  );
}
