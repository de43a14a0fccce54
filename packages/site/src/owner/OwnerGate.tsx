import { AdminLogin } from "@pmfolio/kit/owner";
import type { ReactNode } from "react";
import { useOwnerSession, type OwnerControls } from "./useOwnerSession";

export interface OwnerGateProps {
  /** The page's path: a login posted before the app runs comes back here. */
  returnTo: string;
  /** A sentence under the login form's heading, e.g. what the password unlocks. */
  description?: ReactNode;
  /** The private page, rendered only while the server confirms a session. */
  children: (owner: OwnerPage) => ReactNode;
}

/** What a private page gets: the session's controls and the zone its times are shown in. */
export interface OwnerPage extends OwnerControls {
  /** The owner's time zone (an IANA name), from the session's answer. */
  timeZone: string | undefined;
}

/**
 * The lock in front of an owner page. Until the server confirms a session it shows
 * the login form, exactly as the prerendered page does, so private content never
 * flashes. The form posts to the session endpoint, so it also works before the app
 * runs; once it runs, the app logs in with the same endpoint and keeps only the
 * HttpOnly cookie the server sets.
 */
export function OwnerGate({ returnTo, description, children }: OwnerGateProps) {
  const owner = useOwnerSession();
  if (owner.state !== "open") {
    return (
      <AdminLogin
        returnTo={returnTo}
        description={description}
        onSubmit={owner.logIn}
        loading={owner.loggingIn}
        error={owner.loginError}
      />
    );
  }
  return <>{children({ ...owner.controls, timeZone: owner.timeZone })}</>;
}
