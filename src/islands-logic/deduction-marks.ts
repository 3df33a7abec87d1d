/**
 * A deduction puzzle's answer checked (DeductionPuzzle.tsx): the places the learner marked that
 * cannot hold the card, and how many that can were left unmarked — what a wrong check says,
 * without naming the places that are right (those wait for "Show the answer").
 */
export interface MarksCheck {
  right: boolean;
  /** Marked, but cannot hold the card (in the order the places are offered). */
  wrong: number[];
  /** Can hold the card, but not marked: only counted. */
  missed: number;
}

export function checkMarks(
  options: readonly number[],
  marked: ReadonlySet<number>,
  right: ReadonlySet<number>,
): MarksCheck {
  const wrong = options.filter((s) => marked.has(s) && !right.has(s));
  const missed = [...right].filter((s) => !marked.has(s)).length;
  return { right: wrong.length === 0 && missed === 0, wrong, missed };
}
