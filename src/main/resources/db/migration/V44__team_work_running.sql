-- Issue 44.4: a team's validations, challenges and gates are capped in how many run at once, so every claim counts the
-- teams' work that is running. It is a handful of rows among a queue that may hold a round of half a million waiting
-- matchups (which the claim index, on queued and running rows, would have the count read through).
create index work_running_of_teams on work (id)
    where status = 'running' and kind in ('validation', 'challenge', 'gate');
