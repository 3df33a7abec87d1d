/** The score pad in this language: this entry imports only its catalogue (and its card words), so other pages never load them (see ../ScorePad.astro). */
import ScorePad, { type ScorePadProps } from './ScorePad.tsx';
import { padWordsEn } from '../../i18n/islands/score-pad.en.ts';
import { CardLang } from '../card-lang.ts';

export default function ScorePadEn(props: ScorePadProps) {
  return (
    <CardLang.Provider value="en">
      <ScorePad {...props} words={padWordsEn} />
    </CardLang.Provider>
  );
}
