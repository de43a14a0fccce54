export function tailoredRoutes(server: unknown): { route: string; tailoring: Record<string, unknown> }[];
export function writeTailoredPages(
  server: unknown,
  template: string,
  siteUrl: string,
  folder?: string,
): Promise<{ route: string; file: string; bytes: number }[]>;
export function tailoredRedirects(server: unknown): string;
