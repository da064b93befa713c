import { POSTED_CONTEXT } from '@/lib/leads/form-post';

type Props = {
  /** The fields that say which form it is (lib/leads/form-post.ts POSTED_FORM), with their values. */
  form?: Record<string, string>;
};

/**
 * The hidden fields a natively posted form sends besides what was typed: the head script fills
 * the context as the form is sent (lib/leads/head-script.ts); the form's own are written here.
 */
export function PostedFields({ form = {} }: Props) {
  return (
    <>
      {Object.values(POSTED_CONTEXT).map((name) => (
        <input key={name} type="hidden" name={name} defaultValue="" />
      ))}
      {Object.entries(form).map(([name, value]) => (
        <input key={name} type="hidden" name={name} defaultValue={value} />
      ))}
    </>
  );
}
