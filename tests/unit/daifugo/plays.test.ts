import { describe, expect, it } from 'vitest';
import { judge } from './helpers.ts';

const ok = (effects: string[] = []) => ({ legal: true, effects });
const no = (reason: string) => ({ legal: false, reason });

describe('daifugo plays: forms and ranks', () => {
  it.each([
    ['leading a single', [], ['S7'], ok()],
    ['a higher single', [['H5']], ['D7'], ok()],
    ['a lower single', [['S9']], ['S7'], no('a 7 does not beat a 9 — you need a higher rank')],
    ['2 beats A', [['SA']], ['H2'], ok()],
    ['A does not beat 2', [['H2']], ['SA'], no('an A does not beat a 2 — you need a higher rank')],
    ['a pair on a pair', [['H5', 'S5']], ['D7', 'C7'], ok()],
    ['a single on a pair', [['H5', 'S5']], ['D7'], no('a pair must be answered by a pair')],
    ['a pair on a single', [['H5']], ['D7', 'C7'], no('a single card must be answered by a single card')],
    ['a triple on a triple', [['H5', 'S5', 'C5']], ['D6', 'C6', 'S6'], ok()],
    [
      'a pair on a triple',
      [['H5', 'S5', 'C5']],
      ['D6', 'C6'],
      no('three of a kind must be answered by three of a kind'),
    ],
    ['a lower pair', [['H9', 'S9']], ['D7', 'C7'], no('7s do not beat 9s — you need a higher rank')],
    ['a lone joker beats a 2', [['S2']], ['BJ'], ok()],
    ['a lone joker is only a single', [['S2', 'H2']], ['BJ'], no('a pair must be answered by a pair')],
    ['a joker is wild in a pair', [['S8', 'H8']], ['D9', 'LJ'], ok()],
    ['a joker is wild in four of a kind', [], ['D9', 'S9', 'H9', 'LJ'], ok(['revolution'])],
    ['two jokers beat a pair of 2s', [['S2', 'H2']], ['BJ', 'LJ'], ok()],
    [
      'mixed ranks are no play',
      [],
      ['S7', 'H8'],
      no('these cards do not make a play: play one card or 2–4 cards of one rank (stairs are off)'),
    ],
    [
      'five cards are no play',
      [],
      ['S7', 'H7', 'D7', 'C7', 'BJ'],
      no('at most four cards of one rank can be played together (stairs are off)'),
    ],
  ])('%s', (_name, pile, play, answer) => {
    expect(judge('moderate', { skip: false }, pile as string[][], play as string[])).toEqual(answer);
  });

  it('nothing beats a lone joker, reversed or not', () => {
    expect(judge('moderate', { skip: false }, [['BJ']], ['S2'])).toEqual(no('nothing beats a lone joker'));
    expect(judge('moderate', { skip: false }, [['BJ']], ['S3'], { reversed: true })).toEqual(
      no('nothing beats a lone joker'),
    );
    expect(judge('moderate', {}, [['S3']], ['BJ'], { reversed: true })).toEqual(ok());
  });

  it('with skip, the other joker matches a lone joker (same rank)', () => {
    expect(judge('moderate', {}, [['BJ']], ['LJ'])).toEqual(ok(['skip']));
  });

  it('uses the one-joker deck with JK', () => {
    expect(judge('moderate', { jokers: 1 }, [['S2']], ['JK'])).toEqual(ok());
    expect(() => judge('moderate', { jokers: 1 }, [], ['BJ'])).toThrow('BJ is not in a one-joker deck: use JK');
    expect(() => judge('moderate', {}, [], ['JK'])).toThrow('JK is not in a two-joker deck: use BJ and LJ');
    expect(() => judge('none', {}, [], ['JK'])).toThrow('JK is not in the deck (jokers: 0)');
  });
});

