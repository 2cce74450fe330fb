-- The leaderboard ranks by the season's maximum-likelihood fit once there is one, and by Elo for a bot the fit has not
-- seen yet. Each refit keeps the rank every bot held on the table just before it (null for a bot without games then),
-- so the table can show who moved.
alter table season_entry add column rank_before_fit integer;

-- the board's order, as EntryRepository.board reads it
drop index season_entry_board;
create index season_entry_board on season_entry (season_id, coalesce(mle, elo) desc, elo desc, wins desc, bot_id);
