import { OWNER_PATHS } from "@pmfolio/core";
import { ContactList } from "@pmfolio/kit/owner";
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError, isUnreachable } from "../api/client";
import {
  allContactsKey,
  contactsExportUrl,
  type ContactsPage,
  contactsKey,
  deleteContact,
  deleteContacts,
  deleteReceived,
  fetchContactsPage,
  heldKey,
  releaseHeld,
  setContactRead,
} from "../api/contacts";
import { failureText, type OwnerAction } from "./failureText";
import { OwnerShell, type OwnerSessionProps } from "./OwnerShell";

/** Where a shown page starts: its cursor (null for the newest) and how many newer submissions precede it. */
interface PagePosition {
  cursor: string | null;
  start: number;
}

/**
 * A failed delete: one that never reached the server replaces the list with 'Error deleting
 * contact' (with a way back); one the server refused leaves the list with 'Failed to delete contact'.
 */
function deleteFailure(error: unknown): { fatal: string } | { notice: string } | null {
  if (isApiError(error, 401)) return null; // the owner gate locks the page
  const text = failureText(error, "deleteContact");
  return isUnreachable(error) ? { fatal: text } : { notice: text };
}

function Inbox({ session }: { session: OwnerSessionProps }) {
  const client = useQueryClient();
  // The pages walked through so far, newest first: "Newer" steps back along it.
  const [trail, setTrail] = useState<PagePosition[]>([{ cursor: null, start: 0 }]);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const position = trail[trail.length - 1]!;

  const page = useQuery({
    queryKey: contactsKey(position.cursor),
    queryFn: ({ signal }) => fetchContactsPage(position.cursor, signal),
  });
  // The held list: collapsed, fetched once opened, older pages appended.
  const [heldOpen, setHeldOpen] = useState(false);
  const [heldCursors, setHeldCursors] = useState<Array<string | null>>([null]);
  const heldPages = useQueries({
    queries: heldCursors.map((cursor) => ({
      queryKey: heldKey(cursor),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchContactsPage(cursor, signal, true),
      enabled: heldOpen,
    })),
  });

  // Counts and pages shift after any change: refetch the shown page, forget the others.
  const refresh = async () => {
    client.removeQueries({ queryKey: allContactsKey, type: "inactive" });
    await client.invalidateQueries({ queryKey: allContactsKey });
    // Deleting the last submissions of an older page leaves it empty: show the page before it.
    const shown = client.getQueryData<ContactsPage>(contactsKey(position.cursor));
    if (position.cursor !== null && shown?.contacts.length === 0) setTrail((current) => current.slice(0, -1));
  };

  // A change the server refused says so above the list, which stays.
  const noticeFor = (action: OwnerAction) => (error: unknown) => {
    if (!isApiError(error, 401)) setNotice(failureText(error, action));
  };

  const fail = (error: unknown) => {
    const failure = deleteFailure(error);
    if (failure && "fatal" in failure) setDeleteError(failure.fatal);
    else if (failure) setNotice(failure.notice);
  };

  const remove = useMutation({
    mutationFn: (id: string) => deleteContact(id),
    onMutate: () => setNotice(null),
    onSuccess: refresh,
    onError: fail,
  });

  const removeMany = useMutation({
    mutationFn: deleteContacts,
    onMutate: () => setNotice(null),
    onSuccess: refresh,
    onError: fail,
  });

  const removeHeld = useMutation({
    mutationFn: (id: string) => deleteContact(id, true),
    onMutate: () => setNotice(null),
    onSuccess: refresh,
    onError: fail,
  });

  const release = useMutation({
    mutationFn: (id: string) => releaseHeld([id]),
    onMutate: () => setNotice(null),
    onSuccess: refresh,
    onError: noticeFor("releaseHeld"),
  });

  const removeReceived = useMutation({
    mutationFn: deleteReceived,
    onMutate: () => setNotice(null),
    onSuccess: async () => {
      setTrail([{ cursor: null, start: 0 }]);
      await refresh();
    },
    onError: fail,
  });

  const markRead = useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => setContactRead(id, read),
    onMutate: () => setNotice(null),
    onSuccess: refresh,
    onError: noticeFor("updateContact"),
  });

  const data = page.data;
  const lastHeld = heldPages[heldPages.length - 1]?.data;
  const heldBusy = removeHeld.isPending ? removeHeld.variables : release.isPending ? release.variables : null;
  const fetchError = page.isError ? failureText(page.error, "fetchContacts") : null;
  const nextCursor = data?.nextCursor ?? null;

  return (
    <ContactList
      contacts={data?.contacts}
      total={data?.total}
      unread={data?.unread}
      loading={page.isPending}
      error={deleteError ?? fetchError}
      onBack={
        deleteError
          ? () => {
              setDeleteError(null);
              void refresh();
            }
          : undefined
      }
      notice={notice}
      {...session}
    >
      <ContactList.Toolbar>
        <ContactList.BulkDelete onDelete={(ids) => removeMany.mutate(ids)} deleting={removeMany.isPending} />
        <ContactList.Export href={contactsExportUrl} />
      </ContactList.Toolbar>
      <ContactList.Items>
        {(contact) => (
          <ContactList.Item
            contact={contact}
            selectable
            onDelete={(id) => remove.mutate(id)}
            deleting={remove.isPending && remove.variables === contact.id}
            onToggleRead={(id, read) => markRead.mutate({ id, read })}
            updatingRead={markRead.isPending && markRead.variables.id === contact.id}
          />
        )}
      </ContactList.Items>
      <ContactList.DeleteReceived
        onDelete={(period) => removeReceived.mutate(period)}
        deleting={removeReceived.isPending}
      />
      {data && (trail.length > 1 || nextCursor) ? (
        <ContactList.Pager
          start={position.start}
          onNewer={trail.length > 1 ? () => setTrail((current) => current.slice(0, -1)) : undefined}
          onOlder={
            nextCursor
              ? () =>
                  setTrail((current) => [
                    ...current,
                    { cursor: nextCursor, start: position.start + data.contacts.length },
                  ])
              : undefined
          }
        />
      ) : null}
      {data ? (
        <ContactList.Held
          total={data.held}
          open={heldOpen}
          onOpenChange={(open) => {
            setHeldOpen(open);
            if (!open) setHeldCursors([null]);
          }}
          contacts={heldPages.flatMap((held) => held.data?.contacts ?? [])}
          loading={heldOpen && heldPages.some((held) => held.isPending)}
          onRelease={(id) => release.mutate(id)}
          onDelete={(id) => removeHeld.mutate(id)}
          busyId={heldBusy}
          onOlder={
            lastHeld?.nextCursor
              ? () => setHeldCursors((current) => [...current, lastHeld.nextCursor])
              : undefined
          }
        />
      ) : null}
    </ContactList>
  );
}

/**
 * /admin/contacts: the owner's inbox. The route is public, the data is not: every call
 * carries the session cookie the login set, and the page locks again when it ends.
 */
export default function AdminContactsPage() {
  return <OwnerShell returnTo={OWNER_PATHS.inbox}>{(session) => <Inbox session={session} />}</OwnerShell>;
}
