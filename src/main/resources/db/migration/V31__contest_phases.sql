-- Contest phases. A season may close submissions at a deadline (its entries then keep the version that was current,
-- frozen_version) and end with a final: one round robin with its own games per matchup, started at the deadline or by
-- the organiser, whose table is kept as it was when the final's round ended (final_standing) and is the season's result.
alter table season
    add column deadline       timestamptz,
    add column final_games    integer check (final_games between 1 and 10000),
    add column final_at       text check (final_at in ('deadline', 'organiser')),
    add column final_round_id bigint references round (id),
    add column final_kept_at  timestamptz;

alter table season_entry add column frozen_version integer;

alter table round drop constraint round_trigger_check;
alter table round add constraint round_trigger_check check (trigger in ('manual', 'schedule', 'final'));

-- The final's table as it was kept: one row per bot that played in the final, with the version it played.
create table final_standing (
    season_id bigint           not null references season (id),
    bot_id    bigint           not null references bot (id),
    place     integer          not null,
    version   integer,
    games     integer          not null,
    wins      integer          not null,
    losses    integer          not null,
    draws     integer          not null,
    forfeits  integer          not null,
    points    double precision not null,
    primary key (season_id, bot_id)
);
