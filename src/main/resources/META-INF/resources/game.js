// Steps through a game's replay on the page the server rendered: every board cell carries its coordinates (and its
// ship's index), every link of the strike list its strike, so the script only moves marks between cells.
// Keys: arrows step, space plays or pauses, Home and End. A forfeit's transcripts are fetched with the token a team
// pastes (kept in this tab's session storage): the server never puts them in the page.
import {gql, hasToken, tokenForm} from '/app.js';

const stepLine = document.getElementById('step');
const moveLink = document.getElementById('move-link');
const copied = document.getElementById('copied');
const links = [...document.querySelectorAll('.strikes a[data-step]')];
const strikes = links.filter(a => a.dataset.step !== '0').map(a => ({
  shooter: a.dataset.shooter, x: Number(a.dataset.x), y: Number(a.dataset.y), result: a.dataset.result,
  sunkShip: a.dataset.sunkShip == null ? null : Number(a.dataset.sunkShip), sunkLength: a.dataset.sunkLength,
}));
const playButton = document.getElementById('play');
const logLines = [...document.querySelectorAll('#logs li[data-from]')];
let step = Number(document.querySelector('.strikes a[aria-current]')?.dataset.step ?? 0);
let timer = null;

function describe(cell, mark, sunk) {
  return `${cell.title.split(':')[0]}: ${cell.dataset.ship == null ? 'water' : 'ship'}${mark ? ', ' + mark : ''}${sunk ? ', sunk' : ''}`;
}

function draw() {
  for (const side of ['A', 'B']) {
    const marks = new Map();
    const sunk = new Set();
    let last = null;
    for (const s of strikes.slice(0, step)) {
      if (s.shooter !== side) {
        last = `${s.x},${s.y}`;
        marks.set(last, s.result === 'miss' ? 'miss' : 'hit');
        if (s.sunkShip != null) {
          sunk.add(s.sunkShip);
        }
      }
    }
    for (const cell of document.querySelectorAll(`table.board[data-side="${side}"] td.cell`)) {
      const key = `${cell.dataset.x},${cell.dataset.y}`;
      const mark = marks.get(key);
      const isSunk = cell.dataset.ship != null && sunk.has(Number(cell.dataset.ship));
      cell.classList.toggle('miss', mark === 'miss');
      cell.classList.toggle('hit', mark === 'hit');
      cell.classList.toggle('sunk', isSunk);
      cell.classList.toggle('last', key === last);
      cell.title = describe(cell, mark, isSunk);
    }
  }
  if (step === 0) {
    stepLine.textContent = `strike 0 / ${strikes.length}: placements`;
  } else {
    const s = strikes[step - 1];
    const name = s.shooter === 'A' ? stepLine.dataset.nameA : stepLine.dataset.nameB;
    const sunk = s.sunkLength == null ? '' : ` (ship of ${s.sunkLength})`;
    stepLine.textContent = `strike ${step} / ${strikes.length}: ${name} fires at (${s.x}, ${s.y}): ${s.result}${sunk}`;
  }
  for (const link of links) {
    if (link.dataset.step === String(step)) {
      link.setAttribute('aria-current', 'step');
      link.scrollIntoView({block: 'nearest', inline: 'nearest'});
    } else {
      link.removeAttribute('aria-current');
    }
  }
  // the stderr lines of the step's move, where the page shows the viewer's own bots' logs
  for (const line of logLines) {
    line.classList.toggle('now', Number(line.dataset.from) <= step && step <= Number(line.dataset.to));
  }
  playButton.textContent = timer ? 'Pause' : 'Play';
  const address = step === 0 ? location.pathname : `${location.pathname}?step=${step}`;
  history.replaceState(null, '', address);
  moveLink.href = address;
  copied.textContent = '';
}

function go(to) {
  step = Math.max(0, Math.min(strikes.length, to));
  if (step === strikes.length) {
    stop();
  }
  draw();
}

function stop() {
  clearInterval(timer);
  timer = null;
}

function toggle() {
  if (timer) {
    stop();
  } else {
    if (step === strikes.length) {
      step = 0;
    }
    timer = setInterval(() => go(step + 1), 150);
  }
  draw();
}

const actions = {
  first: () => { stop(); go(0); },
  back: () => { stop(); go(step - 1); },
  play: toggle,
  next: () => { stop(); go(step + 1); },
  last: () => { stop(); go(strikes.length); },
};
for (const [id, action] of Object.entries(actions)) {
  document.getElementById(id).onclick = action;
}
document.querySelector('.controls').hidden = false;
const keys = {ArrowLeft: actions.back, ArrowRight: actions.next, ' ': actions.play, Home: actions.first, End: actions.last};
document.addEventListener('keydown', event => {
  // typing stays typing, and space on a focused button or link presses that one
  const typing = event.target.closest('input, textarea, select') || (event.key === ' ' && event.target.closest('button, a'));
  if (typing || event.altKey || event.ctrlKey || event.metaKey || !keys[event.key]) {
    return;
  }
  event.preventDefault();
  keys[event.key]();
});
for (const link of links) {
  link.onclick = event => {
    event.preventDefault();
    stop();
    go(Number(link.dataset.step));
  };
}
if (new URLSearchParams(location.search).has('play')) {
  toggle();
}

async function transcripts() {
  const place = document.getElementById('token');
  if (!place) {
    return;
  }
  place.replaceChildren(tokenForm("Your bot's transcript: your team's token"));
  if (!hasToken()) {
    return;
  }
  const id = location.pathname.split('/').filter(Boolean).pop();
  const target = document.getElementById('transcripts');
  try {
    const {game} = await gql(`query($id: ID!) { game(id: $id) { botA { name } botB { name } transcriptA transcriptB } }`, {id});
    for (const [bot, text] of [[game.botA, game.transcriptA], [game.botB, game.transcriptB]]) {
      if (text) {
        const heading = document.createElement('h3');
        heading.textContent = `Transcript of ${bot.name}`;
        const pre = document.createElement('pre');
        // A transcript scrolls sideways: reachable by keyboard, and named as its heading, as the page's own are.
        pre.tabIndex = 0;
        pre.setAttribute('aria-label', heading.textContent);
        pre.textContent = text;
        target.append(heading, pre);
      }
    }
    if (!game.transcriptA && !game.transcriptB) {
      target.textContent = 'This token sees no transcript of this game: neither forfeiting bot is its team\'s.';
    }
  } catch (error) {
    target.textContent = `Could not load the transcripts: ${error.message}`;
  }
}
transcripts();

// "Copy a link to this move": the address of the step shown, whole, for a chat or an issue; the link beside it is the
// same address for a browser without a clipboard (or without JavaScript, where it is the step the page was read at).
const copyMove = document.getElementById('copy-move');
if (navigator.clipboard) {
  copyMove.hidden = false;
  copyMove.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(new URL(moveLink.href, location.href).href);
      copied.textContent = 'Copied.';
    } catch (error) {
      copied.textContent = `Could not copy: ${error.message}. The link beside it is the same.`;
    }
  });
}
