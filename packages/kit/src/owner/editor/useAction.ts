/**
 * An action the owner starts (publish, undo, delete): whether it is under way, how it failed, and
 * `reset` to forget both. The one place the editor keeps an action's state, so each button reads
 * the same three things the same way.
 */
import { useCallback, useLayoutEffect, useRef, useState } from "react";

export interface Action<Input, Output> {
  /** Starts it; resolves with its result, rejects with its failure (also kept in `error`). */
  run: (input: Input) => Promise<Output>;
  /** Starts it from a button: its failure is shown from `error`, not thrown. */
  start: (input: Input) => void;
  isPending: boolean;
  /** The last run's failure, until the next run or `reset`. */
  error: unknown;
  reset: () => void;
}

export function useAction<Input, Output>(perform: (input: Input) => Promise<Output>): Action<Input, Output> {
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({
    isPending: false,
    error: null,
  });
  // A reset while a run is under way makes that run's end change nothing.
  const current = useRef(0);
  const latest = useRef(perform);
  useLayoutEffect(() => {
    latest.current = perform;
  });

  const run = useCallback(async (input: Input) => {
    const mine = ++current.current;
    setState({ isPending: true, error: null });
    try {
      const output = await latest.current(input);
      if (mine === current.current) setState({ isPending: false, error: null });
      return output;
    } catch (error) {
      if (mine === current.current) setState({ isPending: false, error });
      throw error;
    }
  }, []);
  const start = useCallback(
    (input: Input) => {
      run(input).catch(() => {});
    },
    [run],
  );
  const reset = useCallback(() => {
    current.current += 1;
    setState({ isPending: false, error: null });
  }, []);
  return { run, start, reset, ...state };
}
