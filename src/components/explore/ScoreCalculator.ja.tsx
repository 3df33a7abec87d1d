/** The score calculator in Japanese: this entry imports only the Japanese catalogue (see ../ScoreCalculator.astro). */
import ScoreCalculator, { type ScoreCalculatorProps } from '../ScoreCalculator.tsx';
import { exploreJa } from '../../i18n/islands/explore.ja.ts';

export default function ScoreCalculatorJa(props: ScoreCalculatorProps) {
  return <ScoreCalculator {...props} words={exploreJa} />;
}
