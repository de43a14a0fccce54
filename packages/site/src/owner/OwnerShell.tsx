import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "../api/queryClient";
import { OwnerGate } from "./OwnerGate";
import { OwnerLinks } from "./OwnerLinks";

/**
 * What every owner page hands its kit component (`ContactList`, `AnalyticsDashboard`): the session's
 * buttons and the zone its times are shown in. Spread whole, so no page offers fewer controls.
 */
export interface OwnerSessionProps {
  /** Ends this browser's session and locks the page. */
  onLogout: () => void;
  /** Ends every session of the owner, on every device, and locks the page. */
  onLogoutEverywhere: () => void;
  /** The owner's time zone (an IANA name), from the session's answer. */
  timeZone: string | undefined;
}

export interface OwnerShellProps {
  /** The page's path: a login posted before the app runs comes back here. */
  returnTo: string;
  /** A sentence under the login form's heading, e.g. what the password unlocks. */
  description?: ReactNode;
  /** The private page, rendered only while the server confirms a session. */
  children: (session: OwnerSessionProps) => ReactNode;
}

/**
 * The one frame of the owner pages: it owns their query client and their session (the lock, log
 * out, log out everywhere), so each page only fetches its own data and spreads the session's props.
 * Under each unlocked page, links to the others.
 */
export function OwnerShell({ returnTo, description, children }: OwnerShellProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <OwnerGate returnTo={returnTo} description={description}>
        {(owner) => (
          <>
            {children({
              onLogout: owner.logOut,
              onLogoutEverywhere: owner.logOutEverywhere,
              timeZone: owner.timeZone,
            })}
            <OwnerLinks current={returnTo} />
          </>
        )}
      </OwnerGate>
    </QueryClientProvider>
  );
}
