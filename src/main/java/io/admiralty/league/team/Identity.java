package io.admiralty.league.team;

import io.admiralty.league.Hashes;
import io.admiralty.league.LeagueConfig;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.LaunchMode;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.TokenAuthenticationRequest;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import org.jboss.logging.Logger;

/**
 * Bearer tokens, turned into who is asking ({@link Roles}): the organiser's from configuration, teams' stored as
 * SHA-256 hashes. A token it does not know gets no identity from here, so that another provider of tokens (OIDC's,
 * one day) may still know it; when none does, Quarkus Security refuses the request.
 */
@ApplicationScoped
public class Identity implements IdentityProvider<TokenAuthenticationRequest> {

    private static final Logger LOG = Logger.getLogger(Identity.class);
    private static final SecureRandom RANDOM = new SecureRandom();

    private final TeamRepository teams;
    private final String adminToken;
    private final byte[] adminTokenHash;
    private final boolean generated;

    public Identity(TeamRepository teams, LeagueConfig config) {
        this.teams = teams;
        String configured = config.adminToken().filter(t -> !t.isBlank()).orElse(null);
        this.generated = configured == null && LaunchMode.current() == LaunchMode.DEVELOPMENT;
        this.adminToken = generated ? newToken() : configured;
        this.adminTokenHash = adminToken == null ? null : hash(adminToken).getBytes(StandardCharsets.US_ASCII);
    }

    void announce(@Observes StartupEvent start) {
        if (generated) {
            LOG.infof("Organiser token for this run (set ADMIRALTY_ADMIN_TOKEN to choose one): %s", adminToken);
        } else if (adminToken == null) {
            LOG.warn("ADMIRALTY_ADMIN_TOKEN is not set: organiser requests are refused");
        }
    }

    @Override
    public Class<TokenAuthenticationRequest> getRequestType() {
        return TokenAuthenticationRequest.class;
    }

    /**
     * The organiser, a team, or no identity for a token nobody was given. The organiser's token is compared by its
     * hash, in constant time; a team's is looked up by its hash in the database, off the event loop.
     */
    @Override
    public Uni<SecurityIdentity> authenticate(
            TokenAuthenticationRequest request, AuthenticationRequestContext context) {
        String token = request.getToken().getToken();
        String hash = hash(token);
        // hashes have one length, so the comparison takes as long whatever was sent
        if (adminTokenHash != null && MessageDigest.isEqual(adminTokenHash, hash.getBytes(StandardCharsets.US_ASCII))) {
            return Uni.createFrom().item(Roles.organiser());
        }
        return context.runBlocking(() -> QuarkusTransaction.joiningExisting()
                .call(() ->
                        teams.byTokenHash(hash).map(team -> Roles.team(team.id)).orElse(null)));
    }

    /** 256 random bits; a plain hash suffices to store such a token (there is nothing to brute-force). */
    static String newToken() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return "adm_" + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    static String hash(String token) {
        return Hashes.sha256(token.getBytes(StandardCharsets.UTF_8));
    }
}