describe('daifugo effects', () => {
  it('revolution: four of a kind reverses the order', () => {
    expect(judge('moderate', {}, [], ['S5', 'H5', 'D5', 'C5'])).toEqual(ok(['revolution']));
    expect(judge('moderate', {}, [['S6', 'H6', 'D6', 'C6']], ['S5', 'H5', 'D5', 'C5'], { reversed: true })).toEqual(
      ok(['revolution']),
    );
    expect(judge('none', {}, [], ['S5', 'H5', 'D5', 'C5'])).toEqual(ok());
  });

  it('under a revolution lower ranks win and the joker stays highest', () => {
    expect(judge('moderate', {}, [['S9']], ['S4'], { reversed: true })).toEqual(ok());
    expect(judge('moderate', {}, [['S4']], ['S9'], { reversed: true })).toEqual(
      no('a 9 does not beat a 4 — you need a lower rank: the order is reversed'),
    );
    expect(judge('moderate', {}, [['S3']], ['LJ'], { reversed: true })).toEqual(ok());
  });

  it('eleven-back: a J reverses until the pile clears; with a revolution the two cancel', () => {
    expect(judge('moderate', { elevenBack: true }, [['S9']], ['SJ'])).toEqual(ok(['eleven-back']));
    expect(judge('moderate', { elevenBack: true }, [['SJ']], ['S4'], { elevenBack: true })).toEqual(ok());
    expect(judge('moderate', { elevenBack: true }, [['S9']], ['S4'], { elevenBack: true, reversed: true })).toEqual(
      no('a 4 does not beat a 9 — you need a higher rank'),
    );
    expect(judge('moderate', {}, [['S9']], ['SJ'])).toEqual(ok());
  });

  it('revolution during an eleven-back', () => {
    // Jack back in force: the order is reversed, so four 5s beat four Ks, and flip the order again.
    expect(
      judge('moderate', { elevenBack: true }, [['SK', 'HK', 'DK', 'CK']], ['S5', 'H5', 'D5', 'C5'], {
        elevenBack: true,
      }),
    ).toEqual(ok(['revolution']));
    // Four jacks: revolution and jack back at once (they cancel until the pile clears).
    expect(judge('moderate', { elevenBack: true }, [], ['SJ', 'HJ', 'DJ', 'CJ'])).toEqual(
      ok(['revolution', 'eleven-back']),
    );
  });

  it('eight-cut clears the pile; per-pile effects of the same play are void', () => {
    expect(judge('moderate', { eightCut: true }, [['S5']], ['H8'])).toEqual(ok(['eight-cut']));
    expect(judge('all', {}, [], ['S8', 'S9', 'S10', 'SJ'])).toEqual(ok(['revolution', 'eight-cut', 'nine-reverse']));
    expect(judge('moderate', {}, [['S5']], ['H8'])).toEqual(ok());
  });

  it('nine-reverse', () => {
    expect(judge('moderate', { nineReverse: true }, [['S5']], ['H9'])).toEqual(ok(['nine-reverse']));
    expect(judge('moderate', { nineReverse: true }, [], ['H9', 'S9'])).toEqual(ok(['nine-reverse']));
  });

  it('skip: the same rank is legal and skips; off, it is not', () => {
    expect(judge('moderate', {}, [['S7']], ['H7'])).toEqual(ok(['skip']));
    expect(judge('moderate', {}, [['S7', 'D7']], ['H7', 'C7'])).toEqual(ok(['skip']));
    expect(judge('none', {}, [['S7']], ['H7'])).toEqual(no('a 7 does not beat a 7 — you need a higher rank'));
  });

  it('unskippable23: 2s (3s when reversed) cannot be matched', () => {
    const r = { unskippable23: true };
    expect(judge('moderate', r, [['S2']], ['H2'])).toEqual(
      no('2s cannot be matched at the same rank (unskippable 2/3): you need a stronger play'),
    );
    expect(judge('moderate', r, [['S3']], ['H3'], { reversed: true })).toEqual(
      no(
        '3s cannot be matched at the same rank (unskippable 2/3) while the order is reversed: you need a stronger play',
      ),
    );
    expect(judge('moderate', r, [['S3']], ['H3'])).toEqual(ok(['skip']));
    expect(judge('moderate', r, [['S2']], ['H2'], { reversed: true })).toEqual(ok(['skip']));
    expect(judge('moderate', r, [['S2']], ['BJ'])).toEqual(ok());
  });

  it('suit lock: the same suits lock, other suits are refused, jokers stand in', () => {
    const r = { suitLock: true };
    expect(judge('moderate', r, [['S5']], ['S7'])).toEqual(ok(['suit-lock']));
    expect(judge('moderate', r, [['S5']], ['H7'])).toEqual(ok());
    expect(judge('moderate', r, [['S5'], ['S7']], ['H9'], { lockedSuits: ['S'] })).toEqual(
      no('spades are locked: play only spades until the pile clears'),
    );
    expect(judge('moderate', r, [['S5'], ['S7']], ['S9'], { lockedSuits: ['S'] })).toEqual(ok());
    expect(judge('moderate', r, [['S5'], ['S7']], ['LJ'], { lockedSuits: ['S'] })).toEqual(ok());
    expect(judge('moderate', r, [['S5', 'H5']], ['H7', 'S7'])).toEqual(ok(['suit-lock']));
    expect(judge('moderate', r, [['S5', 'H5']], ['H7', 'D7'])).toEqual(ok());
    expect(
      judge(
        'moderate',
        r,
        [
          ['S5', 'H5'],
          ['S7', 'H7'],
        ],
        ['H9', 'D9'],
        { lockedSuits: ['S', 'H'] },
      ),
    ).toEqual(no('spades and hearts are locked: play only spades and hearts until the pile clears'));
    expect(
      judge(
        'moderate',
        r,
        [
          ['S5', 'H5'],
          ['S7', 'H7'],
        ],
        ['H9', 'BJ'],
        { lockedSuits: ['S', 'H'] },
      ),
    ).toEqual(ok());
    // a joker in either play does not start a lock
    expect(judge('moderate', r, [['S5', 'BJ']], ['H7', 'S7'])).toEqual(ok());
  });
});

