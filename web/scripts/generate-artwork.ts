/**
 * Renders the site's source artwork (abstract, editorial: paper, ink, adinkra- and kente-inspired
 * geometry) from SVG to JPEG with sharp. There is no stock photography: these files are the
 * sources that vite-imagetools turns into responsive AVIF/WebP/JPEG at build time.
 *
 * Run: npx tsx web/scripts/generate-artwork.ts   (writes web/src/assets/images/*.jpg)
 * Deterministic: a seeded generator, so re-running gives the same files.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const outDir = join(import.meta.dirname, '..', 'src', 'assets', 'images');

/** Mulberry32: tiny seeded PRNG, enough for reproducible artwork. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Palette {
  paper: [string, string];
  ink: string;
  accents: [string, string, string, string];
}

const palettes = {
  ochre: { paper: ['#f6ead6', '#e9c99a'], ink: '#2a1d14', accents: ['#b5542c', '#d89a3c', '#3f5b4a', '#7a2e1f'] },
  indigo: { paper: ['#e8e6f0', '#b9bfd8'], ink: '#1b2142', accents: ['#2f3f7f', '#c7883a', '#8c3b2e', '#4d6a8f'] },
  forest: { paper: ['#eef0e2', '#c9d3b0'], ink: '#1c2a1f', accents: ['#3f6b45', '#c9962f', '#9b3d28', '#26443a'] },
  clay: { paper: ['#f7e4d8', '#e2ae8f'], ink: '#3a1a12', accents: ['#a4432b', '#e0a040', '#5a3b6b', '#2f5d5a'] },
  dusk: { paper: ['#f3e3e6', '#d7aebb'], ink: '#2b1424', accents: ['#7e2f53', '#d88d3b', '#3d4f7c', '#b95c50'] },
} satisfies Record<string, Palette>;

function paper(w: number, h: number, p: Palette): string {
  // Large-scale, low-contrast turbulence reads as paper without the JPEG cost of fine noise.
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.paper[0]}"/><stop offset="1" stop-color="${p.paper[1]}"/>
    </linearGradient>
    <filter id="grain" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.004" numOctaves="2" seed="7"/>
      <feColorMatrix values="0 0 0 0 0.35  0 0 0 0 0.25  0 0 0 0 0.15  0 0 0 0.10 0"/>
    </filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect width="${w}" height="${h}" filter="url(#grain)"/>`;
}

/** Kente-inspired woven band: alternating blocks and thin stripes. */
function kenteBand(x: number, y: number, w: number, h: number, p: Palette, rnd: () => number): string {
  let out = '';
  const cell = h / 4;
  for (let cx = x, i = 0; cx < x + w; cx += cell, i++) {
    const colour = p.accents[i % p.accents.length] ?? p.ink;
    out += `<rect x="${cx.toFixed(1)}" y="${y}" width="${cell.toFixed(1)}" height="${h}" fill="${colour}" opacity="0.85"/>`;
    if (rnd() > 0.4) {
      out += `<rect x="${cx.toFixed(1)}" y="${(y + h * 0.4).toFixed(1)}" width="${cell.toFixed(1)}" height="${(h * 0.2).toFixed(1)}" fill="${p.ink}" opacity="0.75"/>`;
    }
  }
  return out;
}

/** A loose brush stroke: a thick cubic curve with rounded ends. */
function inkStroke(w: number, h: number, p: Palette, rnd: () => number, width: number): string {
  const y0 = h * (0.3 + rnd() * 0.4);
  const y1 = h * (0.2 + rnd() * 0.6);
  return `<path d="M ${-w * 0.05} ${y0} C ${w * 0.3} ${y0 - h * 0.35}, ${w * 0.6} ${y1 + h * 0.35}, ${w * 1.05} ${y1}"
    fill="none" stroke="${p.ink}" stroke-width="${width}" stroke-linecap="round" opacity="0.8"/>`;
}

