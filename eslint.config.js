// The linter: TypeScript's recommended rules, and the borders between the layers (docs/architecture.md) enforced.
import tseslint from 'typescript-eslint';

const engineOnly = 'The rules engine is pure: it imports only its own files (no DOM, Preact, Dexie or app code).';
const engineIndex = 'Outside the engine, import it through src/engine/index.ts, its public face (or afterwards.ts, the game-afterwards part loaded with its screens).';
const noTests = 'Code that ships never imports from test/.';
const throughView = "Holdings, net worths, standings and who would be paid are read from the app's view (app.view: engine/view.ts), which hides them where closed holdings do.";
const migrationsAlone = 'A schema upgrade carries its own copy of the old shapes: it imports Dexie and nothing of the app.';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-harness/**', 'node_modules/**', 'test-results/**', 'public/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/engine/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*'], message: engineOnly }, { group: ['preact', 'preact/*', '@preact/*', 'dexie', 'tesseract.js', 'node:*'], message: engineOnly }] }],
    },
  },
  {
    files: ['src/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'dexie', message: 'Components never touch the database: they read the app state (src/app).' }],
          patterns: [
            { group: ['**/engine/*', '!**/engine/index.ts', '!**/engine/afterwards.ts'], message: engineIndex },
            { group: ['**/store/*'], message: 'Components never touch the store: they read the app state (src/app).' },
            { group: ['**/test/**'], message: noTests },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.name=/^(netWorths|standingsIfEndedNow|chainReports)$/]', message: throughView },
        // A game's players (state.players[i].shares), not the view's (view.players, app.view.value.players).
        { selector: "MemberExpression[property.name='shares'][object.object.property.name='players']:not([object.object.object.name='view']):not([object.object.object.property.name='value'])", message: throughView },
        { selector: "MemberExpression[property.name='shares'][object.callee.name='currentPlayer']", message: throughView },
      ],
    },
  },
  {
    files: ['src/**'],
    ignores: ['src/engine/**', 'src/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/engine/*', '!**/engine/index.ts', '!**/engine/afterwards.ts'], message: engineIndex }, { group: ['**/test/**'], message: noTests }] }],
    },
  },
  {
    files: ['src/store/migrations.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['./*', '../*'], message: migrationsAlone }] }],
    },
  },
);
