/** The practice table in English: this entry imports only the English catalogue (see ../Practice.astro). */
import PracticeGame, { type PracticeGameProps } from '../PracticeGame.tsx';
import { practiceEn } from '../../i18n/islands/practice.en.ts';

export default function PracticeGameEn(props: Omit<PracticeGameProps, 'words'>) {
  return <PracticeGame {...props} words={practiceEn} />;
}
