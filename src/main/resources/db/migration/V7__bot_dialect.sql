-- A bot's dialect is one the league speaks, over a transport its kind has: process bots over their standard input
-- and output (the player dialects through the league's hosts), http bots over HTTP; built-in and jvm bots are
-- called in Java and have none. These lists are the codes of io.admiralty.bot.Dialect, which a test compares with
-- them.
alter table bot add constraint bot_dialect_check
    check (dialect in ('skynet', 'broadsides', 'native', 'arena', 'arena-json', 'ruby-player', 'elixir-player'));

alter table bot add constraint bot_dialect_of_kind
    check (case kind
               when 'process' then dialect is not null and dialect in ('skynet', 'broadsides', 'native', 'ruby-player', 'elixir-player')
               when 'http' then dialect is not null and dialect in ('native', 'arena', 'arena-json')
               else dialect is null
           end);
