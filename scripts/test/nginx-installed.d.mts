export declare function nginxInstalled(): boolean;
