package io.admiralty.league.gate;

import io.admiralty.game.Side;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.persistence.Tuple;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** Version gates, and the results of their games as the test reads them. */
@ApplicationScoped
public class GateRepository implements PanacheRepositoryBase<Gate, Long> {

    /** One stored game of a gate: its matchup, number, the bots and versions by seat, and the winning seat (null: a draw). */
    public record GateGame(long matchup, int index, long botA, long botB, int versionA, int versionB, Side winner) {}

    /** The gate, locked until the transaction ends: its matchups finish one at a time. */
    public Optional<Gate> lock(long id) {
        return findByIdOptional(id, LockModeType.PESSIMISTIC_WRITE);
    }

    /** The bot's gates, newest first. */
    public List<Gate> ofBot(long bot) {
        return getEntityManager()
                .createNamedQuery("Gate.ofBot", Gate.class)
                .setParameter("bot", bot)
                .getResultList();
    }

    public Optional<Gate> ofVersion(long bot, int version) {
        return getEntityManager()
                .createNamedQuery("Gate.ofVersion", Gate.class)
                .setParameter("bot", bot)
                .setParameter("version", version)
                .getResultStream()
                .findFirst();
    }

    public List<Gate> running(Collection<Long> bots) {
        return getEntityManager()
                .createNamedQuery("Gate.runningOfBots", Gate.class)
                .setParameter("bots", bots)
                .setParameter("running", GateState.RUNNING)
                .getResultList();
    }

    public long runningOfTeam(long team) {
        return getEntityManager()
                .createNamedQuery("Gate.runningOfTeam", Long.class)
                .setParameter("team", team)
                .setParameter("running", GateState.RUNNING)
                .getSingleResult();
    }

    /** Every stored game of the gate's matchups. */
    public List<GateGame> games(long gate) {
        return getEntityManager()
                .createNamedQuery("StoredGame.ofGate", Tuple.class)
                .setParameter("gate", gate)
                .getResultStream()
                .map(row -> new GateGame(
                        row.get(0, Long.class),
                        row.get(1, Integer.class),
                        row.get(2, Long.class),
                        row.get(3, Long.class),
                        row.get(4, Integer.class),
                        row.get(5, Integer.class),
                        row.get(6, Side.class)))
                .toList();
    }
}
