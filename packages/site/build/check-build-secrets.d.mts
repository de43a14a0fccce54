export function secretVariables(readme: string): string[];
export function secretForms(value: string): string[];
export function scanFiles(files: readonly string[], secrets: Map<string, string[]>): string[];
export function builtFiles(dirs: readonly string[]): string[];
export declare const SECRET_VARIABLES: readonly string[];
export function localEnvSecrets(dir: string): [string, string[]][];
