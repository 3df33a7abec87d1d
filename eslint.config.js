import tseslint from 'typescript-eslint';

const ID_BRANCH =
  "A branch on a game's id outside src/engine/: ask the game's descriptor (src/engine/descriptors.ts: kind, has.*, translatedIn) or a function the game provides (issue #29).";

/** Files that still branch on a game's id (issue #29 removes these; a new file must not). */
const ID_BRANCH_ALLOWED = [
  // issue #29 removes these: the practice island and its logic (being split into components/practice/)
  'src/components/PracticeGame.tsx',
  'src/components/practice/**',
  'src/islands-logic/practice*.ts',
  'src/islands-logic/table-view*.ts',
];

export default tseslint.config(
  { ignores: ['dist/', '.astro/', 'node_modules/', '.bench-against/', 'test-results/', '**/*.astro', '**/*.mjs'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded Rng from src/engine/rng.ts.' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // Issue #29: never branch on a game's id outside src/engine/; ask the game's descriptor
  // (src/engine/descriptors.ts: kind, capabilities, translated editions) or a function the game
  // provides. 'mighty' is also a card's role, so only a comparison not with a role or rule counts.
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/engine/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'BinaryExpression[operator=/^[!=]==?$/][right.value=/^(japanese|nap|tw-hk|daifugo)$/]',
          'BinaryExpression[operator=/^[!=]==?$/][left.value=/^(japanese|nap|tw-hk|daifugo)$/]',
          "BinaryExpression[operator=/^[!=]==?$/][right.value='mighty']:not([left.property.name=/^(role|rule)$/])",
          'SwitchCase[test.value=/^(japanese|nap|tw-hk|daifugo)$/]',
          "SwitchStatement:not([discriminant.property.name=/^(role|rule)$/]) > SwitchCase[test.value='mighty']",
        ].map((selector) => ({ selector, message: ID_BRANCH })),
      ],
    },
  },
  {
    // issue #29 removes these: the files that still branch on a game's id today.
    files: ID_BRANCH_ALLOWED,
    rules: { 'no-restricted-syntax': 'off' },
  },
);
