// ESLint: the Lit starter's set (typescript-eslint, Lit, web components), run by `npm run lint`.
import js from '@eslint/js';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './eslint/private-names.mjs';

const browserCode = ['src/**/*.ts', 'test/**/*.{ts,tsx}', 'stories/**/*.ts', '.storybook/**/*.ts'];

export default tseslint.config(
  {
    ignores: ['dist/', 'site/', 'storybook-static/', 'node_modules/', 'bench/results.json'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: browserCode, ...lit.configs['flat/recommended'] },
  { files: browserCode, ...wc.configs['flat/best-practice'] },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Module augmentation (the JSX elements, the change-detail registry) merges into empty
      // interfaces that other modules fill.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'always' }],
    },
  },
  {
    // The bundles shorten our classes' `_name` members (scripts/build/private-names.mjs).
    files: ['src/**/*.ts'],
    plugins: { local },
    rules: { 'local/private-names': 'error' },
  },
  {
    // Chai's property assertions (`expect(x).to.be.true`) are expressions by design.
    files: ['test/**/*.{ts,tsx,mjs}'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
