/**
 * The practice table in Korean (the Korean edition's Mighty page): this entry imports only the
 * Korean catalogue and the Korean card words (registered for Card.tsx), so other pages never load
 * them (see ../Practice.astro).
 */
import PracticeGame, { type PracticeGameProps } from '../PracticeGame.tsx';
import { ReplayWordsContext } from '../../i18n/islands/replay-context.ts';
import { TableScoreContext } from '../../i18n/islands/table-score.ts';
import { CoachWordsContext } from '../../i18n/islands/coach-context.ts';
import { tableScoreKo } from '../../i18n/islands/table-score.ko.ts';
import { practiceKo } from '../../i18n/islands/practice.ko.ts';
import '../../i18n/card-words/ko.ts';

/** The words of the hand's story after it ends, loaded with the first finished hand. */
const replayWords = () => import('../../i18n/islands/replay.ko.ts').then((m) => m.replayKo);
const coachWords = () => import('../../i18n/islands/coach.ko.ts').then((m) => m.coachKo);

export default function PracticeGameKo(props: Omit<PracticeGameProps, 'words'>) {
  return (
    <TableScoreContext.Provider value={tableScoreKo}>
      <CoachWordsContext.Provider value={coachWords}>
        <ReplayWordsContext.Provider value={replayWords}>
          <PracticeGame {...props} words={practiceKo} />
        </ReplayWordsContext.Provider>
      </CoachWordsContext.Provider>
    </TableScoreContext.Provider>
  );
}
