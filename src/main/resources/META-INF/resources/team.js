// A team's page. Its forms post without leaving the page: done, the browser goes where the server sends it; refused,
// the server's own page says why, beside the field, and the script puts those words into the form on screen, so that
// nothing chosen is lost (a file picker cannot be filled again by a page). A file over the league's limit is refused
// before it is sent, in the league's words. The parts marked data-live-part are read again from the server every few
// seconds while any says something is changing (a gate, a skill score, a round), and every half minute otherwise.
const LIVE_MS = 2000;
const IDLE_MS = 30000;
const status = document.getElementById('live-status');

function place(form, field, message) {
  const spot = form.querySelector(`.refusal[data-for="${CSS.escape(field)}"]`) ?? form.querySelector('.refusal[data-for=""]');
  spot.textContent = message;
  spot.hidden = false;
}

function clear(form) {
  for (const spot of form.querySelectorAll('.refusal')) {
    spot.textContent = '';
    spot.hidden = true;
  }
}

function tooLarge(form) {
  for (const input of form.querySelectorAll('input[type=file][data-max-bytes]')) {
    const file = input.files[0];
    const max = Number(input.dataset.maxBytes);
    if (file && file.size > max) {
      place(form, input.name, `the artifact is ${file.size} bytes; at most ${max} are allowed`);
      return true;
    }
  }
  return false;
}

async function submit(event) {
  const form = event.target.closest('form.team-form');
  if (!form) {
    return;
  }
  event.preventDefault();
  clear(form);
  if (tooLarge(form)) {
    return;
  }
  const button = form.querySelector('button[type=submit]');
  button.disabled = true;
  try {
    const body = form.enctype === 'multipart/form-data' ? new FormData(form) : new URLSearchParams(new FormData(form));
    // with this header a refusal comes as 200 and X-Admiralty-Refused: its status (a 4xx would be logged as an error)
    const response = await fetch(form.action, {method: 'POST', body, headers: {Accept: 'text/html', 'X-Admiralty-Form': 'in-page'}});
    const type = response.headers.get('Content-Type') ?? '';
    if (response.redirected) {
      // done: the page as it is now, at the form's section (a redirect's own #fragment does not reach a script)
      const target = new URL(response.url);
      target.hash = form.closest('section')?.id ?? '';
      history.replaceState(null, '', target);
      location.reload();
      return;
    }
    if (!type.startsWith('text/html')) {
      // refused before the page was reached (an upload over the service's limit): the API's JSON says why
      const answer = await response.json().catch(() => ({}));
      place(form, response.status === 413 ? 'artifact' : '', answer.error ?? `${response.status} ${response.statusText}`);
      return;
    }
    const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
    if (response.ok && !response.headers.has('X-Admiralty-Refused')) {
      // a page that shows something once (a new token, an invite link): shown as it is
      document.querySelector('main').replaceWith(fresh.querySelector('main'));
      return;
    }
    const refused = fresh.querySelector(`form[data-form="${CSS.escape(form.dataset.form)}"]`);
    const shown = refused ? [...refused.querySelectorAll('.refusal:not([hidden])')] : [];
    if (shown.length === 0) {
      place(form, '', fresh.querySelector('main p')?.textContent ?? `${response.status} ${response.statusText}`);
    }
    for (const spot of shown) {
      place(form, spot.dataset.for, spot.textContent);
    }
  } catch (error) {
    place(form, '', `Could not reach the league: ${error.message}`);
  } finally {
    button.disabled = false;
  }
}

async function refresh() {
  let live = false;
  try {
    const response = await fetch(location.pathname, {headers: {Accept: 'text/html'}, cache: 'no-store'});
    if (response.ok) {
      const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
      for (const part of document.querySelectorAll('[data-live-part]')) {
        const replacement = fresh.getElementById(part.id);
        if (replacement && !part.contains(document.activeElement)) {
          part.replaceWith(replacement);
        }
      }
    }
  } catch (error) {
    // the next look tries again
  } finally {
    live = document.querySelector('[data-live]') != null;
    status.dataset.mode = live ? 'live' : 'polling';
    status.textContent = live ? 'Live: something is playing; this page follows it' : 'Up to date';
    setTimeout(refresh, live ? LIVE_MS : IDLE_MS);
  }
}

// the new-version form holds the chosen bot's current command and URL (kept when left as they are): choosing another
// bot puts that bot's there
function followBot(event) {
  const choice = event.target;
  const form = choice.closest('form[data-form=version]');
  if (!form || choice.name !== 'bot') {
    return;
  }
  const bot = choice.selectedOptions[0];
  form.elements.namedItem('command').value = bot.dataset.command ?? '';
  form.elements.namedItem('url').value = bot.dataset.url ?? '';
  form.querySelector('[data-for-bot=speaks]').textContent = bot.dataset.speaks ?? '';
}

document.addEventListener('submit', submit);
document.addEventListener('change', followBot);
const live = document.querySelector('[data-live]') != null;
setTimeout(refresh, live ? LIVE_MS : IDLE_MS);
status.dataset.mode = live ? 'live' : 'polling';
status.textContent = live ? 'Live: something is playing; this page follows it' : 'Up to date';
