/** The score pad in this language: this entry imports only its catalogue (and its card words), so other pages never load them (see ../ScorePad.astro). */
import ScorePad, { type ScorePadProps } from './ScorePad.tsx';
import { padWordsZh } from '../../i18n/islands/score-pad.zh-TW.ts';
import { CardLang } from '../card-lang.ts';
import '../../i18n/card-words/zh-tw.ts';

export default function ScorePadZh(props: ScorePadProps) {
  return (
    <CardLang.Provider value="zh-TW">
      <ScorePad {...props} words={padWordsZh} />
    </CardLang.Provider>
  );
}
