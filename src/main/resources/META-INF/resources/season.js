// Keeps a season's page live. The server sends an event on /api/seasons/{id}/events whenever the season changes
// (games stored, a matchup started or finished, ratings refitted, the season changed); the page then fetches its
// own fresh copy from the server and swaps the live part, so what the script shows is what the server rendered.
// When the stream fails (a proxy that cuts it, a restart), the page polls every few seconds until the stream is
// open again.
const POLL_MS = 5000;
const live = document.getElementById('live');
const status = document.getElementById('live-status');
let poller = null;
let fetching = false;
let again = false;

async function refresh() {
  if (fetching) {
    again = true;
    return;
  }
  fetching = true;
  try {
    const response = await fetch(location.pathname, {headers: {Accept: 'text/html'}, cache: 'no-store'});
    if (response.ok) {
      const fresh = new DOMParser().parseFromString(await response.text(), 'text/html').getElementById('live');
      if (fresh) {
        live.replaceChildren(...fresh.childNodes);
        live.dataset.refreshes = String(Number(live.dataset.refreshes ?? 0) + 1);
      }
    }
  } catch (error) {
    // the next event or poll tries again
  } finally {
    fetching = false;
    if (again) {
      again = false;
      refresh();
    }
  }
}

function show(mode, text) {
  status.dataset.mode = mode;
  status.textContent = text;
}

function poll() {
  if (poller == null) {
    poller = setInterval(refresh, POLL_MS);
    show('polling', `Updating every ${POLL_MS / 1000} s: the live stream is unavailable`);
  }
}

function connect() {
  const stream = new EventSource(`/api/seasons/${live.dataset.season}/events`);
  stream.onopen = () => {
    clearInterval(poller);
    poller = null;
    show('live', 'Live: the page follows the season as games are stored');
  };
  stream.onmessage = () => refresh();
  stream.onerror = () => {
    poll();
    if (stream.readyState === EventSource.CLOSED) {
      // the browser gave the stream up (it does not retry a refused one): try again later, polling meanwhile
      setTimeout(connect, 6 * POLL_MS);
    }
  };
}

connect();
