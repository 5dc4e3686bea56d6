// The shell: a header with the player's links, and the page the hash route names. Every page
// but sign-in needs a session; without one the player is sent to sign in and brought back.

import { useEffect, useMemo, useRef } from "preact/hooks";
import { links, navigate, route, toSignIn } from "./router";
import { endSession, session } from "./session";
import { forgetPushOnSigningOut } from "./push";
import { useSignal } from "./ui/signal";
import { SignInPage } from "./pages/SignIn";
import { LobbyPage } from "./pages/Lobby";
import { GamePage } from "./pages/Game";
import { ReplayPage } from "./pages/Replay";
import { HistoryPage } from "./pages/History";
import { LeaderboardPage } from "./pages/Leaderboard";
import { JoinByLinkPage } from "./pages/JoinByLink";
import { ProfilePage } from "./pages/Profile";
import { HowToPlayPage } from "./pages/HowToPlay";
import { moveSound, setMoveSound } from "./sound";
import { NotificationsMenu, Toasts } from "./ui/Notices";
import { OfflineNote } from "./ui/Offline";

export function App() {
  const current = useSignal(route);
  const player = useSignal(session);
  const needsSession = current.page !== "sign-in" && !player;
  // Every navigation, even to the page already shown (a click on "Lobby" in the lobby), loads
  // the page afresh.
  const visits = useRef(0);
  const visit = useMemo(() => (visits.current += 1), [current]);
  useEffect(() => {
    if (needsSession) toSignIn();
  }, [needsSession]);

  return (
    <>
      <header class="top">
        <a class="brand" href={links.lobby()}>Shoreline</a>
        {player && (
          <nav aria-label="Main">
            <NavLink href={links.lobby()}>Lobby</NavLink>
            <NavLink href={links.history()}>History</NavLink>
            <NavLink href={links.leaderboard()}>Leaders</NavLink>
            <NavLink href={links.howToPlay()}>Rules</NavLink>
            <NavLink href={links.profile(player.username)}>{player.username}</NavLink>
            <NotificationsMenu />
            <SoundSwitch />
            <button type="button" class="link" onClick={() => { void forgetPushOnSigningOut().finally(endSession); toSignIn(); }}>
              Sign out
            </button>
          </nav>
        )}
      </header>
      <OfflineNote />
      <main key={visit}>
        {current.page === "sign-in" ? (
          <SignInPage next={current.next} />
        ) : !player ? null : current.page === "game" ? (
          <GamePage key={current.id} id={current.id} />
        ) : current.page === "replay" ? (
          <ReplayPage key={current.id} id={current.id} at={current.at} />
        ) : current.page === "history" ? (
          <HistoryPage />
        ) : current.page === "join" ? (
          <JoinByLinkPage key={current.token} token={current.token} />
        ) : current.page === "leaderboard" ? (
          <LeaderboardPage key={current.gameType} gameType={current.gameType} />
        ) : current.page === "how-to-play" ? (
          <HowToPlayPage key={current.gameType} gameType={current.gameType} />
        ) : current.page === "profile" ? (
          <ProfilePage key={current.username} username={current.username} />
        ) : (
          <LobbyPage newGame={current.newGame} />
        )}
      </main>
      {player && <Toasts />}
    </>
  );
}

function NavLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} onClick={(e) => {
      e.preventDefault();
      navigate(href);
    }}>
      {children}
    </a>
  );
}

/** The move sound's switch: off until the player turns it on; remembered in this browser. */
function SoundSwitch() {
  const on = useSignal(moveSound);
  return (
    <button type="button" class="link sound-switch" aria-pressed={on}
      title="Play a sound when it is your move" onClick={() => setMoveSound(!on)}>
      Sound {on ? "on" : "off"}
    </button>
  );
}
