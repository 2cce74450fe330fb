package io.admiralty.league.tournament;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Embeddable;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.MapKeyColumn;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * An organiser's tournament: its format and settings, its entrants (each a bot with the version it plays every
 * series in and the fit that seeds it), the pairs a Swiss may not pair, and the stage each round was released to.
 * Its series are {@link TournamentSeries} rows; what is ready, who is out and the placings follow from them by the
 * format's rules.
 */
@Entity
public class Tournament {

    /**
     * One entrant as stored; {@code withdrawn} says why it plays no more of the tournament (null: it plays), and
     * {@code withdrawnAfter} how many rounds were paired when it was withdrawn.
     */
    @Embeddable
    public record Entry(
            @Column(name = "bot_id") long bot,
            int version,
            double fit,
            String withdrawn,
            @Column(name = "withdrawn_after") Integer withdrawnAfter) {

        public Entry(long bot, int version, double fit) {
            this(bot, version, fit, null, null);
        }
    }

    /** A forbidden pair as stored, lower bot id first. */
    @Embeddable
    public record ForbiddenPair(@Column(name = "bot_low") long low, @Column(name = "bot_high") long high) {}

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    public String name;

    @Enumerated(EnumType.STRING)
    public TournamentFormat format;

    @Column(name = "best_of")
    public int bestOf;

    /** A Swiss's rounds; null for the other formats. */
    @Column(name = "swiss_rounds")
    public Integer swissRounds;

    @Column(name = "release_default")
    @Enumerated(EnumType.STRING)
    public Releases.Stage releaseDefault;

    /** The season whose top entrants it took, if it took them from one. */
    @Column(name = "season_id")
    public Long seasonId;

    public String ruleset;

    /** The group of teams its entrants were taken from (null: any team). */
    @Column(name = "team_group")
    public String teamGroup;

    /** Whether its games count in its season's ratings, as the season's own games do. */
    @Column(name = "counts_in_season")
    public boolean countsInSeason;

    @Column(name = "move_timeout_ms")
    public int moveTimeoutMs;

    @Enumerated(EnumType.STRING)
    public TournamentState state = TournamentState.DRAFT;

    @ElementCollection(fetch = FetchType.EAGER)
    @CollectionTable(name = "tournament_entrant", joinColumns = @JoinColumn(name = "tournament_id"))
    public List<Entry> entrants = new ArrayList<>();

    @ElementCollection(fetch = FetchType.EAGER)
    @CollectionTable(name = "tournament_forbidden_pair", joinColumns = @JoinColumn(name = "tournament_id"))
    public Set<ForbiddenPair> forbidden = new HashSet<>();

    @ElementCollection(fetch = FetchType.EAGER)
    @CollectionTable(name = "tournament_release", joinColumns = @JoinColumn(name = "tournament_id"))
    @MapKeyColumn(name = "round")
    @Column(name = "stage")
    @Enumerated(EnumType.STRING)
    public Map<Integer, Releases.Stage> released = new HashMap<>();

    @Column(name = "created_at", updatable = false)
    public Instant createdAt = Instant.now().truncatedTo(ChronoUnit.MICROS);

    @Column(name = "started_at")
    public Instant startedAt;

    @Column(name = "finished_at")
    public Instant finishedAt;

    /**
     * Withdraws the entrant, saying why, after the {@code paired} rounds paired so far: a Swiss pairs it in none after,
     * and each of its series not decided is a walkover.
     */
    void withdraw(Entry entry, String reason, int paired) {
        entrants.set(entrants.indexOf(entry), new Entry(entry.bot(), entry.version(), entry.fit(), reason, paired));
    }

    /** Its format's pure rules. */
    public Format rules() {
        Set<Pair> pairs = new HashSet<>();
        forbidden.forEach(pair -> pairs.add(new Pair(pair.low(), pair.high())));
        Map<Long, Integer> withdrawnAfter = new HashMap<>();
        entrants.stream()
                .filter(e -> e.withdrawnAfter() != null)
                .forEach(e -> withdrawnAfter.put(e.bot(), e.withdrawnAfter()));
        return format.rules(swissRounds, pairs, withdrawnAfter);
    }

    /** Its entrants as the rules take them. */
    public List<Entrant> ruleEntrants() {
        return entrants.stream().map(e -> new Entrant(e.bot(), e.fit())).toList();
    }

    public Optional<Entry> entry(long bot) {
        return entrants.stream().filter(e -> e.bot() == bot).findFirst();
    }

    public Releases releases() {
        return new Releases(releaseDefault, released);
    }
}
