/** The score calculator in Traditional Chinese: this entry imports only its part of the Chinese catalogue (see ../ScoreCalculator.astro). */
import ScoreCalculator, { type ScoreCalculatorProps } from '../ScoreCalculator.tsx';
import { scoreWordsZh } from '../../i18n/islands/explore-score.zh-TW.ts';

export default function ScoreCalculatorZh(props: ScoreCalculatorProps) {
  return <ScoreCalculator {...props} words={scoreWordsZh} />;
}
