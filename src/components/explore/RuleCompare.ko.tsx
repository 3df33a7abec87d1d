/**
 * The rule comparison in Korean: this entry imports only its part of the Korean catalogue and the
 * Korean card words, so other pages never load them (see ../RuleCompare.astro, which gives the
 * Korean names of the rules and the games the Korean page compares: Mighty).
 */
import RuleCompare, { type RuleCompareProps } from '../RuleCompare.tsx';
import { compareWordsKo } from '../../i18n/islands/explore-compare.ko.ts';
import '../../i18n/card-words/ko.ts';

export default function RuleCompareKo(props: RuleCompareProps) {
  return <RuleCompare {...props} words={compareWordsKo} lang="ko" />;
}
