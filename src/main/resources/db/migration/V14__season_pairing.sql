-- How a season chooses a round's matchups: every pair once ('round-robin', as before) or the pairs that most reduce
-- the uncertainty of the table ('adaptive'), each bot in at most `budget` matchups a round.
alter table season
    add column pairing text not null default 'round-robin' check (pairing in ('round-robin', 'adaptive')),
    add column budget  integer check (budget between 1 and 100),
    add constraint season_budget_with_adaptive check ((pairing = 'adaptive') = (budget is not null));

-- Whether a bot's maximum-likelihood rating is held by the prior (its record alone gives no finite maximum).
alter table season_entry add column mle_regularised boolean not null default false;
