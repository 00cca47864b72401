// render-icon.mjs writes the application icon as two SVGs: a detailed one
// (a fanned 9 and J of hearts, Tarabish's two best trumps, on green felt)
// for 48 px and up, and a simpler one for 16 and 32 px where card detail
// would be mush.
//
// Usage: node render-icon.mjs OUTDIR   (writes icon-large.svg, icon-small.svg)

import * as deck from '@letele/playing-cards/dist/index.esm.js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: node render-icon.mjs OUTDIR');
  process.exit(2);
}

function card(name) {
  return renderToStaticMarkup(createElement(deck[name]));
}

const background =
  `<defs><radialGradient id="felt" cx="50%" cy="40%" r="70%">` +
  `<stop offset="0" stop-color="#2f9153"/><stop offset="1" stop-color="#0f4a26"/>` +
  `</radialGradient></defs>` +
  `<rect x="8" y="8" width="240" height="240" rx="44" ry="44" fill="url(#felt)" stroke="#0a3219" stroke-width="4"/>`;

// Each card is nested at its own size (240x336) and placed with a group
// transform: scale it down and turn it about its bottom centre.
function placed(name, angle, dx) {
  const s = 0.45;
  const svg = card(name).replace(/^<svg /, '<svg x="-120" y="-336" ');
  return `<g transform="translate(${128 + dx} 206) rotate(${angle}) scale(${s})">${svg}</g>`;
}

const large =
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="256" height="256" viewBox="0 0 256 256">` +
  background +
  `<g>` +
  placed('H9', -15, -22) +
  placed('Hj', 11, 22) +
  `</g></svg>\n`;

const heart = 'M0 -18C-6 -34 -34 -32 -34 -8 -34 12 -12 26 0 40 12 26 34 12 34 -8 34 -32 6 -34 0 -18Z';
function blankCard(angle, dx, withHeart) {
  return `<g transform="translate(${128 + dx} 204) rotate(${angle})">` +
    `<rect x="-52" y="-148" width="104" height="148" rx="12" ry="12" fill="#fff" stroke="#222" stroke-width="5"/>` +
    (withHeart ? `<path transform="translate(0 -78) scale(1.15)" fill="#e00000" d="${heart}"/>` : '') +
    `</g>`;
}

const small =
  `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
  background.replace('stroke-width="4"', 'stroke-width="8"') +
  blankCard(-14, -26, false) +
  blankCard(12, 24, true) +
  `</svg>\n`;

writeFileSync(join(outDir, 'icon-large.svg'), large);
writeFileSync(join(outDir, 'icon-small.svg'), small);
console.log(`icon SVGs -> ${outDir}`);
