// A game: its table while it is open (seats, invitations, join/leave/cancel), its board while it
// runs, live through the event stream, and its result and replay once it is over.

import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import { api, type Event, type Game, type Schemas, unwrap } from "../api/client";
import { CONNECTION_LOST, isConnectionLost, sayFailure, sayProblem } from "../ui/problems";
import { watchGame, type LiveStatus } from "../live";
import { MoveLog } from "../ui/MoveLog";
import { optionLabel } from "../ui/optionLabels";
import { recount } from "../alerts";
import { whatYouCanDo } from "../ui/whatYouCanDo";
import { TurnClock } from "../ui/TurnClock";
import { links, navigate } from "../router";
import { session } from "../session";
import { Board } from "../games";
import { gameName } from "../games/names";
import { seatName } from "../games/board";
import { ErrorNote, Loading, StatusBadge } from "../ui/bits";
import { TapHelp } from "../ui/TapHelp";
import { ResultSummary, Seats } from "../ui/Seats";

type Action = Schemas["LegalActions"]["actions"][number];

const OPEN_TABLE_POLL_MS = 2000;
/** How often a move that did not reach the server is sent again, besides when the browser says it is back online. */
const RESEND_MS = 3000;

/**
 * A move sent whose answer never came (the connection failed): sent again, with the same
 * `Idempotency-Key`, until the server answers. If the first try did arrive, the server answers
 * the retry with what it answered then; it never makes the move twice.
 */
interface UnansweredMove {
  action: Action;
  key: string;
  expectedVersion: number;
}

