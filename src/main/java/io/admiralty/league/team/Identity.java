package io.admiralty.league.team;

import io.admiralty.league.Hashes;
import io.admiralty.league.LeagueConfig;
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
 * The organiser's bearer token from configuration, turned into who is asking ({@link Roles}). A token it does not
 * know gets no identity from here, so that another provider of tokens (teams' API tokens, in {@code league.account})
 * may still know it; when none does, Quarkus Security refuses the request.
 */
@ApplicationScoped
public class Identity implements IdentityProvider<TokenAuthenticationRequest> {

    private static final Logger LOG = Logger.getLogger(Identity.class);
    private static final SecureRandom RANDOM = new SecureRandom();

    private final String adminToken;
    private final byte[] adminTokenHash;
    private final boolean generated;

    public Identity(LeagueConfig config) {
        String configured = config.adminToken().filter(t -> !t.isBlank()).orElse(null);
        this.generated = configured == null && LaunchMode.current() == LaunchMode.DEVELOPMENT;
        this.adminToken = generated ? newToken() : configured;
        this.adminTokenHash = adminToken == null ? null : hash(adminToken).getBytes(StandardCharsets.US_ASCII);
    }

    void announce(@Observes StartupEvent start) {
        if (generated) {
            LOG.infof("Organiser token for this run (set ADMIRALTY_ADMIN_TOKEN to choose one): %s", adminToken);
        } else if (adminToken == null) {
            // the organiser's signed-in account (a password, or OpenID Connect) is the organiser whatever this says
            LOG.info("ADMIRALTY_ADMIN_TOKEN is not set: no bearer token acts as the organiser; the organiser signs in"
                    + " with an account instead (/sign-in)");
        }
    }

    @Override
    public Class<TokenAuthenticationRequest> getRequestType() {
        return TokenAuthenticationRequest.class;
    }

    /** The organiser, or no identity. The token is compared by its hash, in constant time. */
    @Override
    public Uni<SecurityIdentity> authenticate(
            TokenAuthenticationRequest request, AuthenticationRequestContext context) {
        String token = request.getToken().getToken();
        String hash = hash(token);
        // hashes have one length, so the comparison takes as long whatever was sent
        if (adminTokenHash != null && MessageDigest.isEqual(adminTokenHash, hash.getBytes(StandardCharsets.US_ASCII))) {
            return Uni.createFrom().item(Roles.organiser());
        }
        return Uni.createFrom().nullItem();
    }

    /** 256 random bits; a plain hash suffices to store such a token (there is nothing to brute-force). */
    public static String newToken() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return "adm_" + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** The token's SHA-256 in hex, as tokens are stored. */
    public static String hash(String token) {
        return Hashes.sha256(token.getBytes(StandardCharsets.UTF_8));
    }
}
