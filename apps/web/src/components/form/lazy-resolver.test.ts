import type { Resolver, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

interface Form {
  name: string;
  age: number;
}

const missingName = (form: Form) => (form.name ? {} : { name: 'El nombre es obligatorio.' });
const fullChecks: Resolver<Form> = async (values): Promise<ResolverResult<Form>> => {
  if (values.age >= 18) return { values, errors: {} };
  return { values: {}, errors: { age: { type: 'min', message: 'Debes ser mayor de edad.' } } };
};
const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('lazyResolver', () => {
  it('answers the required fields on its own while the form is unused, without downloading the schema', async () => {
    const load = vi.fn(async () => fullChecks);
    const { resolver } = lazyResolver(load, missingName);

    const result = await resolver({ name: '', age: 10 }, undefined, options);

    expect(result.errors).toEqual({ name: { type: 'required', message: 'El nombre es obligatorio.' } });
    expect(load).not.toHaveBeenCalled();
  });

  it('downloads the schema once the required fields are filled, and checks with it from then on', async () => {
    const load = vi.fn(async () => fullChecks);
    const { resolver } = lazyResolver(load, missingName);

    expect((await resolver({ name: 'Ana', age: 10 }, undefined, options)).errors).toHaveProperty('age');
    // Back to an empty name: the schema answers now, as it does for every check once it is there.
    await resolver({ name: '', age: 30 }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads the schema as soon as someone starts using the form', async () => {
    const load = vi.fn(async () => fullChecks);
    const { resolver, prepare } = lazyResolver(load, missingName);
    prepare();
    expect(load).toHaveBeenCalledTimes(1);
    expect((await resolver({ name: '', age: 30 }, undefined, options)).errors).toEqual({});
  });

  it('tries a failed download again on the next check', async () => {
    const load = vi.fn<() => Promise<Resolver<Form>>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(fullChecks);
    const { resolver } = lazyResolver(load, missingName);

    await expect(resolver({ name: 'Ana', age: 30 }, undefined, options)).rejects.toThrow('offline');
    expect((await resolver({ name: 'Ana', age: 30 }, undefined, options)).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
