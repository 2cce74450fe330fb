package io.admiralty.league;

import io.admiralty.bot.BotLimits;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import io.smallrye.config.WithParentName;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/** The service's settings (application.properties, or environment variables such as ADMIRALTY_ADMIN_TOKEN). */
@ConfigMapping(prefix = "admiralty")
public interface LeagueConfig {

    /** The organiser's bearer token. Unset in dev mode: a random one is made and logged at start. */
    Optional<String> adminToken();

    /** The service's folder: embedded database, unpacked bot files, bots' data folders. */
    @WithDefault("./data")
    String dataDir();

    SandboxSettings sandbox();

    League league();

    /**
     * What this instance does: {@code all} (default) serves the API and pages and plays the queue's work; {@code api}
     * plays none (its work is left to worker instances); {@code worker} plays work and serves only health and metrics.
     */
    @WithDefault("all")
    Role role();

    /** What an instance does ({@link #role()}). */
    enum Role {
        ALL,
        API,
        WORKER;

        public boolean plays() {
            return this != API;
        }

        public boolean servesPublic() {
            return this != WORKER;
        }
    }

    Skill skill();

    Live live();

    Http http();

    /** How long the service waits on its clients: one that takes longer loses its connection. */
    interface Http {
        /**
         * A connection the service has written nothing to for this long is closed: a client must send its request, head
         * and body, within it (so a client that sends its headers a byte at a time holds its connection no longer),
         * a kept-alive connection left idle closes after it, and a live stream gets a heartbeat well within it.
         */
        @WithDefault("60s")
        Duration requestTimeout();

        /**
         * The address people reach the service at ({@code https://league.example.org}): scheme, host and port if not
         * the scheme's own, nothing after. Links the service hands out (invites) are built from it, never from the
         * request's {@code Host} header, which whoever sends the request chooses; a write with a session cookie must
         * come from exactly this origin; and when it is https the session cookie is {@code __Host-admiralty-session}.
         * Unset (development): {@code http://localhost:<the port the service listens on>}, and writes must come from
         * the origin the request itself names.
         */
        Optional<String> publicUrl();
    }

    /**
     * The seasons' live streams (server-sent events the season pages read). Each open stream costs a read of the
     * season and its leaderboard after every change, so an instance serves a bounded number, and one client address
     * only a few of them: a client cannot take every stream from the others.
     */
    interface Live {
        /** Open streams this instance serves at once; one more is refused with 429 until one closes. */
        @WithDefault("100")
        int maxStreams();

        /** Open streams one client address holds at once (a few tabs); one more is a 429. */
        @WithDefault("4")
        int maxStreamsPerClient();

        /**
         * Open streams of one season this instance serves at once: one season's audience cannot take every stream from
         * the others' (the pages of a season over its cap poll instead); one more is a 429.
         */
        @WithDefault("50")
        int maxStreamsPerSeason();
    }

    /** How process and jar bots are confined, and what each of them may use. */
    interface SandboxSettings {
        /**
         * {@code admiralty.sandbox}: {@code bubblewrap} (default; where it does not work, process and jar bots are
         * refused) or {@code none} (trusted bots only).
         */
        @WithParentName
        @WithDefault("bubblewrap")
        String mode();

        /**
         * Bot N runs as uid and gid {@code uid-base + N} (no account needed), so its process limit is its own;
         * keep the range free of real accounts. Used when the service runs as root.
         */
        @WithDefault("1000000")
        long uidBase();

        /** Size of each bot's private /tmp, a tmpfs counted in the bot's memory where bots get cgroups. */
        @WithDefault("" + BotLimits.TMP_BYTES)
        long tmpBytes();

        /** Total size of a bot's data folder, unless its season sets {@code dataQuotaBytes}. */
        @WithDefault("" + BotLimits.DATA_QUOTA_BYTES)
        long dataQuotaBytes();
    }

    interface League {
        /**
         * CPU slots of this instance: matchups and skill jobs that run a process or jar bot take one each (the referee
         * asks one bot at a time, so a matchup's two bots never think at once). Unset: the instance's cores.
         */
        Optional<Integer> cpuSlots();

        /**
         * Work this instance holds open at once, whatever it costs: network bots' matchups wait on the network mostly,
         * so many of them share the instance. Cheap work may take all places but one per CPU slot.
         */
        @WithDefault("256")
        int maxOpen();

        /** The share of a CPU slot that a matchup of built-in bots takes (the league's own strategies think in its JVM). */
        @WithDefault("0.25")
        double builtinCost();

