/** The API's routes and the methods each takes. */
export declare const API_METHODS: Map<string, string[]>;
/** The inbox's route handlers that take a post, and their methods. */
export declare const INBOX_POSTS: Map<string, string[]>;
/** Every method some address takes. */
export declare const SERVED_METHODS: string[];
/** Reads projectDir's build and public/ once; returns the methods a (decoded) path takes. */
export declare function methodsOfBuild(projectDir: string): (pathname: string) => string[];
