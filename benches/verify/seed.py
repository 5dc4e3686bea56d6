#!/usr/bin/env python3
"""Fills a Shoreline database with finished games for timing `shoreline verify`.

Plays --games games of each game type to the end through a running server's API (random legal
actions, two players), then copies every game --copies times in SQL (new ids, the same setup and
log), so the database holds (--games x game types) x (1 + --copies) finished games whose logs are
real. Postgres only (the copies are made with psql).

    shoreline --listen 127.0.0.1:9000 --database-url "$DB" --jwt-secret seed-secret-seed-secret &
    python3 benches/verify/seed.py --api http://127.0.0.1:9000/api/v1 --database-url "$DB"
    shoreline verify --database-url "$DB"
"""
import argparse
import json
import random
import subprocess
import urllib.error
import urllib.request
import uuid


def call(method, url, token=None, body=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method)
    request.add_header("content-type", "application/json")
    if token:
        request.add_header("authorization", f"Bearer {token}")
    with urllib.request.urlopen(request) as response:
        return json.loads(response.read() or b"null")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--api", required=True)
    parser.add_argument("--database-url", required=True)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--copies", type=int, default=500)
    parser.add_argument("--max-moves", type=int, default=2000)
    args = parser.parse_args()
    api = args.api
    dice = random.Random(7)
    tokens = []
    for _ in range(2):
        name = f"seed-{uuid.uuid4().hex[:8]}"
        credentials = {"username": name, "password": "correct horse battery"}
        call("POST", f"{api}/auth/register", body=credentials)
        tokens.append(call("POST", f"{api}/auth/login", body=credentials)["access_token"])
    for game_type in [g["id"] for g in call("GET", f"{api}/game-types")]:
        for _ in range(args.games):
            game = call("POST", f"{api}/games", tokens[0], {"game_type": game_type, "players": 2})
            game = call("POST", f"{api}/games/{game['id']}/join", tokens[1], {})
            moves = 0
            while game["status"] != "finished" and moves < args.max_moves:
                seat = dice.choice(game["to_act"])
                legal = call("GET", f"{api}/games/{game['id']}/legal-actions", tokens[seat])
                action = dice.choice(legal["actions"])
                body = {"action": action, "expected_version": legal["version"]}
                game = call("POST", f"{api}/games/{game['id']}/actions", tokens[seat], body)
                moves += 1
            if game["status"] != "finished":
                call("POST", f"{api}/games/{game['id']}/resign", tokens[0])
            print(f"{game_type}: a game of {moves} moves")
    copy = f"""
        CREATE TEMP TABLE copies AS
            SELECT g.id AS original, gen_random_uuid() AS copy
            FROM games g, generate_series(1, {args.copies});
        INSERT INTO games (id, game_type, rules_version, players, options, seed, created_by,
                created_at, status, version, to_act, result, updated_at, ended_at,
                turn_deadline_secs, to_act_mask, deadline_at)
            SELECT c.copy, g.game_type, g.rules_version, g.players, g.options, g.seed,
                g.created_by, g.created_at, g.status, g.version, g.to_act, g.result,
                g.updated_at, g.ended_at, g.turn_deadline_secs, g.to_act_mask, g.deadline_at
            FROM copies c JOIN games g ON g.id = c.original;
        INSERT INTO seats (game_id, seat, user_id, joined_at, outcome)
            SELECT c.copy, s.seat, s.user_id, s.joined_at, s.outcome
            FROM copies c JOIN seats s ON s.game_id = c.original;
        INSERT INTO game_events (game_id, seq, entry, idempotency_key, user_id, created_at)
            SELECT c.copy, e.seq, e.entry, NULL, e.user_id, e.created_at
            FROM copies c JOIN game_events e ON e.game_id = c.original;
        SELECT count(*) || ' games, ' || (SELECT count(*) FROM game_events) || ' events' FROM games;
    """
    subprocess.run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-At", args.database_url,
                    "-c", copy], check=True)


if __name__ == "__main__":
    main()