        /**
         * Teams' work (validations, challenges' and gates' matchups) of one team running at once, over all instances:
         * the team's further work waits for one of these to end, and holds back no other work meanwhile, so one team's
         * flood of uploads or requests takes no more than this many workers from everyone else.
         */
        @WithDefault("3")
        int runningPerTeam();

        /**
         * CPU slots of this instance that teams' work never takes, left to the league's own (seasons' matchups, then
         * skill jobs): a season's matchup finds room whatever the teams have running. At most all slots but one (an
         * instance of one slot keeps none); 0 lets teams' work take every slot.
         */
        @WithDefault("1")
        int seasonSlots();

        /** Places of {@link #maxOpen()} that teams' work never takes, left to the league's own, as {@link #seasonSlots()}. */
        @WithDefault("16")
        int seasonPlaces();

        /**
         * How much lower than the request threads' the OS priority of the threads that play work is (a Linux nice
         * increment, 0..19; 0 leaves them as they are): on a busy machine a reader's request then waits for a core less
         * often behind the matchups' threads. Each work thread raises its own nice value, which needs no privilege. Off
         * by default because it did not measure better (docs/benchmarks/concurrency.md, "Readers beside the 64-bot
         * round"): with 254 HTTP matchups open on 2 cores and 20 readers, two runs at +10 gave the readers p99 129-159
         * ms and one at 0 of the same code 124-138 ms, runs differing by a third; the games/s were the same (7.1-7.2).
         */
        @WithDefault("0")
        int workNice();

        /** How often an idle worker looks for queued matchups. */
        @WithDefault("1s")
        Duration poll();

        /** How long a claimed matchup stays with its worker without a heartbeat; after that another worker takes it over. */
        @WithDefault("30s")
        Duration lease();

        /** Largest upload (archive or jar), in bytes. */
        @WithDefault("20971520")
        long maxArtifactBytes();

        /** Largest total size of an unpacked archive, in bytes. */
        @WithDefault("104857600")
        long maxUnpackedBytes();

        /** Games stored per transaction at most: fast bots' games are committed in batches, each game still whole. */
        @WithDefault("64")
        int commitBatch();

        /**
         * The shortest time between two scheduled rounds of a season: a schedule that fires more often is refused,
         * and a fire that comes sooner after the previous scheduled round is skipped.
         */
        @WithDefault("1m")
        Duration minRoundInterval();

        /**
         * How often each instance freezes the entries of seasons past their submission deadline and starts a final
         * due at its deadline (season.SeasonSchedules reads it as its tick; an upload freezes its own bot's entries
         * at once).
         */
        @WithDefault("10s")
        Duration phaseTick();

        /**
         * Games in each matchup a version gate queues (an even number: pairs): the test is checked after each, so
         * smaller batches stop sooner, and a batch is what a gate holds a worker for before seasons' matchups, which
         * are always claimed first, get it back.
         */
        @WithDefault("16")
        int gateBatch();

        /** Version gates one team may have running at once (each bot one at most). */
        @WithDefault("2")
        int gatesPerTeam();

        /**
         * Where the games' seeds of rounds and gate batches start: unset, a random one, logged at start; set to the
         * logged figure, a league test that failed draws the same deals again.
         */
        Optional<Long> seed();
    }

    /** Skill scores: each bot version's mean shots to sink the league's public layouts against a partner that never hits. */
    interface Skill {
        /**
         * Whether this instance's workers play skill and defence jobs (only when no season matchup is waiting). Jobs are queued
         * either way, so an instance that has it on scores them.
         */
        @WithDefault("true")
        boolean enabled();

        /** Layouts a version is scored on: seeds 1..N, at most 10,000. A version keeps the count it was queued with. */
        @WithDefault("200")
        int layouts();

        /**
         * Layouts a built-in is scored on where it should differ from {@code layouts}, by its name: e.g.
         * {@code builtin-layouts.expert=20} when the expert's seconds of CPU a game matter more than a tight score (its
         * figure on 10,000 layouts is in docs/benchmarks.md). Uploaded bots all get {@code layouts}.
         */
        Map<String, Integer> builtinLayouts();

        /**
         * Layouts a version's defence score is measured on: the fleets it places for game seeds 1..N of the skill
         * games, at most 10,000. The attacker remembers the earlier ones, so more layouts catch a more subtle habit.
         */
        @WithDefault("200")
        int defenceLayouts();
    }
}
