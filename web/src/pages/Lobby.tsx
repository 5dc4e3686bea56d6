// The lobby: invitations to answer, the four games as cards (play the computer, open a table, how to play), quick
// pairing ("Play now"), my games (those waiting for my move first), a new game with its options, and the open games
// anyone may join.

import { useEffect, useState } from "preact/hooks";
import { api, type GameSummary, type GameType, type Schemas, unwrap } from "../api/client";
import { sayFailure } from "../ui/problems";
import { links, navigate } from "../router";
import { session } from "../session";
import { ErrorNote, Loading, Section } from "../ui/bits";
import { defaultOptions, OptionsForm, type Options } from "../ui/OptionsForm";
import { useAsync } from "../ui/useAsync";
import { GameRow } from "../ui/GameRow";
import { GameCards } from "../ui/GameCards";
import { gameName } from "../games/names";
import { answerInvitation } from "../notices";

type BotLevel = Schemas["BotLevel"];

/** `newGame`: a game type to set the new game form to (from an end screen's "New game"). */
export function LobbyPage({ newGame = null }: { newGame?: string | null }) {
  const types = useAsync(async () => unwrap(await api.GET("/api/v1/game-types")), []);
  const [error, setError] = useState<string | null>(null);
  const attempt = async (work: () => Promise<void>) => {
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(sayFailure(failure));
    }
  };
  // "Create a table" on a card: the new game form, set to that game (remade, so it starts from
  // that game's defaults), is brought into view.
  const [tableFor, setTableFor] = useState<string | null>(newGame);
  useEffect(() => {
    if (!tableFor) return;
    const form = document.querySelector<HTMLFormElement>("form.new-game");
    form?.scrollIntoView({ block: "start" });
    form?.querySelector<HTMLSelectElement>("select[name=players]")?.focus();
  }, [tableFor]);
  return (
    <div class="lobby">
      <ErrorNote message={error} />
      <Invitations attempt={attempt} />
      {types.value && <GameCards types={types.value} attempt={attempt} onCreateTable={setTableFor} />}
      <MyGames />
      {types.value
        ? <NewGame key={tableFor ?? ""} types={types.value} initialType={tableFor} attempt={attempt} />
        : <Loading what="game types" />}
      {types.value && <OpenGames types={types.value} attempt={attempt} />}
    </div>
  );
}

type Attempt = (work: () => Promise<void>) => Promise<void>;

/** How often the lobby looks for new invitations and moves: nothing pushes them to it. */
const LOBBY_POLL_MS = 3000;

