/** The Daifugō score calculator in Japanese: this entry imports only its part of the Japanese catalogue (see ../DaifugoScoreCalculator.astro). */
import DaifugoScoreCalculator, { type DaifugoScoreCalculatorProps } from '../DaifugoScoreCalculator.tsx';
import { scoreWordsJa } from '../../i18n/islands/explore-score.ja.ts';

export default function DaifugoScoreCalculatorJa(props: DaifugoScoreCalculatorProps) {
  return <DaifugoScoreCalculator {...props} words={scoreWordsJa} />;
}
