// Pointy-top hexes in axial coordinates, as Land vs Sea and Landfall both use: `q` grows east,
// `r` south-east; direction d (0 east, then counter-clockwise) leads to (q, r) + DIRECTIONS[d].

export const DIRECTIONS: [number, number][] = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]];

export interface Point { x: number; y: number }

export function hexCentre(q: number, r: number, size: number): Point {
  return { x: size * Math.sqrt(3) * (q + r / 2), y: size * 1.5 * r };
}

/** The hexagon's corners, as an SVG `points` list. */
export function hexPoints(centre: Point, size: number): string {
  return Array.from({ length: 6 }, (_, i) => corner(centre, size, i)).map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ");
}

/** Corner k, at 30 + 60k degrees counter-clockwise from east (screen y grows down). */
export function corner(centre: Point, size: number, k: number): Point {
  const angle = (Math.PI / 180) * (30 + 60 * k);
  return { x: centre.x + size * Math.cos(angle), y: centre.y - size * Math.sin(angle) };
}

/** The triangle from the centre to the edge facing direction d (between corners d-1 and d). */
export function edgeWedge(centre: Point, size: number, direction: number): string {
  const a = corner(centre, size, (direction + 5) % 6);
  const b = corner(centre, size, direction);
  return `${centre.x.toFixed(1)},${centre.y.toFixed(1)} ${a.x.toFixed(1)},${a.y.toFixed(1)} ${b.x.toFixed(1)},${b.y.toFixed(1)}`;
}

/** A point part of the way from the centre towards the middle of the edge facing direction d. */
export function towardEdge(centre: Point, size: number, direction: number, fraction: number): Point {
  const angle = (Math.PI / 180) * (60 * direction);
  const distance = size * (Math.sqrt(3) / 2) * fraction;
  return { x: centre.x + distance * Math.cos(angle), y: centre.y - distance * Math.sin(angle) };
}

/** A viewBox fitting every listed hex, with a margin. */
export function viewBoxFor(cells: { q: number; r: number }[], size: number): string {
  const centres = cells.map((c) => hexCentre(c.q, c.r, size));
  const xs = centres.map((p) => p.x);
  const ys = centres.map((p) => p.y);
  const minX = Math.min(...xs) - size * 1.2;
  const minY = Math.min(...ys) - size * 1.3;
  const width = Math.max(...xs) - Math.min(...xs) + size * 2.4;
  const height = Math.max(...ys) - Math.min(...ys) + size * 2.6;
  return `${minX.toFixed(1)} ${minY.toFixed(1)} ${width.toFixed(1)} ${height.toFixed(1)}`;
}

export const hexKey = (q: number, r: number) => `${q},${r}`;