function usePolling(reload: () => void) {
  useEffect(() => {
    const timer = setInterval(reload, LOBBY_POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);
}

function Invitations({ attempt }: { attempt: Attempt }) {
  const invitations = useAsync(async () => unwrap(await api.GET("/api/v1/me/invitations")), []);
  usePolling(invitations.reload);
  const pending = (invitations.value ?? []).filter((i) => i.status === "pending");
  if (pending.length === 0) return null;
  const answer = (invitation: Schemas["Invitation"], accept: boolean) =>
    attempt(async () => {
      await answerInvitation(invitation.id, invitation.game_id, accept);
      if (!accept) invitations.reload();
    });
  return (
    <Section title="Invitations">
      <ul class="list">
        {pending.map((invitation) => (
          <li key={invitation.id} class="invitation">
            <span>
              <strong>{invitation.inviter}</strong> invites you to {gameName(invitation.game_type)},{" "}
              {invitation.players} players
            </span>
            <button type="button" onClick={() => answer(invitation, true)}>Accept</button>
            <button type="button" class="secondary" onClick={() => answer(invitation, false)}>Decline</button>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function MyGames() {
  const games = useAsync(async () => {
    const [active, open] = await Promise.all([
      api.GET("/api/v1/me/games", { params: { query: { status: "active", limit: 100 } } }).then(unwrap),
      api.GET("/api/v1/me/games", { params: { query: { status: "open", limit: 100 } } }).then(unwrap),
    ]);
    // Waiting for my move first, then the rest of the running games, then those still open.
    return [...active.items.filter((g) => g.your_move), ...active.items.filter((g) => !g.your_move), ...open.items];
  }, []);
  usePolling(games.reload);
  return (
    <Section title="My games">
      <ErrorNote message={games.error} />
      {!games.value ? <Loading what="your games" /> : games.value.length === 0 ? (
        <p class="muted">Nothing running or waiting for players: play the computer above, or join an open game.</p>
      ) : (
        <ul class="list">
          {games.value.map((item) => (
            <GameRow key={item.game.id} game={item.game} note={item.your_move ? "your move" : undefined} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function NewGame({ types, initialType, attempt }: { types: GameType[]; initialType: string | null; attempt: Attempt }) {
  const [gameType, setGameType] = useState(initialType ?? types[0]?.id ?? "");
  const type = types.find((t) => t.id === gameType);
  const [players, setPlayers] = useState(type?.min_players ?? 2);
  const [options, setOptions] = useState<Options>(defaultOptions(gameType));
  const [deadlineHours, setDeadlineHours] = useState(0);
  // Computer players take the seats after the creator's: 0 means people only.
  const [computers, setComputers] = useState(0);
  const [level, setLevel] = useState<BotLevel>("medium");
  const choose = (id: string) => {
    const next = types.find((t) => t.id === id);
    setGameType(id);
    setPlayers(next?.min_players ?? 2);
    setOptions(defaultOptions(id));
    setComputers(0);
  };
  const choosePlayers = (n: number) => {
    setPlayers(n);
    setComputers((c) => Math.min(c, n - 1));
  };
  const create = () =>
    attempt(async () => {
      const game = unwrap(
        await api.POST("/api/v1/games", {
          body: {
            // An id from GET /game-types: one of the spec's game types.
            game_type: gameType as Schemas["CreateGame"]["game_type"],
            players,
            options: options as Schemas["CreateGame"]["options"],
            turn_deadline_secs: deadlineHours > 0 ? deadlineHours * 3600 : null,
            bots: range(1, computers).map((seat) => ({ seat, level })),
          },
        }),
      );
      navigate(links.game(game.id));
    });
  return (
    <Section title="New game">
      <form class="new-game" onSubmit={(e) => { e.preventDefault(); void create(); }}>
        <label>
          Game
          <select name="game_type" value={gameType} onChange={(e) => choose(e.currentTarget.value)}>
            {types.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
          </select>
        </label>
        {type && (
          <label>
            Players
            <select name="players" value={players} onChange={(e) => choosePlayers(Number(e.currentTarget.value))}>
              {range(type.min_players, type.max_players).map((n) => <option key={n} value={n}>{n}</option>)}
            </select>
          </label>
        )}
        <OptionsForm gameType={gameType} value={options} onChange={setOptions} />
        <label>
          Computer players
          <select name="computers" value={computers} onChange={(e) => setComputers(Number(e.currentTarget.value))}>
            {range(0, players - 1).map((n) => <option key={n} value={n}>{n === 0 ? "none" : n}</option>)}
          </select>
        </label>
        {computers > 0 && (
          <label>
            Computer level
            <select name="computer_level" value={level} onChange={(e) => setLevel(e.currentTarget.value as BotLevel)}>
              <option value="easy">easy</option>
              <option value="medium">medium</option>
              <option value="hard">hard</option>
            </select>
          </label>
        )}
        <label>
          Hours per move (0: no limit)
          <input type="number" name="deadline" min={0} max={720} value={deadlineHours}
            onInput={(e) => setDeadlineHours(Number(e.currentTarget.value))} />
        </label>
        <button type="submit">Create game</button>
      </form>
    </Section>
  );
}

function OpenGames({ types, attempt }: { types: GameType[]; attempt: Attempt }) {
  const [gameType, setGameType] = useState("");
  const games = useAsync(
    async () =>
      unwrap(await api.GET("/api/v1/games", {
        params: { query: { status: "open", limit: 50, ...(gameType ? { game_type: gameType } : {}) } },
      })).items,
    [gameType],
  );
  // Others open and fill games all the time: the list follows them.
  usePolling(games.reload);
  const me = session.get()?.username;
  const join = (game: GameSummary) =>
    attempt(async () => {
      unwrap(await api.POST("/api/v1/games/{id}/join", { params: { path: { id: game.id } }, body: {} }));
      navigate(links.game(game.id));
    });
  return (
    <Section title="Open games">
      <label>
        Show
        <select name="open_game_type" value={gameType} onChange={(e) => setGameType(e.currentTarget.value)}>
          <option value="">every game</option>
          {types.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
        </select>
      </label>
      <ErrorNote message={games.error} />
      {!games.value ? <Loading what="open games" /> : games.value.length === 0 ? (
        <p class="muted">No open games right now.</p>
      ) : (
        <ul class="list">
          {games.value.map((game) => (
            <GameRow key={game.id} game={game}>
              {!game.seats.some((s) => s.username === me) && (
                <button type="button" onClick={() => join(game)}>Join</button>
              )}
            </GameRow>
          ))}
        </ul>
      )}
    </Section>
  );
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
