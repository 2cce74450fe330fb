// Shared helpers of the Admiralty pages: one GraphQL call, escaping, and small formatters.
// With a team's token pasted on a page (kept for this browser tab only), GraphQL also answers what only that
// team may see: its own bots' transcripts.
const TOKEN = 'admiralty.token';

export async function gql(query, variables = {}) {
  const headers = {'Content-Type': 'application/json'};
  const token = sessionStorage.getItem(TOKEN);
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  const response = await fetch('/graphql', {method: 'POST', headers, body: JSON.stringify({query, variables})});
  const answer = await response.json();
  if (answer.errors) {
    throw new Error(answer.errors.map(e => e.message).join('; '));
  }
  return answer.data;
}

export function esc(text) {
  return String(text ?? '').replace(/[&<>"']/g, c => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'}[c]));
}

export function rating(value) {
  return value == null ? '–' : Math.round(value).toString();
}

/**
 * A skill score as text: mean shots ± standard error when scored, else where it stands (queued or running with the
 * layouts played so far, no score after a forfeit, cancelled). Callers escape it.
 */
export function skill(score) {
  if (score == null) {
    return '–';
  }
  switch (score.status) {
    case 'done': return `${score.mean.toFixed(1)} ± ${score.se.toFixed(1)}`;
    case 'forfeited': return `no score (forfeit_${score.forfeit} on layout ${score.forfeitLayout})`;
    case 'cancelled': return 'no score (cancelled)';
    default: return `${score.status}, ${score.played} of ${score.layouts} layouts`;
  }
}

/** The last path segment: /bots/12 -> "12". */
export function idFromPath() {
  return decodeURIComponent(location.pathname.split('/').filter(Boolean).pop());
}

export function showError(element, error) {
  element.innerHTML = `<p role="alert">Could not load: ${esc(error.message)}</p>`;
}

/** A form that keeps a team's token in this tab's session storage, so the page can show the team's own data. */
export function tokenForm(purpose) {
  const signedIn = sessionStorage.getItem(TOKEN) != null;
  const form = document.createElement('form');
  form.className = 'token';
  form.innerHTML = signedIn
    ? `<button type="submit">Forget my token</button>`
    : `<label>${esc(purpose)} <input name="token" type="password" autocomplete="off" required></label>
       <button type="submit">Show</button>`;
  form.onsubmit = event => {
    event.preventDefault();
    if (signedIn) {
      sessionStorage.removeItem(TOKEN);
    } else {
      sessionStorage.setItem(TOKEN, form.elements.token.value.trim());
    }
    location.reload();
  };
  return form;
}
