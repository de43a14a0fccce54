export function staticMarkup(html: string, css: string): string;
