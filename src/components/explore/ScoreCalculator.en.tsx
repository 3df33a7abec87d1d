/** The score calculator in English: this entry imports only its part of the English catalogue (see ../ScoreCalculator.astro). */
import ScoreCalculator, { type ScoreCalculatorProps } from '../ScoreCalculator.tsx';
import { scoreWordsEn } from '../../i18n/islands/explore-score.en.ts';

export default function ScoreCalculatorEn(props: ScoreCalculatorProps) {
  return <ScoreCalculator {...props} words={scoreWordsEn} />;
}
