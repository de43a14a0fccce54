export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export const ISLAND_CHUNK: string;
export const TOASTER_CHUNK: string;
export const TRACKER_CHUNK: string;
export function readManifest(dist: string): Manifest;
export function staticClosure(manifest: Manifest, keys: string[]): Set<string>;
export function pageScriptKeys(manifest: Manifest, dist: string, page: string): string[];
export function pageHtmlGzip(dist: string, page: string): number;
export function pageInlineScript(dist: string, page: string): string;
export function loadFiles(manifest: Manifest, dist: string, page: string): Set<string>;
export function intentFiles(manifest: Manifest, dist: string, page: string): Set<string>;
export function sendFiles(manifest: Manifest, dist: string, page: string): Set<string>;
export function lazyFiles(manifest: Manifest, match: string, loaded?: Set<string>): string[];
