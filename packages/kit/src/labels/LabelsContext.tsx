import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Labels } from "./labels";
import { mergeLabels, type DeepPartial, type LabelsOverride } from "./mergeLabels";

/** The locale dates and numbers are formatted in when no provider sets one. */
export const defaultLocale = "en-US";

interface LabelsValue {
  /** Every override in effect, the innermost provider's last. */
  override: LabelsOverride;
  locale: string;
}

const LabelsContext = createContext<LabelsValue>({ override: {}, locale: defaultLocale });

/**
 * Labels and locale for the subtree. A nested provider starts from the enclosing one's,
 * so a part of the page can change a few words, or its locale, and keep the rest.
 *
 * The context holds only what was overridden: each component merges it over its own
 * group's English defaults, so the owner pages' defaults load with the owner pages' code.
 */
export function LabelsProvider({
  labels,
  locale,
  children,
}: {
  labels?: LabelsOverride;
  locale?: string;
  children: ReactNode;
}) {
  const parent = useContext(LabelsContext);
  const value = useMemo(
    () => ({ override: mergeLabels(parent.override, labels), locale: locale ?? parent.locale }),
    [parent, labels, locale],
  );
  return <LabelsContext.Provider value={value}>{children}</LabelsContext.Provider>;
}

/** One group of labels in effect: the providers' overrides merged over the group's `defaults`. */
export function useLabels<G extends keyof Labels>(group: G, defaults: Labels[G]): Labels[G] {
  const override = useContext(LabelsContext).override[group];
  return useMemo(
    () => mergeLabels(defaults, override as DeepPartial<Labels[G]> | undefined),
    [defaults, override],
  );
}

/** The BCP 47 locale dates and numbers are formatted in (the provider's `locale`, "en-US" by default). */
export function useLocale(): string {
  return useContext(LabelsContext).locale;
}
