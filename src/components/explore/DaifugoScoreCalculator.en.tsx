/** The Daifugō score calculator in English: this entry imports only its part of the English catalogue (see ../DaifugoScoreCalculator.astro). */
import DaifugoScoreCalculator, { type DaifugoScoreCalculatorProps } from '../DaifugoScoreCalculator.tsx';
import { scoreWordsEn } from '../../i18n/islands/explore-score.en.ts';

export default function DaifugoScoreCalculatorEn(props: DaifugoScoreCalculatorProps) {
  return <DaifugoScoreCalculator {...props} words={scoreWordsEn} />;
}
