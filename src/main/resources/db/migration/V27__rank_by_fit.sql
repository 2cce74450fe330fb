-- The leaderboard ranks by the season's maximum-likelihood fit once there is one. Each refit keeps the rank every bot
-- held on the table just before it (null for a bot without games then), so the table can show who moved.
alter table season_entry add column rank_before_fit integer;