/** Adinkra-inspired motif: concentric rings with a spiral heart-like curl (after Sankofa). */
function adinkra(cx: number, cy: number, r: number, colour: string): string {
  return `<g fill="none" stroke="${colour}" stroke-linecap="round">
    <circle cx="${cx}" cy="${cy}" r="${r}" stroke-width="${r * 0.08}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.62}" stroke-width="${r * 0.05}"/>
    <path d="M ${cx} ${cy + r * 0.45} C ${cx - r * 0.7} ${cy - r * 0.1}, ${cx - r * 0.25} ${cy - r * 0.6}, ${cx} ${cy - r * 0.2}
             C ${cx + r * 0.25} ${cy - r * 0.6}, ${cx + r * 0.7} ${cy - r * 0.1}, ${cx} ${cy + r * 0.45}"
          stroke-width="${r * 0.07}"/>
    <circle cx="${cx}" cy="${cy - r * 0.02}" r="${r * 0.08}" fill="${colour}" stroke="none"/>
  </g>`;
}

/** Adire-inspired dot grid. */
function dots(w: number, h: number, step: number, colour: string, rnd: () => number): string {
  let out = '';
  for (let y = step / 2; y < h; y += step) {
    for (let x = step / 2; x < w; x += step) {
      if (rnd() > 0.35)
        out += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(step * 0.12).toFixed(1)}" fill="${colour}"/>`;
    }
  }
  return `<g opacity="0.45">${out}</g>`;
}

/** Ruled lines and a proofreader's circle: the desk of an editor. */
function ruled(w: number, h: number, p: Palette): string {
  let out = '';
  for (let y = h * 0.18; y < h * 0.92; y += h / 14) {
    out += `<line x1="${w * 0.52}" y1="${y.toFixed(0)}" x2="${w * 0.94}" y2="${y.toFixed(0)}" stroke="${p.accents[3]}" stroke-width="${h / 260}" opacity="0.5"/>`;
  }
  return out;
}

function triangles(w: number, h: number, p: Palette, rnd: () => number): string {
  let out = '';
  const size = h / 6;
  for (let y = 0; y < h; y += size) {
    for (let x = 0; x < w; x += size) {
      if (rnd() > 0.55) continue;
      const colour = p.accents[Math.floor(rnd() * p.accents.length)] ?? p.ink;
      const flip = rnd() > 0.5;
      const d = flip
        ? `M ${x} ${y} L ${x + size} ${y} L ${x} ${y + size} Z`
        : `M ${x + size} ${y} L ${x + size} ${y + size} L ${x} ${y + size} Z`;
      out += `<path d="${d}" fill="${colour}" opacity="${(0.35 + rnd() * 0.45).toFixed(2)}"/>`;
    }
  }
  return out;
}

type Art = (w: number, h: number) => string;

