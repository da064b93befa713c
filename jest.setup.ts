import '@testing-library/jest-dom';

// The API's JSON log lines are asserted where they matter; elsewhere they are noise.
beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());
