// The table page's icon, drawn here once and written two ways: as SVG, and as PNG at any size by a
// small rasteriser (so the site build needs no browser and the bytes are the same on every build).
// A light shield with a tick on the accent colour: the project's own drawing, no game artwork.
import { deflateSync } from 'node:zlib';

const ACCENT = '#7a2e2e';
const PARCHMENT = '#f3efe6';
/** The drawing's own square; everything below is in these units. */
const SIZE = 512;
/** Corner radius of the plain icon; the maskable one fills the square (the platform shapes it). */
const CORNER = 96;
/**
 * The shield: a flat top, straight sides, and two quadratic curves meeting at the point. It stays
 * inside the maskable safe zone (a circle of 40% of the size around the centre).
 */
const SHIELD = { left: 136, right: 376, top: 112, shoulder: 256, point: 416, control: 360 };
/** The tick: a round-capped stroke through three points. */
const TICK = {
  points: [
    [196, 262],
    [240, 306],
    [320, 214],
  ],
  width: 36,
};

/** The icon as SVG source; `maskable` fills the whole square. */
export function iconSvg({ maskable = false } = {}) {
  const { left, right, top, shoulder, point, control } = SHIELD;
  const middle = (left + right) / 2;
  const tick = TICK.points.map(([x, y], index) => `${index ? 'L' : 'M'}${x} ${y}`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}">
  <rect width="${SIZE}" height="${SIZE}"${maskable ? '' : ` rx="${CORNER}"`} fill="${ACCENT}"/>
  <path d="M${left} ${top}H${right}V${shoulder}Q${right} ${control} ${middle} ${point}Q${left} ${control} ${left} ${shoulder}Z" fill="${PARCHMENT}"/>
  <path d="${tick}" fill="none" stroke="${ACCENT}" stroke-width="${TICK.width}" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`;
}

/** The icon as a PNG of `pixels` × `pixels`; `maskable` fills the whole square. */
export function iconPng(pixels, { maskable = false } = {}) {
  const layers = [
    { colour: rgb(ACCENT), inside: maskable ? () => true : insideRoundedSquare },
    { colour: rgb(PARCHMENT), inside: insidePolygon(shieldOutline()) },
    { colour: rgb(ACCENT), inside: nearPolyline(TICK.points, TICK.width / 2) },
  ];
  const scale = SIZE / pixels;
  /** The index of the top layer at a point of the drawing, -1 outside them all. */
  const layerAt = (x, y) => layers.findLastIndex(({ inside }) => inside(x * scale, y * scale));
  // The layer at every pixel corner: a pixel whose four corners agree is filled with that layer;
  // one on an edge takes 4 × 4 samples, which smooth the edge. (No feature is thinner than a pixel.)
  const corners = Array.from({ length: pixels + 1 }, (_, y) =>
    Int8Array.from({ length: pixels + 1 }, (_, x) => layerAt(x, y)),
  );
  const grid = 4;
  const rows = [];
  for (let y = 0; y < pixels; y++) {
    const row = Buffer.alloc(1 + pixels * 4); // filter byte 0 (none), then RGBA
    for (let x = 0; x < pixels; x++) {
      const corner = corners[y][x];
      const solid =
        corner === corners[y][x + 1] &&
        corner === corners[y + 1][x] &&
        corner === corners[y + 1][x + 1];
      const samples = solid
        ? [corner]
        : Array.from({ length: grid * grid }, (_, index) =>
            layerAt(x + ((index % grid) + 0.5) / grid, y + (Math.floor(index / grid) + 0.5) / grid),
          );
      const hits = samples.filter((layer) => layer >= 0);
      if (hits.length === 0) continue;
      const offset = 1 + x * 4;
      for (let channel = 0; channel < 3; channel++) {
        const sum = hits.reduce((total, layer) => total + layers[layer].colour[channel], 0);
        row[offset + channel] = Math.round(sum / hits.length);
      }
      row[offset + 3] = Math.round((hits.length / samples.length) * 255);
    }
    rows.push(row);
  }
  return png(pixels, pixels, Buffer.concat(rows));
}

const rgb = (hex) => [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16));

function insideRoundedSquare(x, y) {
  const dx = Math.max(CORNER - x, x - (SIZE - CORNER), 0);
  const dy = Math.max(CORNER - y, y - (SIZE - CORNER), 0);
  return dx * dx + dy * dy <= CORNER * CORNER;
}

/** The shield's outline as points, its curves cut into short straight pieces. */
function shieldOutline() {
  const { left, right, top, shoulder, point, control } = SHIELD;
  const middle = (left + right) / 2;
  const curve = (from, via, to) =>
    Array.from({ length: 32 }, (_, index) => {
      const t = (index + 1) / 32;
      const u = 1 - t;
      return [0, 1].map((axis) => u * u * from[axis] + 2 * u * t * via[axis] + t * t * to[axis]);
    });
  return [
    [left, top],
    [right, top],
    [right, shoulder],
    ...curve([right, shoulder], [right, control], [middle, point]),
    ...curve([middle, point], [left, control], [left, shoulder]),
  ];
}

/** Even-odd point-in-polygon test. */
function insidePolygon(points) {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  return (x, y) => {
    if (x < minX || x > maxX || y < minY || y > maxY) return false;
    let inside = false;
    for (let index = 0, previous = points.length - 1; index < points.length; previous = index++) {
      const [xi, yi] = points[index];
      const [xj, yj] = points[previous];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };
}

/** Within `radius` of the polyline: a stroke with round caps and joins. */
function nearPolyline(points, radius) {
  return (x, y) =>
    points.slice(1).some(([bx, by], index) => {
      const [ax, ay] = points[index];
      const length = (bx - ax) ** 2 + (by - ay) ** 2;
      const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length));
      return (x - ax - t * (bx - ax)) ** 2 + (y - ay - t * (by - ay)) ** 2 <= radius * radius;
    });
}

// PNG: the signature, then IHDR (8-bit RGBA), one IDAT with the zlib-compressed rows, IEND.
const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(width, height, rows) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits a channel, RGBA, deflate, no filter set, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
