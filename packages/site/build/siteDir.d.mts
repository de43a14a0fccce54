export declare const siteDir: string;
export declare const contentDir: string;
export declare const packageDir: string;
export declare function netlifyToml(): string;
