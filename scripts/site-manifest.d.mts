export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export const APP_CHUNK: string;
export function readManifest(dist: string): Manifest;
export function staticClosure(manifest: Manifest, keys: string[]): Set<string>;
export function criticalPathFiles(manifest: Manifest): Set<string>;
export const LOADED_LATER: string[];
export function publicPageFiles(manifest: Manifest): Set<string>;
export function lazyFiles(manifest: Manifest, match: string): string[];
