// render-cards.mjs writes one SVG atlas of the CC0 playing cards by Adrian
// Kennard (packaged as React components in @letele/playing-cards).
//
// Usage: node render-cards.mjs STYLE OUT.svg
//   STYLE is one of: classic, fourcolor, large.
//
// Layout: 13 columns (ranks 2,3,4,5,6,7,8,9,10,J,Q,K,A) by 5 rows (Spades,
// Hearts, Diamonds, Clubs, then the card backs in columns 0 and 1). Each
// cell is CARD_W x CARD_H user units, the art's own size; rsvg-convert turns
// the SVG into the PNG atlas at one pixel per unit.

import * as deck from '@letele/playing-cards/dist/index.esm.js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { writeFileSync } from 'node:fs';

const CARD_W = 240;
const CARD_H = 336;
const COLS = 13;
const ROWS = 5;

const SUITS = ['S', 'H', 'D', 'C'];
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'j', 'q', 'k', 'a'];

// Four-colour deck colours, picked to stay apart for common colour-vision
// deficiencies and against the deck's own #44F court-art blue.
const FOUR_COLOUR = {
  S: '#000000',
  H: '#e00000',
  D: '#0a45c8',
  C: '#0a7d2c',
};

const [style, out] = process.argv.slice(2);
if (!['classic', 'fourcolor', 'large'].includes(style) || !out) {
  console.error('usage: node render-cards.mjs classic|fourcolor|large OUT.svg');
  process.exit(2);
}

function componentName(suit, rank) {
  return suit + rank;
}

// cardSVG renders one card component to SVG markup.
function cardSVG(name) {
  const C = deck[name];
  if (!C) throw new Error(`no card component ${name} in @letele/playing-cards`);
  return renderToStaticMarkup(createElement(C));
}

// Every card has two symbols in <defs>: the suit pip (viewBox -600 -600
// 1200 1200) and the rank index (viewBox -500 -500 1000 1000). Recolouring
// those two symbols recolours every pip and index on the card, including
// the pips that the court figures hold.
const PIP_RE = /(<symbol id="[^"]+" viewBox="-600 -600 1200 1200"[^>]*>)(.*?)(<\/symbol>)/g;
const INDEX_RE = /(<symbol id="[^"]+" viewBox="-500 -500 1000 1000"[^>]*>)(.*?)(<\/symbol>)/g;

function recolour(svg, colour) {
  let pips = 0;
  let indices = 0;
  svg = svg.replace(PIP_RE, (_, open, body, close) => {
    pips++;
    body = body.replace(/<path((?: [a-z-]+="[^"]*")*?) fill="[^"]*"/g, '<path$1');
    body = body.replace(/<path /g, `<path fill="${colour}" `);
    return open + body + close;
  });
  svg = svg.replace(INDEX_RE, (_, open, body, close) => {
    indices++;
    body = body.replace(/stroke="[^"]*"/g, `stroke="${colour}"`);
    return open + body + close;
  });
  if (pips !== 1 || indices !== 1) {
    throw new Error(`recolour: expected one pip and one index symbol, got ${pips} and ${indices}`);
  }
  return svg;
}

// Large corner indices: the index grows from 32 to 46 units and its pip
// from 26.8 to 34, and the body of the card (pips or court picture) shrinks
// to 80% about the centre to make room. Both corners are changed (the
// bottom one is drawn by the same <use> elements under rotate(180)).
const INDEX_USE_RE = /<use xlink:href="#([^"]+)" height="32" width="32" x="-114.4" y="-156"><\/use>/g;
const CORNER_PIP_RE = /<use xlink:href="#([^"]+)" height="26.769" width="26.769" x="-111.784" y="-119"><\/use>/g;

