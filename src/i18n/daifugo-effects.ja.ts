/** Daifugō effects (the engine's effect ids). */
export const DAIFUGO_EFFECT_JA: Readonly<Record<string, string>> = {
  revolution: '革命',
  'eleven-back': 'イレブンバック（11バック）',
  'eight-cut': '8切り',
  'nine-reverse': '9リバース',
  skip: '同じ数字で次の人を飛ばす（スキップ）',
  'suit-lock': 'スート縛り',
  'spade-three': 'スペ3返し',
  'seven-pass': '7渡し',
  'ten-discard': '10捨て',
  'queen-bomber': 'Qボンバー',
  'five-skip': '5飛び',
  sandstorm: '砂嵐',
};
