/**
 * The rule comparison in Japanese: this entry imports only its part of the Japanese catalogue (with
 * the trick phrasebooks it makes the columns' reasons from) and the Japanese card words, so English
 * pages never load them (see ../RuleCompare.astro, which gives the Japanese names of the rules).
 */
import RuleCompare, { type RuleCompareProps } from '../RuleCompare.tsx';
import { compareWordsJa } from '../../i18n/islands/explore-compare.ja.ts';
import '../../i18n/card-words/ja.ts';

export default function RuleCompareJa(props: RuleCompareProps) {
  return <RuleCompare {...props} words={compareWordsJa} lang="ja" />;
}
