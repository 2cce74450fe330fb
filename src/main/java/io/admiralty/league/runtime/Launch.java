package io.admiralty.league.runtime;

import io.admiralty.bot.Kind;
import java.util.List;

/**
 * One version of a bot as a worker starts it: what the registry stored of it. {@code artifact} names its uploaded
 * files ({@link ArtifactFolders}), null when it has none.
 */
public record Launch(
        long botId,
        int version,
        String name,
        Kind kind,
        String dialect,
        List<String> command,
        String url,
        String artifact) {}
