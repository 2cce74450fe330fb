// Keeps a tournament's page live. Every few seconds, while the page is in view, it fetches the page's live part
// (/tournaments/{id}/live, drawn from this reader's own view, as the page is) and swaps it in, so games show as
// they finish and rounds as the organiser releases them. It polls rather than follows a stream: the moment a hidden
// round's game ends is itself a result, and a poll tells the reader nothing the page would not.
const POLL_MS = 4000;
const live = document.getElementById('live');
const status = document.getElementById('live-status');

async function refresh() {
  if (document.hidden) {
    return;
  }
  try {
    const response = await fetch(`/tournaments/${live.dataset.tournament}/live`, {headers: {Accept: 'text/html'}, cache: 'no-store'});
    if (!response.ok) {
      throw new Error(`status ${response.status}`);
    }
    const fresh = new DOMParser().parseFromString(await response.text(), 'text/html').body;
    live.replaceChildren(...fresh.childNodes);
    live.dataset.refreshes = String(Number(live.dataset.refreshes ?? 0) + 1);
    status.dataset.mode = 'live';
    status.textContent = `Live: the page follows the tournament, every ${POLL_MS / 1000} s`;
  } catch (error) {
    status.dataset.mode = 'polling';
    status.textContent = 'Not updated: the server did not answer; trying again';
  }
}

setInterval(refresh, POLL_MS);
refresh();
