//! An independent recount of Land vs Sea scores from a finished map, to check the engine's.

use std::collections::{HashMap, HashSet};

use shoreline::games::land_vs_sea::{LandVsSeaTerrain, LandVsSeaView};

use shoreline::engine::Seat;

use super::step;

/// Scores recomputed from the final map alone (with placement order and placers), by an
/// implementation independent of the engine's.
pub fn recount(view: &LandVsSeaView, waypoints_placed: i64) -> Vec<i64> {
    let sides = view.scores.len();
    // The roles are drawn from the seed: the view's scores say which seats make each side.
    let side_of = |seat: Seat| {
        view.scores
            .iter()
            .position(|side| side.seats.contains(&seat))
            .expect("every seat plays for a side")
    };
    let mut score = vec![0i64; sides];
    let map = &view.map;
    let at: HashMap<(i32, i32), usize> = map
        .iter()
        .enumerate()
        .map(|(i, t)| ((t.q, t.r), i))
        .collect();
    let region_at = |i: usize, d: u8| {
        map[i]
            .face
            .regions
            .iter()
            .position(|r| r.edges.contains(&d))
            .unwrap()
    };
    // Areas: each complete area scores its tiles to its terrain, its bonus to whoever placed its
    // last tile (the placement that closed it).
    let mut seen: HashSet<(usize, usize)> = HashSet::new();
    for i in 0..map.len() {
        for reg in 0..map[i].face.regions.len() {
            if !seen.insert((i, reg)) {
                continue;
            }
            let mut todo = vec![(i, reg)];
            let mut tiles = HashSet::new();
            let (mut bonus, mut open) = (0i64, false);
            while let Some((t, g)) = todo.pop() {
                tiles.insert(t);
                let region = &map[t].face.regions[g];
                bonus += i64::from(region.bonus);
                for &d in &region.edges {
                    match at.get(&step(map[t].q, map[t].r, usize::from(d))) {
                        None => open = true,
                        Some(&n) => {
                            let ng = region_at(n, (d + 3) % 6);
                            if seen.insert((n, ng)) {
                                todo.push((n, ng));
                            }
                        }
                    }
                }
            }
            if open {
                continue;
            }
            let land = map[i].face.regions[reg].terrain == LandVsSeaTerrain::Land;
            score[if land { 0 } else { 1 }] += tiles.len() as i64;
            let last = tiles.iter().max_by_key(|&&t| map[t].order).unwrap();
            score[side_of(map[*last].placed_by.expect("the closing tile has a placer"))] += bonus;
        }
    }
    let options = view.options;
    if options.mountain_coral {
        // Replay placements in order: a new section touching an older one scores its chain.
        let section_at = |i: usize, d: u8| -> Option<(usize, bool)> {
            let f = &map[i].face;
            f.mountains
                .iter()
                .position(|s| s.contains(&d))
                .map(|k| (k, true))
                .or_else(|| {
                    f.corals
                        .iter()
                        .position(|s| s.contains(&d))
                        .map(|k| (k + 10, false))
                })
        };
        for k in 0..map.len() {
            let f = &map[k].face;
            let sections: Vec<(usize, bool, &Vec<u8>)> = f
                .mountains
                .iter()
                .enumerate()
                .map(|(j, s)| (j, true, s))
                .chain(f.corals.iter().enumerate().map(|(j, s)| (j + 10, false, s)))
                .collect();
            let mut counted: HashSet<(usize, usize)> = HashSet::new();
            for (sid, mountain, edges) in sections {
                let touches = edges.iter().any(|&d| {
                    at.get(&step(map[k].q, map[k].r, usize::from(d)))
                        .is_some_and(|&n| {
                            map[n].order < map[k].order && section_at(n, (d + 3) % 6).is_some()
                        })
                });
                if !touches || counted.contains(&(k, sid)) {
                    continue;
                }
                let mut chain = HashSet::from([(k, sid)]);
                let mut todo = vec![(k, sid)];
                while let Some((t, s)) = todo.pop() {
                    let f = &map[t].face;
                    let edges = if s >= 10 {
                        &f.corals[s - 10]
                    } else {
                        &f.mountains[s]
                    };
                    for &d in edges {
                        if let Some(&n) = at.get(&step(map[t].q, map[t].r, usize::from(d)))
                            && map[n].order <= map[k].order
                            && let Some((ns, _)) = section_at(n, (d + 3) % 6)
                            && chain.insert((n, ns))
                        {
                            todo.push((n, ns));
                        }
                    }
                }
                let side = if view.players == 3 {
                    2
                } else if mountain {
                    0
                } else {
                    1
                };
                score[side] += chain.len() as i64;
                counted.extend(chain);
            }
        }
    }
    if options.caravan_ship {
        for t in map.iter().filter(|t| t.face.trade.is_some()) {
            let earlier_trade = (0..6).any(|d| {
                at.get(&step(t.q, t.r, d))
                    .is_some_and(|&n| map[n].order < t.order && map[n].face.trade.is_some())
            });
            if earlier_trade {
                score[side_of(t.placed_by.unwrap())] += 2;
            }
        }
        let mut seen = HashSet::new();
        for i in 0..map.len() {
            if map[i].face.trade.is_none() || !seen.insert(i) {
                continue;
            }
            let (mut caravans, mut ships) = (0i64, 0i64);
            let mut todo = vec![i];
            while let Some(t) = todo.pop() {
                match map[t].face.trade {
                    Some(shoreline::games::land_vs_sea::LandVsSeaTradeIcon::Caravan) => {
                        caravans += 1
                    }
                    _ => ships += 1,
                }
                for d in 0..6 {
                    if let Some(&n) = at.get(&step(map[t].q, map[t].r, d))
                        && map[n].face.trade.is_some()
                        && seen.insert(n)
                    {
                        todo.push(n);
                    }
                }
            }
            if caravans + ships < 2 {
                continue;
            }
            match caravans.cmp(&ships) {
                std::cmp::Ordering::Greater => score[0] += caravans + ships,
                std::cmp::Ordering::Less => score[1] += caravans + ships,
                std::cmp::Ordering::Equal if view.players == 3 => score[2] += caravans + ships,
                _ => {}
            }
        }
    }
    // Waypoints are not on the final map once returned: each returned one is worth 1 to someone.
    let still_out = view.waypoints.iter().filter(|w| w.on_map.is_some()).count() as i64;
    let returned: i64 = view.scores.iter().map(|s| s.waypoints).sum();
    assert_eq!(
        returned,
        waypoints_placed - still_out,
        "every returned Waypoint scored once"
    );
    for (side, s) in view.scores.iter().enumerate() {
        score[side] += s.waypoints;
    }
    score
}
