-- Issue 46.3: whether a team shows its bots' tags and metrics (game_tag, game_metric) to everyone; by default only the
-- team and the organiser see them.
alter table team add column notes_public boolean not null default false;
