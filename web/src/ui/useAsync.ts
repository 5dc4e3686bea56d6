// Loading data for a page: the value, the failure, and a way to load again.

import { useCallback, useEffect, useState } from "preact/hooks";
import { sayFailure } from "./problems";

export interface Loaded<T> {
  value: T | undefined;
  error: string | null;
  reload(): void;
}

export function useAsync<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const [value, setValue] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (next) => { if (current) { setValue(next); setError(null); } },
      (failure) => { if (current) setError(sayFailure(failure)); },
    );
    return () => { current = false; };
    // `load` is a new closure on every render: the caller's `deps` say when it changes.
  }, [...deps, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { value, error, reload };
}
