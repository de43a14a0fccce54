import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { isApiError } from "../api/client";
import { fetchSession, logIn, logOut, sessionKey } from "../api/session";
import { failureText } from "./failureText";
import { ownerLabels } from "./ownerLabels";

/** What an owner page can do with its session. */
export interface OwnerControls {
  /** Ends this browser's session and locks the page. */
  logOut: () => void;
  /** Ends every session of the owner, on every device, and locks the page. */
  logOutEverywhere: () => void;
}

export interface OwnerSession {
  /** `checking` until the server has answered whether there is a session. */
  state: "checking" | "locked" | "open";
  logIn: (password: string) => void;
  loggingIn: boolean;
  /** What the login form shows: why the last attempt failed, or why the page locked. */
  loginError: string | null;
  controls: OwnerControls;
  /** The owner's time zone (the server's SITE_TIME_ZONE) once the session is known: times are shown in it. */
  timeZone: string | undefined;
}

/** What the login form says when an owner call answers 401 after the page was unlocked. */
export const SESSION_ENDED = ownerLabels.ownerApp.sessionEnded;

/** A login posted without JavaScript comes back with `?login=failed`. */
const FAILED_LOGIN_PARAM = "login";

/**
 * Reads a failed no-JavaScript login from the address once, and removes the marker so a
 * reload or a shared link does not show the error again.
 */
function takeFailedLogin(): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get(FAILED_LOGIN_PARAM) !== "failed") return false;
  url.searchParams.delete(FAILED_LOGIN_PARAM);
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  return true;
}

/** True for the queries and mutations of the session itself (their 401 means "not logged in"). */
const isSessionKey = (key: readonly unknown[] | undefined) => key?.[0] === sessionKey[0];

/** Forgets every private answer and marks the session gone. */
function lockCache(client: QueryClient) {
  client.removeQueries({ predicate: (query) => !isSessionKey(query.queryKey) });
  client.setQueryData(sessionKey, null);
}

/**
 * The owner's session for a page: asks the server once on mount, logs in and out, and
 * locks the page again as soon as any owner call answers 401 (the session expired, was
 * revoked elsewhere, or the password changed).
 */
export function useOwnerSession(): OwnerSession {
  const client = useQueryClient();
  const [loginError, setLoginError] = useState<string | null>(null);

  const session = useQuery({ queryKey: sessionKey, queryFn: ({ signal }) => fetchSession(signal) });

  useEffect(() => {
    // Only after hydration: the prerendered form carries no error, and the address is read once.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is outside React's state
    if (takeFailedLogin()) setLoginError(ownerLabels.ownerApp.invalidPassword);
  }, []);

  const lock = useCallback(
    (reason: string | null) => {
      lockCache(client);
      setLoginError(reason);
    },
    [client],
  );

  useEffect(() => {
    const onQuery = client.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      if (!isSessionKey(event.query.queryKey) && isApiError(event.action.error, 401)) lock(SESSION_ENDED);
    });
    const onMutation = client.getMutationCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      const key = event.mutation.options.mutationKey;
      if (!isSessionKey(key) && isApiError(event.action.error, 401)) lock(SESSION_ENDED);
    });
    return () => {
      onQuery();
      onMutation();
    };
  }, [client, lock]);

  const login = useMutation({
    mutationKey: [...sessionKey, "login"],
    mutationFn: logIn,
    onMutate: () => setLoginError(null),
    onSuccess: (info) => client.setQueryData(sessionKey, info),
    onError: (error) => setLoginError(failureText(error, "logIn")),
  });

  const { mutate: endSession } = useMutation({
    mutationKey: [...sessionKey, "logout"],
    mutationFn: logOut,
    // Locked either way; a session the server could not be told to end still ends when it expires.
    onSuccess: () => lock(null),
    onError: (error) =>
      lock(
        isApiError(error, 401) ? null : ownerLabels.ownerApp.loggedOutHereOnly(failureText(error, "session")),
      ),
  });

  // The server's own sentence when it refuses every login (no password set, or one too short).
  const checkError =
    isApiError(session.error, 503) && session.error.serverError ? session.error.serverError : null;

  const controls = useMemo<OwnerControls>(
    () => ({
      logOut: () => endSession({}),
      logOutEverywhere: () => endSession({ everywhere: true }),
    }),
    [endSession],
  );

  return {
    state: session.isPending ? "checking" : session.data ? "open" : "locked",
    logIn: (password) => login.mutate(password),
    loggingIn: login.isPending,
    loginError: loginError ?? checkError,
    controls,
    timeZone: session.data?.timeZone,
  };
}