const heroes: Record<string, { size: [number, number]; palette: Palette; art: Art }> = {
  'hero-home': {
    size: [2048, 1152],
    palette: palettes.ochre,
    art: (w, h) => {
      const p = palettes.ochre;
      const rnd = random(1);
      return `${paper(w, h, p)}${kenteBand(0, h * 0.78, w, h * 0.1, p, rnd)}
        ${inkStroke(w, h, p, rnd, h * 0.05)}${adinkra(w * 0.74, h * 0.38, h * 0.24, p.accents[0])}
        ${adinkra(w * 0.2, h * 0.3, h * 0.1, p.accents[2])}`;
    },
  },
  'hero-about': {
    size: [2048, 1152],
    palette: palettes.forest,
    art: (w, h) => {
      const p = palettes.forest;
      const rnd = random(2);
      let bands = '';
      for (let i = 0; i < 5; i++) bands += kenteBand(0, h * (0.1 + i * 0.18), w, h * 0.06, p, rnd);
      return `${paper(w, h, p)}<g opacity="0.7">${bands}</g>${inkStroke(w, h, p, rnd, h * 0.035)}`;
    },
  },
  'hero-services': {
    size: [2048, 1152],
    palette: palettes.clay,
    art: (w, h) => {
      const p = palettes.clay;
      const rnd = random(3);
      return `${paper(w, h, p)}${ruled(w, h, p)}${inkStroke(w, h, p, rnd, h * 0.03)}
        <ellipse cx="${w * 0.7}" cy="${h * 0.47}" rx="${w * 0.09}" ry="${h * 0.07}" fill="none" stroke="${p.accents[0]}" stroke-width="${h * 0.012}" transform="rotate(-8 ${w * 0.7} ${h * 0.47})"/>
        ${adinkra(w * 0.22, h * 0.55, h * 0.2, p.accents[2])}`;
    },
  },
  'hero-insights': {
    size: [2048, 1152],
    palette: palettes.indigo,
    art: (w, h) => {
      const p = palettes.indigo;
      const rnd = random(4);
      return `${paper(w, h, p)}${dots(w, h, h / 16, p.ink, rnd)}${inkStroke(w, h, p, rnd, h * 0.045)}
        ${adinkra(w * 0.8, h * 0.62, h * 0.18, p.accents[1])}`;
    },
  },
  'hero-contact': {
    size: [2048, 1152],
    palette: palettes.dusk,
    art: (w, h) => {
      const p = palettes.dusk;
      const rnd = random(5);
      return `${paper(w, h, p)}<g opacity="0.55">${triangles(w * 0.45, h, p, rnd)}</g>
        ${inkStroke(w, h, p, rnd, h * 0.03)}${adinkra(w * 0.7, h * 0.45, h * 0.22, p.accents[0])}`;
    },
  },
  'hero-practices': {
    size: [2048, 1152],
    palette: palettes.forest,
    art: (w, h) => {
      const p = palettes.ochre;
      const rnd = random(6);
      return `${paper(w, h, p)}<g opacity="0.5">${triangles(w, h, palettes.forest, rnd)}</g>
        ${kenteBand(0, h * 0.05, w, h * 0.07, p, rnd)}${inkStroke(w, h, p, rnd, h * 0.04)}`;
    },
  },
  // The community home: many voices (rings of several sizes and colours) gathered over one woven band.
  'hero-community': {
    size: [2048, 1152],
    palette: palettes.clay,
    art: (w, h) => {
      const p = palettes.clay;
      const rnd = random(7);
      let voices = '';
      for (let i = 0; i < 6; i++) {
        const colour = p.accents[i % p.accents.length] ?? p.ink;
        voices += adinkra(w * (0.42 + i * 0.1), h * (0.3 + rnd() * 0.35), h * (0.07 + rnd() * 0.1), colour);
      }
      return `${paper(w, h, p)}<g opacity="0.5">${dots(w * 0.4, h, h / 18, p.ink, rnd)}</g>
        ${kenteBand(0, h * 0.84, w, h * 0.08, p, rnd)}${inkStroke(w, h, p, rnd, h * 0.03)}${voices}`;
    },
  },
};

/** Square tiles for team portraits: an abstract monogram ground, one palette per person. */
const tileNames = ['tile-ochre', 'tile-indigo', 'tile-forest', 'tile-clay', 'tile-dusk'] as const;

function tile(size: number, p: Palette, seed: number): string {
  const rnd = random(seed);
  return `${paper(size, size, p)}<g opacity="0.6">${triangles(size, size, p, rnd)}</g>${adinkra(size / 2, size / 2, size * 0.3, p.ink)}`;
}

async function render(name: string, w: number, h: number, body: string): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
  const file = join(outDir, `${name}.jpg`);
  const info = await sharp(Buffer.from(svg))
    .jpeg({ quality: 72, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toFile(file);
  console.log(`${name}.jpg ${info.width}x${info.height} ${(info.size / 1024).toFixed(1)} KiB`);
}

mkdirSync(outDir, { recursive: true });
for (const [name, { size, art }] of Object.entries(heroes)) await render(name, size[0], size[1], art(size[0], size[1]));
const tilePalettes = [palettes.ochre, palettes.indigo, palettes.forest, palettes.clay, palettes.dusk];
for (const [i, name] of tileNames.entries())
  await render(name, 384, 384, tile(384, tilePalettes[i] ?? palettes.ochre, 10 + i));
