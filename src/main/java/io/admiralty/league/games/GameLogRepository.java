package io.admiralty.league.games;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;

/** The stored stderr logs, read; {@link GameStore} writes them with the games. */
@ApplicationScoped
public class GameLogRepository implements PanacheRepositoryBase<GameLog, GameLog.Key> {

    /** The logs of one game's seats that wrote anything. */
    public List<GameLog> ofGame(long gameId) {
        return list("gameId", gameId);
    }
}
