export function staticStyleTags(styleTags: string): string;
export function withoutComponentIds(html: string, css: string): string;
