// The organiser's console: shows the custom ruleset's fields only for a custom ruleset, turns the budget off for a
// round robin, and previews the ruleset and the schedule as they are typed (the server renders both previews, with
// the league's own rules and cron code; this only asks it again). Copy buttons for a token or link shown once.
const delay = 300;

function debounced(action) {
  let timer;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(action, delay);
  };
}

async function swap(id, url) {
  const target = document.getElementById(id);
  if (!target) {
    return;
  }
  try {
    const response = await fetch(url, {headers: {Accept: 'text/html'}});
    if (response.ok) {
      // the server's own rendering of the preview, every value in it escaped there
      const fresh = new DOMParser().parseFromString(await response.text(), 'text/html').getElementById(id);
      if (fresh) {
        target.replaceWith(fresh);
      }
    }
  } catch {
    // a preview that cannot be fetched keeps the last one; the form's submission checks everything again
  }
}

function rulesetBuilder(form) {
  const rules = form.elements.namedItem('ruleset');
  if (!rules) {
    return;
  }
  const custom = document.getElementById('season-custom');
  const fields = ['ruleset', 'width', 'height', 'firing', 'ships1', 'ships2', 'ships3', 'ships4', 'ships5', 'ships6'];
  const preview = debounced(() => {
    const query = new URLSearchParams();
    for (const name of fields) {
      const field = form.elements.namedItem(name);
      if (field) {
        query.set(name, field.value);
      }
    }
    swap('ruleset-preview', `/admin/preview/ruleset?${query}`);
  });
  const show = () => {
    custom.hidden = rules.value !== 'custom';
  };
  rules.addEventListener('change', () => {
    show();
    preview();
  });
  custom.addEventListener('input', preview);
  show();
}

function pairing(form) {
  const mode = form.elements.namedItem('pairing');
  const budget = form.elements.namedItem('budget');
  if (!mode || !budget) {
    return;
  }
  const follow = () => {
    budget.disabled = mode.value !== 'adaptive';
  };
  mode.addEventListener('change', follow);
  follow();
}

function schedule(form) {
  const cron = form.elements.namedItem('schedule');
  if (!cron) {
    return;
  }
  cron.addEventListener('input', debounced(() => swap('schedule-preview', `/admin/preview/schedule?schedule=${encodeURIComponent(cron.value)}`)));
}

for (const form of document.querySelectorAll('form.console-form')) {
  rulesetBuilder(form);
  pairing(form);
  schedule(form);
}

for (const button of document.querySelectorAll('.shown button.copy')) {
  const secret = button.parentElement.querySelector('input.secret');
  if (navigator.clipboard && secret) {
    button.hidden = false;
    button.addEventListener('click', async () => {
      await navigator.clipboard.writeText(secret.value);
      button.textContent = 'Copied';
    });
  }
}

// a page that answers a form's post (a refusal, a token shown once) is read at its own address: a reload then reads the
// page again instead of posting the form a second time, and the address bar never rests on an address only for posts
const consolePage = document.querySelector('.console-page[data-address]');
if (consolePage && location.pathname !== consolePage.dataset.address) {
  history.replaceState(null, '', consolePage.dataset.address + location.hash);
}
