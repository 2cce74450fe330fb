-- A season may hold its bots' data folders to a quota of its own (bytes); null: the league's setting applies.
alter table season add column data_quota_bytes bigint check (data_quota_bytes between 0 and 1073741824);
