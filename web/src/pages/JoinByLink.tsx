// An invite link opened (`#/join/<token>`): the game it leads to, and a button to take a seat.
// Signing in first is the app's usual path: a page that needs a session sends the player to sign
// in (or up) and back here.

import { useState } from "preact/hooks";
import { api, unwrap } from "../api/client";
import { links, navigate } from "../router";
import { gameName } from "../games/names";
import { ErrorNote, Loading, Section } from "../ui/bits";
import { sayProblem } from "../ui/problems";
import { useAsync } from "../ui/useAsync";

export function JoinByLinkPage({ token }: { token: string }) {
  const game = useAsync(
    () => api.GET("/api/v1/invite-links/{token}", { params: { path: { token } } }).then(unwrap),
    [token],
  );
  const [error, setError] = useState<string | null>(null);
  if (!game.value) return game.error ? <ErrorNote message={game.error} /> : <Loading what="the invitation" />;
  const invited = game.value;
  const host = invited.seats.find((seat) => seat.seat === invited.creator_seat)?.username;
  const seated = invited.your_seat != null;
  return (
    <Section title={`${gameName(invited.game_type)}, ${invited.players} players`}>
      <p class="invited-by">{host ? `${host} invites you to play.` : "You are invited to play."} {invited.seats.length} of {invited.players} seats are taken.</p>
      {error && <ErrorNote message={error} />}
      {seated ? (
        <a href={links.game(invited.id)}>You have a seat: open the game</a>
      ) : invited.status !== "open" ? (
        <p>This game has already begun without you.</p>
      ) : (
        <button type="button" onClick={async () => {
          const joined = await api.POST("/api/v1/invite-links/{token}/join", { params: { path: { token } }, body: {} });
          if (joined.error) setError(sayProblem(joined.error, joined.response.status));
          else navigate(links.game(invited.id));
        }}>Take a seat</button>
      )}
    </Section>
  );
}
