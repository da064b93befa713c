import '@testing-library/jest-dom';
import { parsePublicConfig } from '@/lib/config/public-config-schema';

// What next.config.ts hands to the build: the public settings with their defaults. Modules read
// them when first loaded, so the registry is emptied of the one that read them too early.
Object.assign(process.env, parsePublicConfig(process.env));
jest.resetModules();

// The API's JSON log lines are asserted where they matter; elsewhere they are noise.
beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());
