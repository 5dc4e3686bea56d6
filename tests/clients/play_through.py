"""Plays every game type to the end through the generated Python client alone.

Run by `.ci/openapi` against the server the tests built: `python play_through.py BASE_URL`, with
`clients/python` importable. Nothing here speaks HTTP by hand except the two event streams,
which are no JSON documents (the spec says so): their frames are read with a plain line reader,
as an SSE library would, and their `data` parsed with the generated models.

What a third-party developer would do: register and sign in; create games with options and
read the options back; join, or play against the computer; post the legal actions back exactly
as the client parsed them; read the log, the replay, the history and the export; read and mark
the inbox; follow both streams. Any response the client cannot parse, any problem where a
success was due, and any value that does not come back as sent fails the run.
"""

import json
import random
import sys
import uuid

from shoreline_client import AuthenticatedClient, Client
from shoreline_client.api.accounts import register
from shoreline_client.api.games import (
    create_game,
    events,
    export_game,
    game_types,
    get_game,
    join_game,
    legal_actions,
    post_action,
    replay,
    resign,
)
from shoreline_client.api.notifications import mark_read, notifications
from shoreline_client.api.players import my_games
from shoreline_client.models import (
    BotLevel,
    BotSeat,
    CreateGame,
    CreateGameGameType,
    Credentials,
    Event,
    GameExport,
    JoinGame,
    LostSeasOptions,
    LostSeasOptionsSet,
    MarkReadRequest,
    NotificationPage,
    PersonalStreamFrame,
    PostAction,
    Problem,
    Status,
    StreamFrame,
)
from shoreline_client.types import Unset

PASSWORD = "correct horse battery"
# Random play rarely ends a Landfall game: after this many moves its player resigns instead.
LANDFALL_MOVES = 300
MAX_MOVES = 5_000


class PlayThroughFailed(Exception):
    pass


def check(result, what):
    """`result` unless it is a problem or nothing (a response the client could not parse)."""
    if result is None or isinstance(result, Problem):
        detail = result.to_dict() if isinstance(result, Problem) else "no parsed response"
        raise PlayThroughFailed(f"{what}: {detail}")
    return result


def new_person(base, name):
    anonymous = Client(base_url=base, raise_on_unexpected_status=True)
    signed_up = check(
        register.sync(client=anonymous, body=Credentials(username=name, password=PASSWORD)),
        f"register {name}",
    )
    return AuthenticatedClient(
        base_url=base, token=signed_up.access_token, raise_on_unexpected_status=True, timeout=30
    )


def play(game_id, seated, dice, move_cap):
    """Posts random legal actions, each exactly as parsed, until the game ends or `move_cap`."""
    for moves in range(move_cap):
        game = check(get_game.sync(game_id, client=seated[0]), "get the game")
        if game.status == Status.FINISHED:
            return game, moves
        if not game.to_act:
            continue  # the computer is thinking
        seat = dice.choice(game.to_act)
        person = seated[seat]
        if person is None:
            continue
        answer = legal_actions.sync_detailed(game_id, client=person)
        legal = check(answer.parsed, "legal actions")
        # What the client parsed gives back exactly the JSON the server sent, every action
        # included, so posting a parsed action posts it as listed.
        if legal.to_dict() != json.loads(answer.content):
            raise PlayThroughFailed(f"legal actions do not round-trip: {answer.content[:200]!r}")
        action = dice.choice(legal.actions)
        key = str(uuid.uuid4()) if moves % 7 == 0 else Unset()
        check(
            post_action.sync(
                game_id,
                client=person,
                body=PostAction(action=action, expected_version=legal.version),
                idempotency_key=key,
            ),
            f"post {action.to_dict()}",
        )
    return check(get_game.sync(game_id, client=seated[0]), "get the game"), move_cap


def read_stream(client, path, stop_at_end, frame_model):
    """The frames of a Server-Sent Events stream until `end` (or the first event), each checked
    against its schema in the spec (`frame_model`)."""
    frames, frame = [], {}
    with client.get_httpx_client().stream("GET", path) as response:
        if response.status_code != 200:
            raise PlayThroughFailed(f"{path}: {response.status_code}")
        for line in response.iter_lines():
            if line == "":
                if frame:
                    fields = {**frame, **({"retry": int(frame["retry"])} if "retry" in frame else {})}
                    frame_model.from_dict(fields)
                if "event" in frame:
                    frames.append(frame)
                    if frame["event"] == "end" or (not stop_at_end and len(frames) >= 1):
                        break
                frame = {}
            elif not line.startswith(":"):
                field, _, value = line.partition(":")
                frame[field] = value.removeprefix(" ")
            if len(frames) > MAX_MOVES:
                break
    return frames


