/**
 * The questions, asked in a terminal for each answer the options did not give, again until the
 * answer is one the site can take (Enter takes the default where there is one).
 */
import { createInterface } from "node:readline/promises";
import { questions, type Answers } from "./answers";

/** The input ended (e.g. a closed pipe) before every question had its answer. */
export class InputEnded extends Error {
  override name = "InputEnded";
}

export async function askMissing(
  answers: Partial<Answers>,
  { input, output }: { input: NodeJS.ReadableStream; output: NodeJS.WritableStream },
): Promise<Answers> {
  const prompt = createInterface({ input, output, terminal: false });
  const lines = prompt[Symbol.asyncIterator]();
  try {
    for (const question of questions) {
      while (answers[question.key] === undefined) {
        const hint = question.fallback ? ` (${question.fallback})` : "";
        output.write(`${question.prompt}${hint}: `);
        const line = await lines.next();
        if (line.done) throw new InputEnded(`No answer for "${question.prompt}": the input ended.`);
        const checked = question.check(line.value.trim() || question.fallback || "");
        if (checked.ok) answers[question.key] = checked.value;
        else output.write(`  ${checked.why}\n`);
      }
    }
  } finally {
    prompt.close();
  }
  return answers as Answers;
}
