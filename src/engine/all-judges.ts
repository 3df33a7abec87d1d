/**
 * Importing this module registers every variant's judge with `judge.ts`.
 * Each variant adds one import line here.
 */
import './judge.ts';
import './mighty/judge.ts';
import './japanese/judge.ts';
import './daifugo/judge.ts';
import './twhk/judge.ts';
import './nap/judge.ts';