function largeIndices(svg) {
  const defsEnd = svg.indexOf('</defs>') + '</defs>'.length;
  // The card outline is the first <rect> after </defs>.
  const rectEnd = svg.indexOf('</rect>', defsEnd) + '</rect>'.length;
  const end = svg.lastIndexOf('</svg>');
  let body = svg.slice(rectEnd, end);

  const corner = [];
  let n = 0;
  body = body.replace(INDEX_USE_RE, (_, id) => {
    n++;
    corner.push(`<use xlink:href="#${id}" height="46" width="46" x="-116" y="-162"></use>`);
    return '';
  });
  body = body.replace(CORNER_PIP_RE, (_, id) => {
    n++;
    corner.push(`<use xlink:href="#${id}" height="34" width="34" x="-112" y="-112"></use>`);
    return '';
  });
  if (n !== 4) throw new Error(`large: expected 4 corner uses, found ${n}`);
  // Two corner groups, top-left and the same rotated for bottom-right.
  const half = corner.length / 2;
  const topLeft = corner.slice(0, 1).concat(corner.slice(half, half + 1)).join('');
  const cornerMarkup = `<g>${topLeft}</g><g transform="rotate(180)">${topLeft}</g>`;
  return (
    svg.slice(0, rectEnd) +
    `<g transform="scale(0.8)">${body}</g>` +
    cornerMarkup +
    svg.slice(end)
  );
}

function back(id, bg, fg, line) {
  // A diamond lattice in two shades inside a white border with a thin
  // inner frame, after the deck's own B1/B2 backs.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-120 -168 240 336" width="240" height="336">` +
    `<defs><pattern id="${id}-p" width="8" height="8" patternUnits="userSpaceOnUse" x="-4" y="-4">` +
    `<rect width="8" height="8" fill="${bg}"/>` +
    `<path d="M4 0.9 7.1 4 4 7.1 0.9 4Z" fill="${fg}"/>` +
    `</pattern></defs>` +
    `<rect width="239" height="335" x="-119.5" y="-167.5" rx="12" ry="12" fill="#fff" stroke="#000"/>` +
    `<rect fill="url(#${id}-p)" width="216" height="312" x="-108" y="-156" rx="9" ry="9"/>` +
    `<rect fill="none" stroke="${line}" stroke-width="2" width="204" height="300" x="-102" y="-150" rx="6" ry="6"/>` +
    `<g fill="${bg}" stroke="${line}" stroke-width="2"><ellipse rx="34" ry="44"/></g>` +
    `<path fill="${fg}" d="M0-30C4-18 22-6 22 8 22 20 8 22 2 14 3 22 6 28 10 31H-10C-6 28-3 22-2 14-8 22-22 20-22 8-22-6-4-18 0-30Z"/>` +
    `</svg>`;
}

const cells = [];
function place(col, row, svg) {
  // Nest each card as an <svg> at its cell; ids are unique per card in
  // this deck (prefixed with the card name), so nesting is safe.
  const x = col * CARD_W;
  const y = row * CARD_H;
  svg = svg.replace(/^<svg /, `<svg x="${x}" y="${y}" `)
    .replace(/ width="240"/, ` width="${CARD_W}"`)
    .replace(/ height="336"/, ` height="${CARD_H}"`);
  cells.push(svg);
}

SUITS.forEach((suit, row) => {
  RANKS.forEach((rank, col) => {
    let svg = cardSVG(componentName(suit, rank));
    if (style === 'fourcolor') svg = recolour(svg, FOUR_COLOUR[suit]);
    if (style === 'large') svg = largeIndices(svg);
    place(col, row, svg);
  });
});
place(0, 4, back('back-main', '#6e0f1a', '#9a2232', '#e8c9a0'));
place(1, 4, back('back-alt', '#14285a', '#27478f', '#c9d6f0'));

const atlas =
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
  `width="${COLS * CARD_W}" height="${ROWS * CARD_H}" viewBox="0 0 ${COLS * CARD_W} ${ROWS * CARD_H}">` +
  cells.join('\n') +
  `</svg>\n`;
writeFileSync(out, atlas);
console.log(`${style}: ${cells.length} cells, ${COLS * CARD_W}x${ROWS * CARD_H} -> ${out}`);
