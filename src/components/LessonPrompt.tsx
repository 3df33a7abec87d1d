/**
 * What every lesson step shows above its question: the step's new word and its prompt, and the
 * props an asking step's view gets. Shared by Lesson.tsx and LessonPlayOn.tsx (which Lesson.tsx
 * loads on demand), so neither imports the other's parts.
 */
import type { LessonAsk } from '../content-data/lessons.ts';
import type { LessonMove } from '../islands-logic/lessons.ts';
import { useCourseWords } from '../i18n/islands/context.ts';

/** The step's one new word, linked to the glossary of the page's edition. */
export function NewWord({ word }: { word?: string }) {
  const w = useCourseWords();
  if (!word) return null;
  return (
    <p class="isl__meta">
      {w.newWord}
      <a href={w.glossaryHref(word)}>{w.wordLabel(word)}</a>
    </p>
  );
}

export interface AskProps<S> {
  step: S;
  ready: boolean;
  answered: boolean;
  onMove: (m: LessonMove) => void;
}

export function Prompt({ step }: { step: LessonAsk }) {
  return (
    <>
      <NewWord word={step.word} />
      <p>
        <strong>{step.prompt}</strong>
      </p>
    </>
  );
}
