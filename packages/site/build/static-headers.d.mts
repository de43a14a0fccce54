export function scriptHashSource(script: string): string;
export function colorSchemeScript(): string;
export function staticHeaders(paths: {
  script: string;
  ownerPaths: readonly string[];
  unlistedPaths: readonly string[];
}): string;
export function pageSecurityHeaders(script: string): Record<string, string>;