def read_everything(game_id, person, game, base):
    log = check(events.sync(game_id, client=person), "events")
    if len(log.items) != game.version:
        raise PlayThroughFailed(f"{len(log.items)} events for version {game.version}")
    for at in {0, game.version // 2, game.version}:
        step = check(replay.sync(game_id, client=person, at=at), f"replay at {at}")
        if step.version != at:
            raise PlayThroughFailed(f"replay at {at} is at {step.version}")
    record = check(export_game.sync(game_id, client=person), "export")
    if not isinstance(record, GameExport) or len(record.log) != game.version:
        raise PlayThroughFailed("the export holds the whole log")
    history = check(my_games.sync(client=person), "history")
    if not any(str(item.game.id) == str(game_id) for item in history.items):
        raise PlayThroughFailed("the finished game is in its player's history")
    frames = read_stream(
        person, f"/api/v1/games/{game_id}/stream", stop_at_end=True, frame_model=StreamFrame
    )
    for frame in frames[:-1]:
        Event.from_dict(json.loads(frame["data"]))
    if [f["event"] for f in frames][-1:] != ["end"] or len(frames) != game.version + 1:
        raise PlayThroughFailed(f"the stream sent {len(frames)} frames for {game.version} events")


def main(base):
    dice = random.Random(2026)
    people = [new_person(base, f"player-{n}") for n in range(4)]
    known = check(game_types.sync(client=people[0]), "game types")
    played = []
    for game_type in known:
        kind = CreateGameGameType(game_type.id)
        options = None
        if game_type.id == "lost-seas":
            options = LostSeasOptions(young_mapmaker=True)
        players = 4 if game_type.id == "lost-seas" else 2
        bots = None
        if game_type.id == "air-land-sea":
            # One game against the computer: it starts at once and the server moves for it.
            bots = [BotSeat(seat=1, level=BotLevel.EASY)]
        created = check(
            create_game.sync(
                client=people[0],
                body=CreateGame(game_type=kind, players=players, options=options, bots=bots),
            ),
            f"create {game_type.id}",
        )
        if options is not None and (
            not isinstance(created.options, LostSeasOptionsSet)
            or created.options.young_mapmaker is not True
        ):
            raise PlayThroughFailed(f"options came back as {created.options}")
        seated = [people[0]] + [None] * (players - 1)
        if bots is None:
            for seat in range(1, players):
                check(
                    join_game.sync(created.id, client=people[seat], body=JoinGame(seat=seat)),
                    f"join seat {seat}",
                )
                seated[seat] = people[seat]
        cap = LANDFALL_MOVES if game_type.id == "landfall" else MAX_MOVES
        game, moves = play(created.id, seated, dice, cap)
        if game.status != Status.FINISHED:
            game = check(resign.sync(created.id, client=people[0]), "resign")
        if game.status != Status.FINISHED or isinstance(game.result, Unset) or game.result is None:
            raise PlayThroughFailed(f"{game_type.id} did not end: {game.status}")
        read_everything(created.id, people[0], game, base)
        played.append(f"{game_type.id} ({players} players, {moves} moves)")

    inbox = check(notifications.sync(client=people[1]), "the inbox")
    if not inbox.items:
        raise PlayThroughFailed("player-1 was told of games starting and moves to make")
    marked = check(
        mark_read.sync(client=people[1], body=MarkReadRequest(up_to=inbox.items[0].id)),
        "mark read",
    )
    after = check(notifications.sync(client=people[1]), "the inbox again")
    if after.unread != 0:
        raise PlayThroughFailed(f"{after.unread} unread after marking all read ({marked})")
    frames = read_stream(
        people[1], "/api/v1/me/stream?after=0", stop_at_end=False, frame_model=PersonalStreamFrame
    )
    if not frames or "data" not in frames[0]:
        raise PlayThroughFailed("the personal stream sent a notification")
    # A notification is a union (no class of its own): read it as the inbox's items are read.
    NotificationPage.from_dict({"items": [json.loads(frames[0]["data"])], "unread": 0})
    kinds = {type(item).__name__ for item in inbox.items}
    print(f"played through the generated client: {', '.join(played)}; inbox kinds: {sorted(kinds)}")


if __name__ == "__main__":
    main(sys.argv[1])
