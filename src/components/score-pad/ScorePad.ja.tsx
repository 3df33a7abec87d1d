/** The score pad in this language: this entry imports only its catalogue (and its card words), so other pages never load them (see ../ScorePad.astro). */
import ScorePad, { type ScorePadProps } from './ScorePad.tsx';
import { padWordsJa } from '../../i18n/islands/score-pad.ja.ts';
import { CardLang } from '../card-lang.ts';
import '../../i18n/card-words/ja.ts';

export default function ScorePadJa(props: ScorePadProps) {
  return (
    <CardLang.Provider value="ja">
      <ScorePad {...props} words={padWordsJa} />
    </CardLang.Provider>
  );
}
