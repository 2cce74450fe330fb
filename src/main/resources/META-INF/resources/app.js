// Shared helpers of the Admiralty pages' scripts: one GraphQL call, escaping, and the token form.
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
  if (!response.ok && !answer.errors) {
    throw new Error(answer.error ?? `${response.status} ${response.statusText}`);
  }
  if (answer.errors) {
    throw new Error(answer.errors.map(e => e.message).join('; '));
  }
  return answer.data;
}

export function esc(text) {
  return String(text ?? '').replace(/[&<>"']/g, c => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'}[c]));
}

export function hasToken() {
  return sessionStorage.getItem(TOKEN) != null;
}

/** A form that keeps a team's token in this tab's session storage, so the page can show the team's own data. */
export function tokenForm(purpose) {
  const signedIn = hasToken();
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
