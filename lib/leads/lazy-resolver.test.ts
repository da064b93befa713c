import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver', () => {
  it('loads the real resolver once, on warm() or first use, and answers with it', async () => {
    const real: Resolver<Values> = jest.fn(async (values) => ({
      values: {},
      errors: values.name ? {} : { name: { type: 'too_small', message: 'Name is required' } },
    }));
    const load = jest.fn(async () => real);
    const { resolver, warm } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    warm();
    const result = await resolver({ name: '' }, undefined, options);
    expect(result.errors).toEqual({ name: { type: 'too_small', message: 'Name is required' } });
    await resolver({ name: 'Asha' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
    expect(real).toHaveBeenCalledTimes(2);
  });

  it('lets the form through to the server when the code cannot load, and retries later', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const real: Resolver<Values> = async (values) => ({ values, errors: {} });
    const load = jest
      .fn<Promise<Resolver<Values>>, []>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(real);
    const { resolver } = lazyResolver(load);
    expect(await resolver({ name: 'Asha' }, undefined, options)).toEqual({
      values: { name: 'Asha' },
      errors: {},
    });
    expect(error).toHaveBeenCalled();
    await resolver({ name: 'Asha' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
