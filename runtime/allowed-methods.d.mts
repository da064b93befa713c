/** The API's routes and the methods each takes. */
export declare const API_METHODS: Map<string, string[]>;
/** The signed-in route handlers that take a post (the sheet uploads), and their methods. */
export declare const INBOX_POSTS: Map<string, string[]>;
/** Whether the path is a sheet's upload, which may carry a body past the usual cap. */
export declare function isSheetUpload(pathname: string): boolean;
/** Every method some address takes. */
export declare const SERVED_METHODS: string[];
/** Reads projectDir's build and public/ once; returns the methods a (decoded) path takes. */
export declare function methodsOfBuild(projectDir: string): (pathname: string) => string[];
