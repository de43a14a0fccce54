import { NotFound } from "@pmfolio/kit";

export function NotFoundPage() {
  return <NotFound />;
}
