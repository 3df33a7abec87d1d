/**
 * Importing this module registers every variant's judge with `judge.ts`: the judges come from
 * the registry (`variants.ts`), so a new variant needs no line here.
 */
import './variants.ts';
