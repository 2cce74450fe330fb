// While one of the bot's version gates runs, the page reads itself again every two seconds and puts the fresh gates
// section in place of the old one: the server renders the figures, so what updates is the page's own markup. It stops
// once the section no longer says a gate is running.
const REFRESH_MS = 2000;

async function refresh() {
  const section = document.getElementById('gates');
  if (!section || !('running' in section.dataset)) {
    return;
  }
  try {
    const response = await fetch(location.href, {headers: {Accept: 'text/html'}});
    const fresh = new DOMParser().parseFromString(await response.text(), 'text/html').getElementById('gates');
    if (response.ok && fresh) {
      section.replaceWith(fresh);
    }
  } finally {
    setTimeout(refresh, REFRESH_MS);
  }
}

setTimeout(refresh, REFRESH_MS);
