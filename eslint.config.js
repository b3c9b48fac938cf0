// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { arrows, layerArrows } from './tools/eslint/layer-arrows.js';

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', 'web/dist/', '.data/', 'test-results/', 'infra/local/stubs/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // With verbatimModuleSyntax, `import { type A } from 'm'` still loads m (its top-level code runs at import:
      // schemas built, a handler's cold start longer); `import type` loads nothing.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // DESIGN section 2: imports point down the layers only (tools/eslint/layer-arrows.js has the zones).
    plugins: { candid: { rules: { 'layer-arrows': layerArrows } } },
    rules: { 'candid/layer-arrows': ['error', { zones: arrows }] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