export function GamePage({ id }: { id: string }) {
  const [game, setGame] = useState<Game | null>(null);
  const [actions, setActions] = useState<Action[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [live, setLive] = useState<LiveStatus>("connecting");
  const [busy, setBusy] = useState(false);
  const [lastEvent, setLastEvent] = useState<Event | null>(null);
  // The other side's steps since the viewer's own last one, as they arrived: the board marks them.
  const [lastTurn, setLastTurn] = useState<Event[]>([]);
  const [unanswered, setUnanswered] = useState<UnansweredMove | null>(null);
  const latest = useRef<Game | null>(null);

  // Once the server answers anything, a lost connection is no longer news (other errors stay).
  const forgetLostConnection = () => setError((shown) => (shown === CONNECTION_LOST ? null : shown));

  // Re-reads the game and, when it is the viewer's turn, what they may do. Overlapping calls
  // (several events at once) coalesce into one more read after the one in flight.
  const inFlight = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const refresh = useCallback(async (): Promise<void> => {
    if (inFlight.current) {
      again.current = true;
      return inFlight.current;
    }
    const run = async () => {
      do {
        again.current = false;
        try {
          const next = unwrap(await api.GET("/api/v1/games/{id}", { params: { path: { id } } }));
          let listed: Action[] = [];
          if (next.status === "active" && next.your_seat != null && next.to_act.includes(next.your_seat)) {
            const legal = unwrap(await api.GET("/api/v1/games/{id}/legal-actions", { params: { path: { id } } }));
            // Actions listed for an older version than the game just read are not offered.
            listed = legal.version === next.version ? legal.actions : [];
            if (legal.version !== next.version) again.current = true;
          }
          latest.current = next;
          setGame(next);
          setActions(listed);
          forgetLostConnection();
        } catch (failure) {
          setError(sayFailure(failure));
        }
      } while (again.current);
    };
    inFlight.current = run().finally(() => { inFlight.current = null; });
    return inFlight.current;
  }, [id]);

  useEffect(() => { void refresh(); }, [refresh]);

  // Live once the game is known; a finished or cancelled game has nothing more to say.
  const watching = game !== null && (game.status === "open" || game.status === "active");
  useEffect(() => {
    if (!watching) return;
    return watchGame(id, latest.current?.version ?? 0, {
      onChange: (event) => {
        if (event) {
          setLastEvent(event);
          const mine = latest.current?.your_seat;
          setLastTurn((turn) => event.seat === mine ? []
            : turn.length > 0 && turn[turn.length - 1].seat === event.seat && turn[turn.length - 1].seq < event.seq
              ? [...turn, event]
              : turn.some((seen) => seen.seq >= event.seq) ? turn : [event]);
        }
        void refresh();
      },
      onStatus: setLive,
    });
  }, [id, watching, refresh]);

  // Seats filling up append nothing to the log, so the stream stays silent until the game
  // starts: an open table is re-read now and then instead.
  const open = game?.status === "open";
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => void refresh(), OPEN_TABLE_POLL_MS);
    return () => clearInterval(timer);
  }, [open, refresh]);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(sayFailure(failure));
    } finally {
      setBusy(false);
      await refresh();
      // A move of mine may leave no game waiting for me: the tab's title counts again.
      void recount();
    }
  };

  const send = async (move: UnansweredMove) => {
    unwrap(await api.POST("/api/v1/games/{id}/actions", {
      params: { path: { id }, header: { "Idempotency-Key": move.key } },
      body: { action: move.action, expected_version: move.expectedVersion },
    }));
  };

  const act = (action: Action) =>
    run(async () => {
      if (!game) return;
      setActions([]);
      const move = { action, key: crypto.randomUUID(), expectedVersion: game.version };
      try {
        await send(move);
      } catch (failure) {
        if (!isConnectionLost(failure)) throw failure;
        setUnanswered(move);
      }
    });

  // Sends an unanswered move again when the browser is back online, and every few seconds.
  useEffect(() => {
    if (!unanswered) return;
    let trying = false;
    const retry = async () => {
      if (trying) return;
      trying = true;
      try {
        await send(unanswered);
        forgetLostConnection();
      } catch (failure) {
        // Still no connection: try again later.
        if (isConnectionLost(failure)) return;
        // Any other answer settles it too: the move was refused; say why. (Had the first try
        // arrived, the retry's answer would be that move's.)
        setError(sayFailure(failure));
      } finally {
        trying = false;
      }
      setUnanswered(null);
      await refresh();
    };
    const timer = setInterval(() => void retry(), RESEND_MS);
    addEventListener("online", retry);
    return () => {
      clearInterval(timer);
      removeEventListener("online", retry);
    };
  }, [unanswered, refresh]);

  if (!game) return error ? <ErrorNote message={error} /> : <Loading what="the game" />;
  const me = session.get()?.username;
  const mySeat = game.your_seat ?? null;
  const myTurn = actions.length > 0;
  // Whose move it is, from the game itself: the offered moves are cleared while one is sent.
  const mySeatActs = game.status === "active" && mySeat !== null && game.to_act.includes(mySeat);
  const acting = game.to_act.map((s) => seatName(game.seats, s)).join(", ");

  return (
    <section class={`game ${game.game_type}`} data-version={game.version} data-status={game.status}
      data-my-turn={myTurn ? "true" : "false"} aria-busy={busy}>
      <div class="game-head">
        <h1>{gameName(game.game_type)}</h1>
        <StatusBadge status={game.status} />
        {watching && <span class={`live ${live}`} role="status">{live === "live" ? "live" : live}</span>}
        <span class="muted">move {game.version}</span>
        <a class="how-to-play-link" href={links.howToPlay(game.game_type)}>How to play</a>
      </div>
      <Seats game={game} />
      <GameOptions options={game.options} />
      <ErrorNote message={error} />
      {game.status === "open" && <OpenTable game={game} me={me} run={run} />}
      {live === "reconnecting" && (
        <p class="reconnecting" role="status">
          The connection was lost: reconnecting… Moves made meanwhile will show when it is back.
        </p>
      )}
      {unanswered && (
        <p class="unanswered-move" role="status">
          Your move has not reached the server yet: it will be sent again when the connection is back.
        </p>
      )}
      {game.status === "active" && (
        <p class="turn" role="status">
          {unanswered || (busy && mySeatActs)
            ? "Sending your move…"
            : mySeatActs
              ? "Your move."
              : `Waiting for ${acting}.`}
        </p>
      )}
      {game.status === "active" && game.deadline_at && (
        <TurnClock deadline={game.deadline_at} turnSecs={game.turn_deadline_secs ?? null}
          who={mySeatActs ? "You" : acting} />
      )}
      {game.status === "active" && myTurn && <p class="can-do">{whatYouCanDo(game.game_type, actions)}</p>}
      {lastEvent && (
        <p class="muted last-move" aria-live="polite">
          Last move: {lastEvent.summary}
        </p>
      )}
      {game.status === "finished" && <ResultSummary game={game} />}
      {game.status === "finished" && mySeat !== null && <RematchOffer game={game} />}
      {game.status === "cancelled" && <p class="muted">This game was cancelled.</p>}
      {/* The move log sits beside the board where the screen is wide enough, below it on a phone. */}
      <div class="play-area">
        {(game.status === "active" || game.status === "finished") && (
          <TapHelp version={game.version}>
            <Board gameType={game.game_type} view={game.view} actions={busy ? [] : actions}
              seat={game.status === "finished" ? mySeat ?? 0 : mySeat} seats={game.seats} act={act}
              lastTurn={lastTurn} ended={game.status === "finished"} />
          </TapHelp>
        )}
        {game.version > 0 && <MoveLog gameId={game.id} version={game.version} />}
      </div>
      <div class="row">
        {game.status === "active" && mySeat !== null && <ResignButton onResign={() => run(async () =>
          unwrap(await api.POST("/api/v1/games/{id}/resign", { params: { path: { id } } })))} />}
        {game.status === "finished" && <a class="button" href={links.replay(id)}>Watch the replay</a>}
        {game.status === "finished" && <a class="button secondary" href={links.newGame(game.game_type)}>New game</a>}
        {game.status === "finished" && <a class="button secondary" href={links.lobby()}>Back to the lobby</a>}
      </div>
    </section>
  );
}

