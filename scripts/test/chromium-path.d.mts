export declare const chromiumPath: () => string;
export declare const chromiumExists: () => boolean;
export declare const testChromiumPath: () => string;
export declare const missingChromiums: () => { pkg: string; path: () => string }[];
