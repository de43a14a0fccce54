import type { ComponentPropsWithoutRef } from "react";

/**
 * The HTML attributes a section hands to its root `<section>`: `className`, `style`, `data-*`,
 * `aria-*`, event handlers. What the host gives wins over the section's own (except `id`, which
 * is the section's prop).
 */
export type SectionAttributes = Omit<ComponentPropsWithoutRef<"section">, "children" | "id">;
