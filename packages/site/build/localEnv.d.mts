export declare const LOCAL_ENV_FILE: string;
export declare function readLocalEnv(siteDir: string): Record<string, string> | undefined;
export declare function loadLocalEnv(
  siteDir: string,
  env: Record<string, string | undefined>,
): string | undefined;
