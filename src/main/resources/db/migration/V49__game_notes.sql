-- Issue 46.3: what a bot says about its own game (io.admiralty.bot.BotNotes): its tags, and each metric's last value,
-- per game and seat, written with the games' batch (GameStore). Bounded where they are made: at most 16 tags and 16
-- metrics a seat, each name 1..32 of [A-Za-z0-9_.:-], so a row is small and a name needs no escaping anywhere; the
-- checks repeat the bound so that nothing else can store more. Owner-only unless the bot's team makes them public
-- (team.notes_public, V50). bot_id is the seat's bot, for the bot page's chart and the history's tag filter.
create table game_tag (
    game_id bigint  not null references game (id) on delete cascade,
    seat    char(1) not null check (seat in ('A', 'B')),
    bot_id  bigint  not null references bot (id),
    tag     text    not null check (tag ~ '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,31}$'),
    primary key (game_id, seat, tag)
);
create index game_tag_by_tag on game_tag (tag, bot_id, game_id);

create table game_metric (
    game_id bigint           not null references game (id) on delete cascade,
    seat    char(1)          not null check (seat in ('A', 'B')),
    bot_id  bigint           not null references bot (id),
    name    text             not null check (name ~ '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,31}$'),
    value   double precision not null,
    primary key (game_id, seat, name)
);
create index game_metric_by_bot on game_metric (bot_id, name, game_id);
