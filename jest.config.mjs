import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Units and components; server modules opt into the node environment with a docblock. */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
};

export default createJestConfig(config);
