import { getDocumentProxy } from "unpdf";

/** Every link annotation's address in a PDF, page by page, as a PDF reader (pdf.js) sees it. */
export async function pdfLinks(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const links: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const annotations = (await (await pdf.getPage(number)).getAnnotations()) as { url?: string }[];
    for (const annotation of annotations) if (annotation.url) links.push(annotation.url);
  }
  return links;
}
