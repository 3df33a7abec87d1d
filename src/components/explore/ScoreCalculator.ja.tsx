/** The score calculator in Japanese: this entry imports only its part of the Japanese catalogue (see ../ScoreCalculator.astro). */
import ScoreCalculator, { type ScoreCalculatorProps } from '../ScoreCalculator.tsx';
import { scoreWordsJa } from '../../i18n/islands/explore-score.ja.ts';

export default function ScoreCalculatorJa(props: ScoreCalculatorProps) {
  return <ScoreCalculator {...props} words={scoreWordsJa} />;
}
