/**
 * Tasteful stand-ins for the owner's photos: a simple scene drawn in the
 * image's paint colour (a room, a house front, a kitchen, a deck, a garage
 * floor, a driveway), chosen from the image's id and description. "Before"
 * pictures are the same scene, faded and worn. The owner replaces any of them
 * by dropping a real photo into client/content/photos/.
 */

export type Scene = "room" | "house" | "kitchen" | "deck" | "floor" | "driveway";

interface Art {
  id: string;
  alt: string;
  tone: string;
  width: number;
  height: number;
}

// Most specific first; the id (which names the service or gallery section) decides before the description.
const SCENE_WORDS: [Scene, RegExp][] = [
  ["floor", /epoxy|garage|specialty|flake|basement floor|showroom|floor coating/i],
  ["driveway", /pressure|driveway|concrete|patio|walkway|power wash|sidewalk/i],
  ["deck", /deck|fence|porch|pergola|stain/i],
  ["kitchen", /cabinet|kitchen|vanity|island/i],
  ["room", /interior|living room|bedroom|dining|nursery|hallway|office|ceiling|stairwell/i],
  ["house", /exterior|siding|house|home front|facade|curb|shutters|brick|stucco|front door/i],
];

export function sceneFor(id: string, alt: string): Scene {
  const text = `${id} ${alt}`;
  for (const [scene, pattern] of SCENE_WORDS) if (pattern.test(id)) return scene;
  for (const [scene, pattern] of SCENE_WORDS) if (pattern.test(text)) return scene;
  return "room";
}

/** A small deterministic random source, so a placeholder looks the same on every build. */
function seeded(text: string) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

