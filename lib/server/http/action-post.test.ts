/** @jest-environment node */
// React's own encoder of action arguments, as the browser and the server-rendered form use it.
import { encodeReply } from 'next/dist/compiled/react-server-dom-webpack/client.node';
import { isDecodableActionPost } from './action-post';

const ID = '607c15063a5ce8abdcefd06ce9773e69ec5aabc3bd';
const META = JSON.stringify({ id: ID, bound: '$@1' });
const STATE = {
  values: { name: '$5 off, 50% more', email: 'asha@' },
  errors: { email: 'Please enter a valid email address' },
  problem: 'fields',
};

/** A form as the browser posts it natively: the action's fields, then the visitor's. */
const nativePost = (meta: string, args: string, name = '3') => {
  const form = new FormData();
  form.append(`$ACTION_REF_${name}`, '');
  form.append(`$ACTION_${name}:0`, meta);
  form.append(`$ACTION_${name}:1`, args);
  form.append('$ACTION_KEY', 'k0123');
  form.append('name', '$ Asha');
  return form;
};

const encoded = async (value: unknown) => {
  const reply = await encodeReply(value);
  return typeof reply === 'string' ? reply : reply.get('0');
};

describe('isDecodableActionPost', () => {
  it('takes a form as the page renders it, first and after a refused post', async () => {
    expect(isDecodableActionPost(nativePost(META, '[null]'), false)).toBe(true);
    const again = (await encoded([STATE])) as string;
    expect(again).toContain('"$$5 off, 50% more"');
    expect(isDecodableActionPost(nativePost(META, again), false)).toBe(true);
    expect(
      isDecodableActionPost(nativePost(JSON.stringify({ id: ID, bound: null }), ''), false),
    ).toBe(true);
  });

  it('takes a scripted call of the same action, its form by reference', async () => {
    const form = new FormData();
    form.append('name', 'Asha');
    const reply = await encodeReply([STATE, form]);
    expect(reply).toBeInstanceOf(FormData);
    expect(isDecodableActionPost(reply as FormData, true)).toBe(true);
  });

  it('leaves a post that names no action to Next', () => {
    const form = new FormData();
    form.append('name', 'Asha');
    expect(isDecodableActionPost(form, false)).toBe(true);
  });

  it.each([
    ['arguments that are not JSON', META, 'not json'],
    ['a Map reference', META, '["$Q9"]'],
    ['a Blob reference', META, '["$B1"]'],
    ['a server reference', META, '["$h1"]'],
    ['a promise reference', META, '["$@2"]'],
    ['arguments that are no list', META, '{"a":1}'],
    ['arguments nested too deep', META, `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['a bound list that is not there', JSON.stringify({ id: ID, bound: '$@99' }), '[null]'],
    ['no bound list at all', JSON.stringify({ id: ID }), '[null]'],
    ['metadata that is not JSON', 'not json', '[null]'],
    ['metadata without an id', JSON.stringify({ bound: '$@1' }), '[null]'],
    ['a reference in the metadata', JSON.stringify({ id: ID, bound: '$@1', x: '$Q1' }), '[null]'],
  ])('refuses a native post with %s', (_label, meta, args) => {
    expect(isDecodableActionPost(nativePost(meta, args), false)).toBe(false);
  });

  it.each([
    ['an empty body', []],
    ['arguments that are not JSON', [['0', 'not json']]],
    ['arguments that are no list', [['0', '"x"']]],
    ['a Map reference', [['0', '["$Q1"]']]],
    ['a Blob reference', [['0', '["$B1"]']]],
  ])('refuses a scripted call with %s', (_label, fields) => {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    expect(isDecodableActionPost(form, true)).toBe(false);
  });
});