describe('daifugo stairs', () => {
  it('are off unless the option is on', () => {
    expect(judge('moderate', {}, [], ['S5', 'S6', 'S7'])).toEqual(
      no('these cards do not make a play: play one card or 2–4 cards of one rank (stairs are off)'),
    );
  });

  it.each([
    ['three of one suit', [], ['S5', 'S6', 'S7'], ok()],
    ['a joker fills a gap', [], ['S5', 'BJ', 'S7'], ok()],
    [
      'two suits',
      [],
      ['S5', 'H6', 'S7'],
      no(
        'these cards do not make a play: play one card, 2–4 cards of one rank, or stairs of 3 or more consecutive ranks of one suit',
      ),
    ],
    [
      'a gap',
      [],
      ['S5', 'S7', 'S8'],
      no(
        'these cards do not make a play: play one card, 2–4 cards of one rank, or stairs of 3 or more consecutive ranks of one suit',
      ),
    ],
    [
      'two cards',
      [],
      ['S5', 'S6'],
      no(
        'these cards do not make a play: play one card, 2–4 cards of one rank, or stairs of 3 or more consecutive ranks of one suit',
      ),
    ],
    ['K A 2 is stairs', [], ['HK', 'HA', 'H2'], ok()],
    ['higher stairs', [['S5', 'S6', 'S7']], ['H6', 'H7', 'H8'], ok()],
    [
      'lower stairs',
      [['S5', 'S6', 'S7']],
      ['H3', 'H4', 'H5'],
      no('stairs from 3 do not beat stairs from 5 — you need a higher lowest card'),
    ],
    [
      'longer stairs',
      [['S5', 'S6', 'S7']],
      ['H6', 'H7', 'H8', 'H9'],
      no('stairs of 3 must be answered by stairs of 3'),
    ],
    ['stairs of 4 make a revolution', [], ['D3', 'D4', 'D5', 'D6'], ok(['revolution'])],
  ])('%s', (_n, pile, play, answer) => {
    expect(judge('moderate', { stairs: true, skip: false }, pile as string[][], play as string[])).toEqual(answer);
  });

  it('with a joker at an end, the strongest reading is taken', () => {
    // S6 S7 + joker: 5-6-7 or 6-7-8; read 6-7-8, which beats stairs from 5.
    expect(judge('moderate', { stairs: true, skip: false }, [['H5', 'H6', 'H7']], ['S6', 'S7', 'BJ'])).toEqual(ok());
    expect(judge('moderate', { stairs: true, skip: false }, [['H7', 'H8', 'H9']], ['S6', 'S7', 'BJ'])).toEqual(
      no('stairs from 6 do not beat stairs from 7 — you need a higher lowest card'),
    );
  });

  it('suit lock with stairs', () => {
    const r = { stairs: true, suitLock: true };
    expect(judge('moderate', r, [['S3', 'S4', 'S5']], ['SQ', 'SK', 'SA'])).toEqual(ok(['suit-lock']));
    expect(judge('moderate', r, [['S3', 'S4', 'S5']], ['HQ', 'HK', 'HA'])).toEqual(ok());
    expect(
      judge(
        'moderate',
        r,
        [
          ['S3', 'S4', 'S5'],
          ['S6', 'S7', 'S8'],
        ],
        ['HQ', 'HK', 'HA'],
        { lockedSuits: ['S'] },
      ),
    ).toEqual(no('spades are locked: play only spades until the pile clears'));
  });

  it('under a revolution, stairs need a lower lowest card', () => {
    expect(judge('all', {}, [['S6', 'S7', 'S8']], ['H3', 'H4', 'H5'], { reversed: true })).toEqual(ok());
    expect(judge('all', { skip: false }, [['S4', 'S5', 'S6']], ['H5', 'H6', 'H7'], { reversed: true })).toEqual(
      no('stairs from 5 do not beat stairs from 4 — you need a lower lowest card: the order is reversed'),
    );
  });
});
