/**
 * The uploaded images, as the media library and every image field's choice read them: one query,
 * fetched once and again only when asked (after a publish), so the many image fields of a long
 * form make no call of their own.
 */
import { useQuery } from "@tanstack/react-query";
import { contentMediaKey, fetchContentMedia } from "../../api/content";

export function useContentMedia() {
  return useQuery({
    queryKey: contentMediaKey,
    queryFn: ({ signal }) => fetchContentMedia(signal),
    staleTime: Infinity,
  });
}
