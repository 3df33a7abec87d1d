/** The score calculator in Korean: this entry imports only its part of the Korean catalogue (see ../ScoreCalculator.astro). */
import ScoreCalculator, { type ScoreCalculatorProps } from '../ScoreCalculator.tsx';
import { scoreWordsKo } from '../../i18n/islands/explore-score.ko.ts';

export default function ScoreCalculatorKo(props: ScoreCalculatorProps) {
  return <ScoreCalculator {...props} words={scoreWordsKo} />;
}
