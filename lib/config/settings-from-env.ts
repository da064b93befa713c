// Turns environment variables into checked settings, for the public and the server settings.

import * as z from 'zod/mini';

/** A setting the site cannot start (or build) with; its message is one line for the operator. */
export class SettingsError extends Error {
  name = 'SettingsError';
}

/**
 * The schema's variables read from env (a blank value counts as unset, so its default applies),
 * or a SettingsError naming the first bad variable and what it accepts. The value itself is not
 * repeated: it may be a password inside a URL.
 */
export function settingsFromEnv<Schema extends z.ZodMiniObject>(
  schema: Schema,
  env: Record<string, string | undefined>,
): z.output<Schema> {
  const values = Object.fromEntries(
    Object.keys(schema.shape).map((name) => [name, env[name]?.trim() || undefined]),
  );
  const result = z.safeParse(schema, values);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new SettingsError(`Invalid setting ${String(issue.path[0])}: expected ${issue.message}.`);
}
