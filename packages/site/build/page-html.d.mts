export function headTags(head: unknown, context: { siteUrl: string; content: unknown }): string;
export function templateFor(route: string, privateRoutes: readonly string[]): "owner.html" | "index.html";
export function renderPage(
  server: unknown,
  template: string,
  route: string,
  siteUrl: string,
  tailoring?: Record<string, unknown>,
): Promise<string>;
export function pageFile(route: string): string;
