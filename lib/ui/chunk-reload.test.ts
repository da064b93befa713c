import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

const chunkError = () =>
  Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });

describe('reloading after a failed chunk', () => {
  beforeEach(() => sessionStorage.clear());

  it('recognises the errors browsers raise for missing chunks', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads once, then leaves the error to the error screen', () => {
    const reload = jest.fn();
    expect(reloadOnceForChunkError(chunkError(), reload)).toBe(true);
    expect(reloadOnceForChunkError(chunkError(), reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for other errors', () => {
    const reload = jest.fn();
    expect(reloadOnceForChunkError(new Error('boom'), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
