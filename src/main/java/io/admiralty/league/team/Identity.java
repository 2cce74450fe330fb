package io.admiralty.league.team;

import io.admiralty.Refusal;
import io.admiralty.league.LeagueConfig;
import io.admiralty.league.registry.ArtifactStore;
import io.quarkus.runtime.LaunchMode;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.transaction.Transactional;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import org.jboss.logging.Logger;

/** Bearer tokens: the organiser's from configuration, teams' stored as SHA-256 hashes. */
@ApplicationScoped
public class Identity {

    private static final Logger LOG = Logger.getLogger(Identity.class);
    private static final SecureRandom RANDOM = new SecureRandom();

    private final TeamRepository teams;
    private final String adminToken;
    private final boolean generated;

    public Identity(TeamRepository teams, LeagueConfig config) {
        this.teams = teams;
        String configured = config.adminToken().filter(t -> !t.isBlank()).orElse(null);
        this.generated = configured == null && LaunchMode.current() == LaunchMode.DEVELOPMENT;
        this.adminToken = generated ? newToken() : configured;
    }

    void announce(@Observes StartupEvent start) {
        if (generated) {
            LOG.infof("Organiser token for this run (set ADMIRALTY_ADMIN_TOKEN to choose one): %s", adminToken);
        } else if (adminToken == null) {
            LOG.warn("ADMIRALTY_ADMIN_TOKEN is not set: organiser requests are refused");
        }
    }

    /** The caller named by an {@code Authorization} header; a token that matches nobody is refused, not ignored. */
    @Transactional
    public Caller resolve(String authorization) {
        if (authorization == null || authorization.isBlank()) {
            return new Caller.Anonymous();
        }
        if (!authorization.regionMatches(true, 0, "Bearer ", 0, 7)) {
            throw Refusal.unauthenticated("Authorization must be 'Bearer <token>'");
        }
        String token = authorization.substring(7).trim();
        if (adminToken != null
                && MessageDigest.isEqual(
                        adminToken.getBytes(StandardCharsets.UTF_8), token.getBytes(StandardCharsets.UTF_8))) {
            return new Caller.Organiser();
        }
        long team = teams.byTokenHash(hash(token))
                .map(t -> t.id)
                .orElseThrow(() -> Refusal.unauthenticated("unknown token"));
        return new Caller.Team(team);
    }

    /** 256 random bits; a plain hash suffices to store such a token (there is nothing to brute-force). */
    static String newToken() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return "adm_" + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    static String hash(String token) {
        return ArtifactStore.sha256(token.getBytes(StandardCharsets.UTF_8));
    }
}
