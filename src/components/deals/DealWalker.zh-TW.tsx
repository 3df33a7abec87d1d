/** The explained deals in this language: the entry imports only its catalogue (see ../Deals.astro). */
import DealWalker, { type DealWalkerProps } from './DealWalker.tsx';
import { dealsWordsZh } from '../../i18n/islands/deals.zh-TW.ts';
import '../../i18n/card-words/zh-tw.ts';

export default function DealWalkerZh(props: DealWalkerProps) {
  return <DealWalker {...props} words={dealsWordsZh} />;
}
