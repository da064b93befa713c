import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code (the schema and zod) loads when it is first needed, or
 * on `warm()`, so that a form's page does not carry it in its first load. Should that code fail
 * to load, the form is sent unchecked: the API validates every lead with the same schema.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput extends FieldValues>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
) {
  let loading: Promise<Resolver<TValues, TContext, TOutput>> | null = null;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));

  const resolver: Resolver<TValues, TContext, TOutput> = async (values, context, options) => {
    let resolve: Resolver<TValues, TContext, TOutput>;
    try {
      resolve = await get();
    } catch (error) {
      console.error('Form validation could not load; the server checks the fields', error);
      return { values: values as unknown as TOutput, errors: {} };
    }
    return resolve(values, context, options);
  };

  const warm = () => {
    get().catch(() => undefined);
  };

  return { resolver, warm };
}
