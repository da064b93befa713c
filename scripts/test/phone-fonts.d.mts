export function phoneFontEnv(): Promise<NodeJS.ProcessEnv>;
