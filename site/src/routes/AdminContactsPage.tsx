import type { ContactSubmission } from "@pmfolio/core";
import { AdminLogin, ContactList } from "@pmfolio/kit";
import { QueryClientProvider, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { clearAdminToken, setAdminToken, useAdminToken } from "../admin/session";
import { apiFetch, queryClient } from "../api/queryClient";

const CONTACTS_KEY = ["/api/contacts"] as const;

/** A failed contacts fetch, carrying the spec's text for it. */
class ContactsFetchError extends Error {
  constructor(
    message: "Invalid password" | "Failed to fetch contacts" | "Error connecting to server",
    readonly status?: number,
  ) {
    super(message);
    this.name = "ContactsFetchError";
  }
}

/** GET /api/contacts with the password as the bearer credential, mapped to the spec's error texts. */
async function fetchContacts(token: string, signal?: AbortSignal): Promise<ContactSubmission[]> {
  let res: Response;
  try {
    res = await apiFetch("/api/contacts", { token, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ContactsFetchError("Error connecting to server");
  }
  if (res.status === 401) throw new ContactsFetchError("Invalid password", 401);
  if (!res.ok) throw new ContactsFetchError("Failed to fetch contacts", res.status);
  try {
    return (await res.json()) as ContactSubmission[];
  } catch {
    throw new ContactsFetchError("Failed to fetch contacts", res.status);
  }
}

function errorText(error: unknown): string {
  return error instanceof ContactsFetchError ? error.message : "Failed to fetch contacts";
}

/** DELETE /api/contacts/{id}; resolves whether the answer was OK, rejects when the request fails. */
async function deleteContact(id: string, token: string): Promise<boolean> {
  const res = await apiFetch(`/api/contacts/${encodeURIComponent(id)}`, { method: "DELETE", token });
  return res.ok;
}

function AdminContacts() {
  const client = useQueryClient();
  const token = useAdminToken();
  const [loginError, setLoginError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  // The typed password becomes the tab's credential only once the server accepted it.
  const login = useMutation({
    mutationFn: (password: string) => fetchContacts(password),
    onMutate: () => setLoginError(null),
    onSuccess: (contacts, password) => {
      client.setQueryData(CONTACTS_KEY, contacts);
      setAdminToken(password);
    },
    onError: (error) => setLoginError(errorText(error)),
  });

  const contacts = useQuery({
    queryKey: CONTACTS_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await fetchContacts(token!, signal);
      } catch (error) {
        // A credential this tab kept but the server no longer accepts (e.g. a new password): lock again.
        if (error instanceof ContactsFetchError && error.status === 401) {
          setLoginError("Invalid password");
          clearAdminToken();
        }
        throw error;
      }
    },
    enabled: token !== null,
  });

  const remove = useMutation({
    mutationFn: (id: string) => deleteContact(id, token!),
    onMutate: () => setNotice(null),
    onSuccess: (ok, id) => {
      if (!ok) {
        setNotice("Failed to delete contact");
        return;
      }
      client.setQueryData<ContactSubmission[]>(CONTACTS_KEY, (list) => list?.filter((c) => c.id !== id));
    },
    onError: () => setDeleteError("Error deleting contact"),
  });

  const logout = () => {
    clearAdminToken();
    client.removeQueries({ queryKey: CONTACTS_KEY });
    login.reset();
    remove.reset();
    setLoginError(null);
    setNotice(null);
    setDeleteError(null);
  };

  if (token === null) {
    return (
      <AdminLogin
        onSubmit={(password) => login.mutate(password)}
        loading={login.isPending}
        error={loginError}
      />
    );
  }

  return (
    <ContactList
      contacts={contacts.data ?? []}
      loading={contacts.isPending}
      error={deleteError ?? (contacts.isError ? errorText(contacts.error) : null)}
      notice={notice}
      deletingId={remove.isPending ? remove.variables : null}
      onDelete={(id) => remove.mutate(id)}
      onLogout={logout}
    />
  );
}

/**
 * /admin/contacts: the owner's inbox. The route is public, the data is not: the list
 * and deletes carry the typed password as a bearer credential, kept for this tab only.
 */
export default function AdminContactsPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <meta name="robots" content="noindex, nofollow" />
      <AdminContacts />
    </QueryClientProvider>
  );
}
