// Sign in, or sign up (which signs in too), and go back to the page the player came from.

import { useState } from "preact/hooks";
import { api, unwrap } from "../api/client";
import { sayFailure } from "../ui/problems";
import { navigate } from "../router";
import { canKeepSession, sessionFrom, signIn } from "../session";
import { ErrorNote } from "../ui/bits";

export function SignInPage({ next }: { next: string }) {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [remember, setRemember] = useState(false);

  const submit = async (register: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const body = { username, password };
      const tokens = register
        ? unwrap(await api.POST("/api/v1/auth/register", { body }))
        : unwrap(await api.POST("/api/v1/auth/login", { body }));
      signIn(sessionFrom(username, tokens), remember);
      navigate(next.startsWith("#/sign-in") ? "#/" : next);
    } catch (failure) {
      setError(sayFailure(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section class="card narrow">
      <h1>Sign in</h1>
      <form onSubmit={(e) => { e.preventDefault(); void submit(false); }}>
        <label>
          Username
          <input name="username" autocomplete="username" required minLength={3} maxLength={32}
            pattern="[A-Za-z0-9_\-]+" value={username}
            onInput={(e) => setUsername(e.currentTarget.value)} />
        </label>
        <label>
          Password
          <input name="password" type="password" autocomplete="current-password" required
            minLength={8} maxLength={128} value={password}
            onInput={(e) => setPassword(e.currentTarget.value)} />
        </label>
        {canKeepSession() && (
          <label class="check">
            <input type="checkbox" name="remember" checked={remember}
              onChange={(e) => setRemember(e.currentTarget.checked)} />
            Keep me signed in on this device
            <small class="muted">Every tab and the installed app share the session; leave it off on a shared computer.</small>
          </label>
        )}
        <ErrorNote message={error} />
        <div class="row">
          <button type="submit" disabled={busy}>Sign in</button>
          <button type="button" class="secondary" disabled={busy}
            onClick={(e) => { if (e.currentTarget.form?.reportValidity()) void submit(true); }}>
            Sign up
          </button>
        </div>
      </form>
      <p class="muted">Developers: the API is documented at <a href="/docs/">/docs/</a>.</p>
    </section>
  );
}
