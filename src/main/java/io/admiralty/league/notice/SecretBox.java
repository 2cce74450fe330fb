package io.admiralty.league.notice;

import io.admiralty.league.LeagueConfig;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Seals webhook secrets for the database and opens them to sign a delivery. The league must know a secret to sign with
 * it (a hash, as for API tokens, would not do), so it is kept encrypted with AES-256-GCM under a key that is not in the
 * database: {@code admiralty.notices.webhooks.key}, or a key file the service makes once in its data folder. A copy of
 * the database alone then yields no secret; the key's keeper can read them all.
 */
@ApplicationScoped
public class SecretBox {

    static final String KEY_FILE = "webhook-secrets.key";
    private static final int IV_BYTES = 12;
    private static final int TAG_BITS = 128;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final SecretKey key;

    public SecretBox(NoticesConfig config, LeagueConfig league) {
        byte[] bytes = config.webhooks()
                .key()
                .map(text -> decode(text, "admiralty.notices.webhooks.key"))
                .orElseGet(() -> keyFile(Path.of(league.dataDir()).resolve(KEY_FILE)));
        this.key = new SecretKeySpec(bytes, "AES");
    }

    /** The key in the file, made (readable by this user only) when there is none yet. */
    private static byte[] keyFile(Path file) {
        try {
            Files.createDirectories(file.getParent());
            byte[] fresh = new byte[32];
            RANDOM.nextBytes(fresh);
            try {
                Files.createFile(
                        file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
                Files.writeString(file, Base64.getEncoder().encodeToString(fresh));
            } catch (FileAlreadyExistsException made) {
                // made before: by an earlier start, or by another instance on the same folder just now
            } catch (UnsupportedOperationException noPosix) {
                Files.writeString(file, Base64.getEncoder().encodeToString(fresh));
            }
            return decode(Files.readString(file).strip(), file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot keep the webhook secrets' key in " + file, e);
        }
    }

    private static byte[] decode(String text, String where) {
        byte[] bytes;
        try {
            bytes = Base64.getDecoder().decode(text.strip());
        } catch (IllegalArgumentException e) {
            bytes = new byte[0];
        }
        if (bytes.length != 32) {
            throw new IllegalArgumentException(
                    where + " must hold 32 bytes in base64 (head -c 32 /dev/urandom | base64)");
        }
        return bytes;
    }

    /** The secret encrypted, with its random IV in front, in base64. */
    String seal(String secret) {
        try {
            byte[] iv = new byte[IV_BYTES];
            RANDOM.nextBytes(iv);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, iv));
            byte[] sealed = cipher.doFinal(secret.getBytes(StandardCharsets.UTF_8));
            return Base64.getEncoder()
                    .encodeToString(ByteBuffer.allocate(IV_BYTES + sealed.length)
                            .put(iv)
                            .put(sealed)
                            .array());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES-GCM is in every JDK", e);
        }
    }

    /** The secret {@link #seal} sealed; fails when the key is not the one it was sealed with. */
    String open(String sealed) {
        byte[] bytes = Base64.getDecoder().decode(sealed);
        try {
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, bytes, 0, IV_BYTES));
            return new String(cipher.doFinal(bytes, IV_BYTES, bytes.length - IV_BYTES), StandardCharsets.UTF_8);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(
                    "a webhook secret does not open with this key: admiralty.notices.webhooks.key changed?", e);
        }
    }
}
