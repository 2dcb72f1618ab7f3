import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next*/**', '.tmp/**', 'node_modules/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'data/**'],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // react-hook-form's handleSubmit returns a promise; React ignores an attribute handler's return value.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Code that reaches the browser builds schemas with the CSP-safe z (no eval); server code may import zod itself.
    files: ['src/app/**', 'src/components/**', 'src/lib/**'],
    ignores: ['src/lib/schemas/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import z from '@/lib/schemas/zod' (jitless: the CSP forbids eval)." }] }] },
  },
];

export default config;
