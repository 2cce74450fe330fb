// Shared helpers of the Admiralty pages: one GraphQL call, escaping, and small formatters.
export async function gql(query, variables = {}) {
  const response = await fetch('/graphql', {
    method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify({query, variables})
  });
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

/** The last path segment: /bots/12 -> "12". */
export function idFromPath() {
  return decodeURIComponent(location.pathname.split('/').filter(Boolean).pop());
}

export function showError(element, error) {
  element.innerHTML = `<p role="alert">Could not load: ${esc(error.message)}</p>`;
}
