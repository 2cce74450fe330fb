-- Teams told what happened (issue 30): each event for a team is a notice in its inbox, and a delivery to each of its
-- webhooks that asked for that event. Both are written in the transaction that caused the event (an outbox): they
-- exist exactly when what they tell of was committed, and a restart keeps what is still to be sent.

-- An event for one team, read or not. The body is the JSON every webhook of the team is sent, made once, so that
-- every attempt at a delivery signs the same bytes.
create table notice (
    id         bigint generated always as identity primary key,
    team_id    bigint      not null references team (id) on delete cascade,
    event      text        not null,
    summary    text        not null,
    body       text        not null,
    created_at timestamptz not null default now(),
    read_at    timestamptz,
    -- when it was e-mailed to the team's members (null: not yet, or e-mail is off)
    mailed_at  timestamptz
);
create index notice_team on notice (team_id, id desc);
create index notice_unmailed on notice (id) where mailed_at is null;

-- Where a team wants events POSTed. The secret that signs them is kept encrypted (AES-GCM) under a key that is not in
-- the database: a copy of the database alone cannot forge a delivery.
create table webhook (
    id              bigint generated always as identity primary key,
    team_id         bigint      not null references team (id) on delete cascade,
    url             text        not null,
    events          text[]      not null,
    secret_sealed   text        not null,
    created_at      timestamptz not null default now(),
    -- failed attempts in a row, whatever the delivery; a success sets it back to 0
    failures        integer     not null default 0,
    disabled_at     timestamptz,
    disabled_reason text
);
create index webhook_team on webhook (team_id);

-- One notice to one webhook: pending until it is answered with a 2xx (delivered), or its retries run out or its
-- webhook is switched off or removed (failed). A pending delivery is due at next_attempt_at; a sender claims it by
-- moving that time past its lease, so another instance does not send it at the same time.
create table delivery (
    id              bigint generated always as identity primary key,
    webhook_id      bigint      not null references webhook (id) on delete cascade,
    notice_id       bigint      not null references notice (id) on delete cascade,
    status          text        not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
    attempts        integer     not null default 0,
    next_attempt_at timestamptz not null default now(),
    last_attempt_at timestamptz,
    -- the HTTP status of the last answer, or null when there was none (then last_error says why)
    last_status     integer,
    last_error      text,
    created_at      timestamptz not null default now(),
    finished_at     timestamptz
);
create index delivery_due on delivery (next_attempt_at) where status = 'pending';
create index delivery_webhook on delivery (webhook_id, id desc);