function hexToRgb(hex: string): [number, number, number] {
  const clean = hex.replace("#", "");
  const full = clean.length === 3 ? clean.split("").map((c) => c + c).join("") : clean.padEnd(6, "0");
  const n = Number.parseInt(full.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function shade(hex: string, amount: number): string {
  const mix = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  const [r, g, b] = hexToRgb(hex).map((c) => Math.round(c + (mix - c) * t));
  return `rgb(${r},${g},${b})`;
}

function faded(hex: string): string {
  const [r, g, b] = hexToRgb(hex);
  const grey = 0.3 * r + 0.59 * g + 0.11 * b;
  const mixC = (c: number) => Math.round(c * 0.35 + grey * 0.45 + 120 * 0.2);
  return `#${[mixC(r), mixC(g), mixC(b)].map((c) => Math.min(255, c).toString(16).padStart(2, "0")).join("")}`;
}

function room(w: number, h: number, wall: string, rand: () => number): string {
  const floorY = h * 0.74;
  const winW = w * (0.2 + rand() * 0.08);
  const winX = w * (0.12 + rand() * 0.5);
  const winY = h * 0.2;
  const winH = h * 0.38;
  const sofa = rand() > 0.4;
  return `
  <rect width="${w}" height="${h}" fill="${wall}"/>
  <rect width="${w}" height="${h * 0.05}" fill="${shade(wall, 0.55)}"/>
  <rect y="${h * 0.05}" width="${w}" height="${h * 0.012}" fill="${shade(wall, -0.12)}"/>
  <rect x="${winX - 8}" y="${winY - 8}" width="${winW + 16}" height="${winH + 16}" fill="#f7f5f0"/>
  <rect x="${winX}" y="${winY}" width="${winW}" height="${winH}" fill="url(#sky)"/>
  <rect x="${winX + winW / 2 - 3}" y="${winY}" width="6" height="${winH}" fill="#f7f5f0"/>
  <rect x="${winX}" y="${winY + winH / 2 - 3}" width="${winW}" height="6" fill="#f7f5f0"/>
  <rect x="${w * 0.7}" y="${h * 0.26}" width="${w * 0.14}" height="${h * 0.2}" fill="#f7f5f0" opacity="0.9"/>
  <rect x="${w * 0.71}" y="${h * 0.275}" width="${w * 0.12}" height="${h * 0.17}" fill="${shade(wall, -0.35)}" opacity="0.55"/>
  <rect y="${floorY - h * 0.03}" width="${w}" height="${h * 0.03}" fill="#f7f5f0"/>
  <rect y="${floorY}" width="${w}" height="${h - floorY}" fill="#b98a5e"/>
  ${Array.from({ length: 7 }, (_, i) => `<rect x="${(i * w) / 7}" y="${floorY}" width="2" height="${h - floorY}" fill="#9c7048" opacity="0.6"/>`).join("")}
  ${sofa ? `<rect x="${w * 0.52}" y="${h * 0.6}" width="${w * 0.36}" height="${h * 0.16}" rx="${h * 0.03}" fill="${shade(wall, -0.55)}"/>
  <rect x="${w * 0.5}" y="${h * 0.66}" width="${w * 0.4}" height="${h * 0.1}" rx="${h * 0.03}" fill="${shade(wall, -0.45)}"/>` : `<rect x="${w * 0.58}" y="${h * 0.5}" width="${w * 0.05}" height="${h * 0.24}" fill="#7a5535"/>
  <circle cx="${w * 0.605}" cy="${h * 0.47}" r="${h * 0.07}" fill="#5f7f52"/>`}`;
}

function house(w: number, h: number, siding: string, rand: () => number): string {
  const ground = h * 0.8;
  const houseX = w * (0.14 + rand() * 0.06);
  const houseW = w * 0.7;
  const wallTop = h * 0.38;
  return `
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <rect y="${ground}" width="${w}" height="${h - ground}" fill="#6f9158"/>
  <polygon points="${houseX - w * 0.03},${wallTop} ${houseX + houseW / 2},${h * 0.12} ${houseX + houseW + w * 0.03},${wallTop}" fill="#3b3f45"/>
  <rect x="${houseX}" y="${wallTop}" width="${houseW}" height="${ground - wallTop}" fill="${siding}"/>
  ${Array.from({ length: 10 }, (_, i) => `<rect x="${houseX}" y="${wallTop + ((ground - wallTop) * i) / 10}" width="${houseW}" height="1.5" fill="${shade(siding, -0.12)}"/>`).join("")}
  ${[0.1, 0.32, 0.62, 0.8].map((fx) => `<rect x="${houseX + houseW * fx}" y="${wallTop + (ground - wallTop) * 0.18}" width="${houseW * 0.11}" height="${(ground - wallTop) * 0.3}" fill="#dbe7ef" stroke="#ffffff" stroke-width="5"/>`).join("")}
  <rect x="${houseX + houseW * 0.46}" y="${wallTop + (ground - wallTop) * 0.42}" width="${houseW * 0.1}" height="${(ground - wallTop) * 0.58}" fill="${shade(siding, -0.5)}" stroke="#ffffff" stroke-width="5"/>
  <rect x="${houseX - w * 0.02}" y="${ground - 6}" width="${houseW + w * 0.04}" height="8" fill="#cfc9bd"/>
  <circle cx="${w * 0.06}" cy="${ground - h * 0.06}" r="${h * 0.1}" fill="#4f7a45"/>
  <circle cx="${w * 0.95}" cy="${ground - h * 0.08}" r="${h * 0.13}" fill="#557f49"/>`;
}

function kitchen(w: number, h: number, cabinet: string): string {
  const counter = h * 0.56;
  const doors = 5;
  const doorW = (w * 0.9) / doors;
  return `
  <rect width="${w}" height="${h}" fill="#eeeae3"/>
  ${Array.from({ length: doors }, (_, i) => `<rect x="${w * 0.05 + i * doorW + 4}" y="${h * 0.07}" width="${doorW - 8}" height="${h * 0.3}" rx="4" fill="${cabinet}" stroke="${shade(cabinet, -0.18)}" stroke-width="3"/>
  <rect x="${w * 0.05 + i * doorW + doorW / 2 - 2}" y="${h * 0.3}" width="4" height="${h * 0.04}" fill="#c9a86a"/>`).join("")}
  <rect y="${h * 0.4}" width="${w}" height="${counter - h * 0.4}" fill="#f8f6f2"/>
  ${Array.from({ length: 12 }, (_, i) => `<rect x="${(i * w) / 12}" y="${h * 0.4}" width="1.5" height="${counter - h * 0.4}" fill="#dcd6cc"/>`).join("")}
  <rect y="${counter}" width="${w}" height="${h * 0.05}" fill="#d8d4cf"/>
  ${Array.from({ length: doors }, (_, i) => `<rect x="${w * 0.05 + i * doorW + 4}" y="${counter + h * 0.07}" width="${doorW - 8}" height="${h * 0.3}" rx="4" fill="${cabinet}" stroke="${shade(cabinet, -0.18)}" stroke-width="3"/>
  <rect x="${w * 0.05 + i * doorW + doorW * 0.3}" y="${counter + h * 0.1}" width="${doorW * 0.4}" height="4" fill="#c9a86a"/>`).join("")}
  <rect y="${h * 0.98}" width="${w}" height="${h * 0.02}" fill="#8a6a4a"/>`;
}

function deck(w: number, h: number, stain: string): string {
  const boards = 12;
  return `
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <rect y="${h * 0.42}" width="${w}" height="${h * 0.2}" fill="#6d9159"/>
  ${Array.from({ length: 14 }, (_, i) => `<rect x="${(i * w) / 14 + 6}" y="${h * 0.2}" width="${w * 0.02}" height="${h * 0.3}" fill="${shade(stain, -0.1)}"/>`).join("")}
  <rect y="${h * 0.18}" width="${w}" height="${h * 0.04}" fill="${shade(stain, -0.2)}"/>
  <rect y="${h * 0.48}" width="${w}" height="${h * 0.03}" fill="${shade(stain, -0.2)}"/>
  ${Array.from({ length: boards }, (_, i) => {
    const y0 = h * 0.52 + ((h * 0.48) * i) / boards;
    return `<rect y="${y0}" width="${w}" height="${(h * 0.48) / boards - 2}" fill="${i % 2 ? stain : shade(stain, 0.06)}"/>`;
  }).join("")}`;
}

function floor(w: number, h: number, base: string, rand: () => number): string {
  const flakes = Array.from({ length: 260 }, () => {
    const x = rand() * w;
    const y = h * 0.35 + rand() * h * 0.65;
    const r = 1 + rand() * 2.6;
    const colour = ["#f2f2f2", "#2b2b2b", "#8a8f96", shade(base, -0.4)][Math.floor(rand() * 4)];
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${colour}" opacity="0.8"/>`;
  }).join("");
  return `
  <rect width="${w}" height="${h}" fill="#d9d6d0"/>
  <rect width="${w}" height="${h * 0.35}" fill="#c3c0b9"/>
  <rect x="${w * 0.18}" y="${h * 0.05}" width="${w * 0.64}" height="${h * 0.3}" fill="#e9e7e2" stroke="#a9a59d" stroke-width="4"/>
  ${Array.from({ length: 5 }, (_, i) => `<rect x="${w * 0.18}" y="${h * 0.05 + (h * 0.3 * (i + 1)) / 6}" width="${w * 0.64}" height="2" fill="#b9b5ad"/>`).join("")}
  <polygon points="0,${h * 0.35} ${w},${h * 0.35} ${w},${h} 0,${h}" fill="${base}"/>
  ${flakes}
  <polygon points="0,${h * 0.35} ${w},${h * 0.35} ${w},${h * 0.5} 0,${h * 0.5}" fill="#ffffff" opacity="0.12"/>`;
}

function driveway(w: number, h: number, tone: string): string {
  return `
  <rect width="${w}" height="${h}" fill="#7e9f68"/>
  <polygon points="${w * 0.3},0 ${w * 0.7},0 ${w},${h} 0,${h}" fill="${tone}"/>
  ${Array.from({ length: 6 }, (_, i) => `<line x1="${w * (0.3 - 0.05 * i)}" y1="${(h * i) / 6}" x2="${w * (0.7 + 0.05 * i)}" y2="${(h * i) / 6}" stroke="${shade(tone, -0.15)}" stroke-width="3"/>`).join("")}
  <line x1="${w / 2}" y1="0" x2="${w / 2}" y2="${h}" stroke="${shade(tone, -0.15)}" stroke-width="3"/>`;
}

/** An SVG document for one placeholder. */
export function placeholderSvg({ id, alt, tone, width, height }: Art): string {
  const rand = seeded(id);
  const isBefore = /(^|[-/])before([-/]|$)/i.test(id) || /^before\b/i.test(alt);
  const colour = isBefore ? faded(tone) : tone;
  const scene = sceneFor(id, alt);
  const body =
    scene === "house" ? house(width, height, colour, rand)
    : scene === "kitchen" ? kitchen(width, height, colour)
    : scene === "deck" ? deck(width, height, colour)
    : scene === "floor" ? floor(width, height, colour, rand)
    : scene === "driveway" ? driveway(width, height, colour)
    : room(width, height, colour, rand);
  const wear = isBefore
    ? `<rect width="${width}" height="${height}" fill="#5b4a36" opacity="0.22"/>
  ${Array.from({ length: 18 }, () => `<path d="M${(rand() * width).toFixed(0)} ${(rand() * height * 0.7).toFixed(0)} q ${(rand() * 40 - 20).toFixed(0)} ${(30 + rand() * 60).toFixed(0)} ${(rand() * 10 - 5).toFixed(0)} ${(60 + rand() * 90).toFixed(0)}" stroke="#3d3226" stroke-width="${(1 + rand() * 3).toFixed(1)}" opacity="0.25" fill="none"/>`).join("")}`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9cbe8"/><stop offset="1" stop-color="#e4f0f8"/></linearGradient>
    <radialGradient id="light" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#000000" stop-opacity="0.12"/></radialGradient>
  </defs>
  ${body}
  ${wear}
  <rect width="${width}" height="${height}" fill="url(#light)"/>
</svg>`;
}
