export declare const LOCAL_ENV_FILE: string;
export declare function readLocalEnv(siteDir: string): Record<string, string> | undefined;
