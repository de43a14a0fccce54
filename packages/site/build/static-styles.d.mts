export function staticStyleTags(styleTags: string): string;
export function withoutComponentIds(html: string, css: string): string;
export function islandRanges(html: string): Array<[number, number]>;
export function outsideIslands(html: string, edit: (part: string) => string): string;
export function shortClassNames(styleTags: string, html: string): { styleTags: string; html: string };
export function withoutUnrenderedVariants(styleTags: string, html: string): string;
