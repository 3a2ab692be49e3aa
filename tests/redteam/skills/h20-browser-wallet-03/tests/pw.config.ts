import { defineConfig } from '@playwright/test';
import { collectState } from './fixtures/state';

export default defineConfig({
  testDir: '.',
  reporter: [['html', { open: 'never' }]],
  use: { baseURL: 'http://localhost:5173' },
  globalSetup: collectState,
});
