/**
 * The rule comparison in Traditional Chinese (the Chinese edition's tw-hk local-rules page): this
 * entry imports only its part of the Chinese catalogue and the Chinese card words, so other pages
 * never load them (see ../RuleCompare.astro, which gives the Chinese names of the rules).
 */
import RuleCompare, { type RuleCompareProps } from '../RuleCompare.tsx';
import { compareWordsZh } from '../../i18n/islands/explore-compare.zh-TW.ts';
import '../../i18n/card-words/zh-tw.ts';

export default function RuleCompareZh(props: RuleCompareProps) {
  return <RuleCompare {...props} words={compareWordsZh} lang="zh-TW" />;
}
