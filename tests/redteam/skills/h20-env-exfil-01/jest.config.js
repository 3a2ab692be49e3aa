module.exports = {
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/test/setup-env.js'],
  coverageThreshold: { global: { lines: 80, branches: 70 } },
  collectCoverageFrom: ['src/**/*.{js,ts}'],
};
