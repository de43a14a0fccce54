import { VisuallyHidden } from "@pmfolio/kit";
import { AdminLogin } from "@pmfolio/kit/owner";
import type { ReactNode } from "react";
import { ownerLabels } from "./ownerLabels";
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
 * True while the app takes over a page the build prerendered (./startApp): the locked shell's
 * login form is on screen already, and may be in use, so it stays until the session check
 * answers. The prerender itself (no window) renders that form.
 */
let prerenderedShell = typeof window === "undefined";

/** Says whether the page being started arrived prerendered, before the app renders it. */
export function startsOnPrerenderedShell(prerendered: boolean): void {
  prerenderedShell = prerendered;
}

/**
 * The lock in front of an owner page. Private content never shows before the server confirms
 * a session. While the server has not answered, a page the app renders itself (`pnpm dev`, a
 * reload after Publish there) shows only a status, neither the form nor the page: a logged-in
 * owner would otherwise see the login form until the answer. A prerendered page keeps its
 * locked shell's form until then. The form posts to the session endpoint, so it also works
 * before the app runs; once it runs, the app logs in with the same endpoint and keeps only the
 * HttpOnly cookie the server sets.
 */
export function OwnerGate({ returnTo, description, children }: OwnerGateProps) {
  const owner = useOwnerSession();
  if (owner.state === "checking" && !prerenderedShell)
    return <VisuallyHidden role="status">{ownerLabels.ownerApp.checkingSession}</VisuallyHidden>;
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