/**
 * The end screen's rematch: offer one, accept or decline another's, and follow the answers until
 * the new game begins (then go there). Read every 2 s while an offer is open: a rematch changes
 * no game log, so the game's stream says nothing of it.
 */
function RematchOffer({ game }: { game: Game }) {
  const path = { path: { id: game.id } };
  const [rematch, setRematch] = useState<Schemas["Rematch"] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const read = useCallback(async () => {
    const answer = await api.GET("/api/v1/games/{id}/rematch", { params: path });
    if (answer.data) setRematch(answer.data);
  }, [game.id]);
  // Read again only while answers can still come (declined, lapsed or begun is final).
  const open = rematch === null || rematch.status === "not_offered" || rematch.status === "offered";
  useEffect(() => {
    void read();
  }, [read]);
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => void read(), 2_000);
    return () => clearInterval(timer);
  }, [read, open]);
  // Go to the new game when it begins while this page is open; a finished game looked at later
  // only links to its rematch.
  const waited = useRef(false);
  useEffect(() => {
    if (rematch?.status === "not_offered" || rematch?.status === "offered") waited.current = true;
    if (rematch?.new_game_id && waited.current) navigate(links.game(rematch.new_game_id));
  }, [rematch?.status, rematch?.new_game_id]);
  const answer = (accept: boolean) => async () => {
    setError(null);
    const answered = accept
      ? await api.POST("/api/v1/games/{id}/rematch", { params: path })
      : await api.POST("/api/v1/games/{id}/rematch/decline", { params: path });
    if (answered.data) setRematch(answered.data);
    else setError(sayProblem(answered.error, answered.response.status));
  };
  if (!rematch) return null;
  const mine = game.your_seat ?? -1;
  const waitingForMe = rematch.waiting_for.includes(mine);
  return (
    <div class="rematch card" data-rematch={rematch.status}>
      <ErrorNote message={error} />
      {rematch.status === "not_offered" && <button type="button" onClick={answer(true)}>Offer a rematch</button>}
      {rematch.status === "offered" && (waitingForMe ? (
        <p class="row">
          A rematch is offered.
          <button type="button" onClick={answer(true)}>Accept the rematch</button>
          <button type="button" class="secondary" onClick={answer(false)}>No, thanks</button>
        </p>
      ) : (
        <p role="status">Rematch offered: waiting for {rematch.waiting_for.map((s) => seatName(game.seats, s)).join(", ")}.</p>
      ))}
      {rematch.status === "declined" && <p class="muted">The rematch was declined.</p>}
      {rematch.status === "started" && rematch.new_game_id && (
        <p role="status">The rematch has begun: <a href={links.game(rematch.new_game_id)}>open it</a>.</p>
      )}
      {rematch.status === "lapsed" && <p class="muted">Too late for a rematch: they are offered within 15 minutes of the end.</p>}
    </div>
  );
}

