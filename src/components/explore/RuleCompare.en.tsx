/** The rule comparison in English: this entry imports only its part of the English catalogue (see ../RuleCompare.astro). */
import RuleCompare, { type RuleCompareProps } from '../RuleCompare.tsx';
import { compareWordsEn } from '../../i18n/islands/explore-compare.en.ts';

export default function RuleCompareEn(props: RuleCompareProps) {
  return <RuleCompare {...props} words={compareWordsEn} lang="en" />;
}
