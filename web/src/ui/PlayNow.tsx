// Quick pairing ("Play now", on each of the lobby's game cards): one click puts the player in a
// game type's pairing pool (standard options, rated); while they wait, the cards show how long
// and offer to stop. Paired, the player is taken to the new game. The page asks the server where
// the seek stands every second: a wave pairs every 2 seconds, so nothing quicker is needed.

import { useEffect, useRef, useState } from "preact/hooks";
import { api, ApiFailure, type GameType, type Schemas, unwrap } from "../api/client";
import { links, navigate } from "../router";

type Seek = Schemas["Seek"];
type Attempt = (work: () => Promise<void>) => Promise<void>;

const SEEK_POLL_MS = 1000;

/** The player's seek, if any, and the ways to start and stop one. */
export function useQuickPairing(attempt: Attempt) {
  const [seek, setSeek] = useState<Seek | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [computerAfter, setComputerAfter] = useState(true);
  // The seek being stopped: its disappearance is no news to tell.
  const stopping = useRef<string | null>(null);

  // A seek already waiting (another tab, a reload) is picked up where it is.
  useEffect(() => {
    void api.GET("/api/v1/seeks").then((answer) => {
      const waiting = answer.data?.find((s) => s.status === "waiting");
      if (waiting) setSeek(waiting);
    });
  }, []);

  useEffect(() => {
    if (!seek) return;
    // One question at a time, and none answered after this seek stopped being the one shown:
    // a late answer about a stopped seek must not hide the next one.
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const ask = async () => {
      const answer = await api
        .GET("/api/v1/seeks/{seek_id}", { params: { path: { seek_id: seek.id } } })
        .catch(() => null);
      if (!live) return;
      if (answer?.response.status === 404) {
        setSeek(null);
        if (stopping.current !== seek.id) {
          setNote("Nobody was found in time; try again, or let a computer play.");
        }
        return;
      }
      if (answer?.data?.status === "paired" && answer.data.game_id) {
        navigate(links.game(answer.data.game_id));
        return;
      }
      timer = setTimeout(ask, SEEK_POLL_MS);
    };
    timer = setTimeout(ask, SEEK_POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [seek?.id]);

  const start = (type: GameType, players: number) =>
    attempt(async () => {
      setNote(null);
      try {
        const created = unwrap(
          await api.POST("/api/v1/seeks", {
            body: {
              game_type: type.id as Schemas["CreateSeek"]["game_type"],
              players,
              computer_fallback: computerAfter ? { after_secs: 30, level: "medium" } : null,
            },
          }),
        );
        setSeek(created);
      } catch (failure) {
        if (failure instanceof ApiFailure && failure.problem?.code === "already_seeking") {
          const waiting = unwrap(await api.GET("/api/v1/seeks")).find((s) => s.status === "waiting");
          if (waiting) return setSeek(waiting);
        }
        throw failure;
      }
    });

  const stop = (current: Seek) =>
    attempt(async () => {
      stopping.current = current.id;
      const answer = await api.DELETE("/api/v1/seeks/{seek_id}", { params: { path: { seek_id: current.id } } });
      if (answer.response.status === 409) {
        const paired = unwrap(await api.GET("/api/v1/seeks/{seek_id}", { params: { path: { seek_id: current.id } } }));
        if (paired.game_id) return navigate(links.game(paired.game_id));
      }
      if (!answer.response.ok && answer.response.status !== 404) unwrap(answer);
      setSeek(null);
    });

  return { seek, note, computerAfter, setComputerAfter, start, stop };
}

/** A seek waiting for opponents: for what, for how long, and a way to stop. */
export function SeekWaiting({ seek, types, stop }: { seek: Seek; types: GameType[]; stop: (seek: Seek) => void }) {
  const name = types.find((t) => t.id === seek.game_type)?.name ?? seek.game_type;
  return (
    <div class="play-now-waiting" role="status" aria-live="polite">
      <p>
        Looking for {seek.players === 2 ? "an opponent" : `${seek.players - 1} opponents`} for{" "}
        <strong>{name}</strong>… <Waited since={seek.created_at} />
      </p>
      {seek.computer_fallback && (
        <p class="muted">
          A {seek.computer_fallback.level} computer takes any empty seat after {seek.computer_fallback.after_secs} s
          (unrated).
        </p>
      )}
      <button type="button" class="secondary" onClick={() => stop(seek)}>Stop looking</button>
    </div>
  );
}

/** How long the player has waited, counting up every second. */
function Waited({ since }: { since: string }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  // The server's clock and this browser's may differ a little: never show a negative wait.
  const seconds = Math.max(0, Math.floor((now - new Date(since).getTime()) / 1000));
  const text = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  return <span class="waited" aria-label={`waited ${seconds} seconds`}>{text}</span>;
}
