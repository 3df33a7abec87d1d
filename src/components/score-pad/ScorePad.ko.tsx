/** The score pad in this language: this entry imports only its catalogue (and its card words), so other pages never load them (see ../ScorePad.astro). */
import ScorePad, { type ScorePadProps } from './ScorePad.tsx';
import { padWordsKo } from '../../i18n/islands/score-pad.ko.ts';
import { CardLang } from '../card-lang.ts';
import '../../i18n/card-words/ko.ts';

export default function ScorePadKo(props: ScorePadProps) {
  return (
    <CardLang.Provider value="ko">
      <ScorePad {...props} words={padWordsKo} />
    </CardLang.Provider>
  );
}