function ResignButton({ onResign }: { onResign(): void }) {
  const [confirming, setConfirming] = useState(false);
  return confirming ? (
    <span class="row">
      <button type="button" class="danger" onClick={() => { setConfirming(false); onResign(); }}>Yes, resign</button>
      <button type="button" class="secondary" onClick={() => setConfirming(false)}>Keep playing</button>
    </span>
  ) : (
    <button type="button" class="secondary" onClick={() => setConfirming(true)}>Resign…</button>
  );
}

function OpenTable({ game, me, run }: { game: Game; me?: string; run(work: () => Promise<unknown>): Promise<void> }) {
  const [invitee, setInvitee] = useState("");
  const [invited, setInvited] = useState<string | null>(null);
  const seated = game.your_seat != null;
  const path = { path: { id: game.id } };
  return (
    <div class="card">
      <p>Waiting for players: {game.seats.length} of {game.players} seated.</p>
      {seated ? (
        <>
          <form class="row" onSubmit={(e) => {
            e.preventDefault();
            const username = invitee.trim();
            void run(async () => {
              unwrap(await api.POST("/api/v1/games/{id}/invitations", { ...{ params: path }, body: { username } }));
              setInvited(username);
              setInvitee("");
            });
          }}>
            <label>
              Invite by username
              <input name="invitee" required value={invitee} onInput={(e) => setInvitee(e.currentTarget.value)} />
            </label>
            <button type="submit">Invite</button>
          </form>
          {invited && <p class="muted" role="status">Invited {invited}.</p>}
          {game.your_seat != null && game.your_seat === game.creator_seat && <InviteLinkBox gameId={game.id} run={run} />}
          <div class="row">
            <button type="button" class="secondary" onClick={() => run(async () => {
              unwrap(await api.POST("/api/v1/games/{id}/leave", { params: path }));
              navigate(links.lobby());
            })}>Leave</button>
            {game.seats.some((s) => s.username === me) && (
              <button type="button" class="danger" onClick={() => run(async () =>
                unwrap(await api.POST("/api/v1/games/{id}/cancel", { params: path })))}>Cancel the game</button>
            )}
          </div>
        </>
      ) : (
        <button type="button" onClick={() => run(async () =>
          unwrap(await api.POST("/api/v1/games/{id}/join", { params: path, body: {} })))}>Join</button>
      )}
    </div>
  );
}

/** The creator's invite link: shown on request, copied if the browser lets us. */
function InviteLinkBox({ gameId, run }: { gameId: string; run(work: () => Promise<unknown>): Promise<void> }) {
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const path = { path: { id: gameId } };
  return link === null ? (
    <button type="button" class="secondary" onClick={() => run(async () => {
      const shared = unwrap(await api.POST("/api/v1/games/{id}/invite-link", { params: path }));
      const url = `${location.origin}${shared.path}`;
      setLink(url);
      // Not every browser allows it (an insecure origin, a denied permission): the link is shown
      // to copy by hand either way.
      setCopied(await navigator.clipboard?.writeText(url).then(() => true, () => false) ?? false);
    })}>Copy invite link</button>
  ) : (
    <div class="invite-link">
      <label>
        Invite link: whoever opens it takes a seat
        <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <p class="muted" role="status">{copied ? "Copied." : "Copy it and send it to a friend."}</p>
      <button type="button" class="secondary" onClick={() => run(async () => {
        unwrap(await api.DELETE("/api/v1/games/{id}/invite-link", { params: path }));
        setLink(null);
      })}>Stop the link</button>
    </div>
  );
}

/** The options the game was created with, as the server reports them. */
function GameOptions({ options }: { options: Game["options"] }) {
  // Values and groups of values (Landfall's handicap); not lists (its custom island: the board
  // shows it).
  const shown = Object.entries(options ?? {}).filter(([, value]) => value !== null && !Array.isArray(value));
  if (shown.length === 0) return null;
  const text = (value: unknown): string =>
    value === true ? "yes"
      : value === false ? "no"
      : typeof value === "object" && value !== null
        ? Object.entries(value).map(([name, field]) => `${optionLabel(name)} ${text(field)}`).join(", ")
        : String(value);
  return (
    <p class="options muted">
      {shown.map(([name, value]) => `${optionLabel(name)}: ${text(value)}`).join(" · ")}
    </p>
  );
}
