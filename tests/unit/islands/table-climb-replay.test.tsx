/**
 * Daifugō's replay on the practice table's felt after a round (issue #33 item 3): the table drawn
 * on the server from a game replayed from its moves up to the end of its first round.
 */
import { render } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { Table } from '../../../src/components/practice/Table.tsx';
import { PracticeWordsContext } from '../../../src/i18n/islands/context.ts';
import { CoachWordsContext } from '../../../src/i18n/islands/coach-context.ts';
import { ReplayWordsContext } from '../../../src/i18n/islands/replay-context.ts';
import { coachEn } from '../../../src/i18n/islands/coach.en.ts';
import { replayEn } from '../../../src/i18n/islands/replay.en.ts';
import { practiceEn } from '../../../src/i18n/islands/practice.en.ts';
import { CardLang } from '../../../src/components/card-lang.ts';
import { defaultSettings, type AnyAction } from '../../../src/islands-logic/practice.ts';
import { visibleText } from '../i18n/words.ts';
import { byTestId, gameOf } from './table-render.tsx';

/** A Daifugō game played by seeded random legal moves to the end of its first round. */
function firstRound(seed: string) {
  const game = gameOf('daifugo');
  let s = game.setup({ ruleSet: { variant: 'daifugo' }, seed });
  const log: AnyAction[] = [];
  let r = 11;
  for (let i = 0; i < 3000; i++) {
    const last = game.view(s, null)['lastRound'] as Record<string, unknown> | null;
    if (last) return { log, last };
    const seat = game.toAct(s)[0]!;
    const legal = game.legalActions(s, seat);
    r = (r * 1103515245 + 12345) % 2147483648;
    const a = legal[r % legal.length]!;
    log.push(a);
    s = game.apply(s, a).value;
  }
  throw new Error('no round ended');
}

describe('Daifugō: the round replayed on the felt after it ends', () => {
  test('the finished round shows Back / Forward, the last move and the places', () => {
    const seed = 'climb-table-1';
    const { log, last } = firstRound(seed);
    const html = render(
      <PracticeWordsContext.Provider value={practiceEn}>
        <CardLang.Provider value="en">
          <CoachWordsContext.Provider value={coachEn}>
            <ReplayWordsContext.Provider value={replayEn}>
              <Table
                settings={{ ...defaultSettings('daifugo', seed), seat: 0 }}
                save={null}
                log={log}
                onNew={() => {}}
                onSameSeed={() => {}}
              />
            </ReplayWordsContext.Provider>
          </CoachWordsContext.Provider>
        </CardLang.Provider>
      </PracticeWordsContext.Provider>,
    );
    const replay = byTestId(html, 'replay');
    expect(replay).not.toBe('');
    expect(byTestId(replay, 'replay-back')).toContain('Back');
    expect(byTestId(replay, 'replay-forward')).toContain('Forward');
    const history = last['history'] as Record<string, unknown>[];
    const moves = history.filter((h) => h['type'] === 'play' || h['type'] === 'pass').length;
    expect(visibleText(byTestId(replay, 'replay-at')).trim()).toBe(`Move ${moves} of ${moves}`);
    const text = visibleText(byTestId(replay, 'replay-step'));
    const ranking = last['ranking'] as number[];
    const names = ranking.map((s, i) => `${i + 1}. ${practiceEn.seatName(s, 0)}`).join(', ');
    expect(text).toContain(`The round is over: ${names}.`);
    expect(text).toMatch(/ (plays|passes)/);
    expect(replay).toContain('aria-live="polite"');
  });
});
