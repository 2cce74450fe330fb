-- Issue 47: tournaments. A tournament is the organiser's event over a fixed list of entrants (a season's top K with the
-- version each had then, or bots picked), played as series of games in duplicate pairs on the work queue. Its state
-- beyond these rows (who is ready to play, who is out, the placings) is the format's, worked out from its series
-- every time (league.tournament.Format), so nothing here repeats it. Enums are stored by their Java names.
create table tournament (
    id              bigint      generated always as identity primary key,
    name            text        not null,
    format          text        not null check (format in ('SWISS', 'SINGLE', 'DOUBLE', 'ROUND_ROBIN')),
    best_of         integer     not null check (best_of between 1 and 99 and best_of % 2 = 1),
    swiss_rounds    integer     check (swiss_rounds between 1 and 64),
    release_default text        not null check (release_default in ('HIDDEN', 'PARTICIPANTS', 'PUBLIC')),
    season_id       bigint      references season (id),
    ruleset         text        not null,
    move_timeout_ms integer     not null,
    state           text        not null default 'DRAFT' check (state in ('DRAFT', 'RUNNING', 'OVER')),
    created_at      timestamptz not null default now(),
    started_at      timestamptz,
    finished_at     timestamptz,
    check ((format = 'SWISS') = (swiss_rounds is not null))
);

-- An entrant: a bot with the version it plays every series in and the fit that seeds it.
create table tournament_entrant (
    tournament_id bigint           not null references tournament (id),
    bot_id        bigint           not null references bot (id),
    version       integer          not null,
    fit           double precision not null,
    primary key (tournament_id, bot_id)
);

-- Pairs the organiser forbids a Swiss to pair (team-mates, a bot and its own earlier version), lower bot id first.
create table tournament_forbidden_pair (
    tournament_id bigint not null references tournament (id),
    bot_low       bigint not null references bot (id),
    bot_high      bigint not null references bot (id),
    primary key (tournament_id, bot_low, bot_high),
    check (bot_low < bot_high)
);

-- The stage the organiser released a round to; a round without a row is at the tournament's default.
create table tournament_release (
    tournament_id bigint  not null references tournament (id),
    round         integer not null check (round >= 1),
    stage         text    not null check (stage in ('HIDDEN', 'PARTICIPANTS', 'PUBLIC')),
    primary key (tournament_id, round)
);

-- One series: its slot, its two bots (first opens every deal), its winner once decided and by what. shown is the
-- stage its round is shown at (its own release, or a more closed one of a round before): the games' readers
-- (league.games.StoredGame) filter on it, so a hidden round's games show nowhere.
create table tournament_series (
    id            bigint      generated always as identity primary key,
    tournament_id bigint      not null references tournament (id),
    round         integer     not null check (round >= 1),
    section       text        not null check (section in ('POOL', 'WINNERS', 'LOSERS', 'GRAND_FINAL')),
    number        integer     not null check (number >= 1),
    first_bot     bigint      not null references bot (id),
    second_bot    bigint      not null references bot (id),
    winner_bot    bigint      references bot (id),
    decided_by    text        check (decided_by in ('POINTS', 'SHOTS', 'SEED')),
    shown         text        not null check (shown in ('HIDDEN', 'PARTICIPANTS', 'PUBLIC')),
    detail        text,
    created_at    timestamptz not null default now(),
    decided_at    timestamptz,
    unique (tournament_id, round, section, number),
    check (first_bot <> second_bot),
    check (winner_bot is null or winner_bot in (first_bot, second_bot))
);

-- A series plays as matchups of one duplicate pair each, queued one after another until the series is decided.
alter table matchup
    add column tournament_series_id bigint references tournament_series (id),
    drop constraint matchup_of_one_owner,
    add constraint matchup_of_one_owner
        check (num_nonnulls(season_id, gate_id, challenge_id, validation_id, tournament_series_id) <= 1);
create index matchup_tournament_series_of on matchup (tournament_series_id) where tournament_series_id is not null;

-- The claim order gains tournaments after validations and before seasons (an event is live and people watch it):
-- validations 0, tournaments 1, seasons 2, challenges 3, gates 4, skill jobs 5, defence jobs 6.
alter table work drop constraint work_kind_check;
alter table work add constraint work_kind_check
    check (kind in ('validation', 'tournament', 'season', 'challenge', 'gate', 'skill', 'defence'));
update work set rank = rank + 1 where rank >= 1;
