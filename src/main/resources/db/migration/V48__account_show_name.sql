-- Issue 48.3: a team's public page lists a member by their display name only if they chose to be shown; nobody is
-- shown until they say so, and an e-mail address never is.
alter table account add column show_name boolean not null default false;
