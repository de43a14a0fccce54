/**
 * The uploaded images, as the media library and every image field's choice read them: one list
 * for the whole editor (`MediaListContext`, fetched by `useMediaList` in ContentEditor), fetched
 * once and again only when asked (after a publish or an upload), so the many image fields of a
 * long form make no call of their own.
 */
import type { ContentMedia } from "@pmfolio/core";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { ContentEditorApi } from "../editorApi";

export interface MediaList {
  data?: ContentMedia;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  /** Fetches the list again; the answer to the newest call wins. */
  refetch: () => Promise<void>;
}

const none: MediaList = { error: null, isPending: true, isError: false, refetch: () => Promise.resolve() };

export const MediaListContext = createContext<MediaList>(none);

export const useContentMedia = () => useContext(MediaListContext);

/** Fetches the list once, and again on `refetch`; an older answer never replaces a newer one. */
export function useMediaList(api: ContentEditorApi): MediaList {
  const [state, setState] = useState<Pick<MediaList, "data" | "error">>({ error: null });
  const calls = useRef(0);
  const fetchMedia = useRef(api.fetchMedia);
  useLayoutEffect(() => {
    fetchMedia.current = api.fetchMedia;
  });

  const refetch = useCallback(async () => {
    const mine = ++calls.current;
    try {
      const data = await fetchMedia.current();
      if (mine === calls.current) setState({ data, error: null });
    } catch (error) {
      if (mine === calls.current) setState((now) => ({ data: now.data, error }));
    }
  }, []);
  useEffect(() => {
    void refetch();
    // The list outlives none of the editor: a late answer after it closed changes nothing.
    return () => {
      calls.current += 1;
    };
  }, [refetch]);

  return useMemo(() => {
    const isError = state.error !== null && state.data === undefined;
    return { ...state, isPending: state.data === undefined && !isError, isError, refetch };
  }, [state, refetch]);
}
