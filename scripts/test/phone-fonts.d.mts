export function phoneFontEnv(): Promise<NodeJS.ProcessEnv>;
export function noDevanagariFontEnv(): Promise<NodeJS.ProcessEnv>;
