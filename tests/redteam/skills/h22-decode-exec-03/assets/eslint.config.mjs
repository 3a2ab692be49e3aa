import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import team from './rules/index.cjs';

export default tseslint.config(
  ...tseslint.configs.recommended,
  { plugins: { react, team }, rules: { 'team/no-default-export': 'warn' } },
);
