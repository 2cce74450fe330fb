package io.admiralty.league.runtime;

import java.nio.file.Path;

/** Where a stored upload's files are on this machine: the registry keeps the uploads, and unpacks them for a launch. */
public interface ArtifactFolders {

    /** The unpacked folder of the artifact named {@code sha}, unpacked first if need be. */
    Path folder(String sha);

    /**
     * An upload that cannot be used: its archive does not pass the checks an upload passes now (it was stored before
     * they existed). The team's fault, said in the league's words.
     */
    final class UnusableFiles extends RuntimeException {
        public UnusableFiles(String why) {
            super(why);
        }
    }
}
