package io.admiralty.sandbox;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where this process's own cgroups are, as folders of the mounted cgroup file systems: the folder in the unified
 * (v2) hierarchy, if one is mounted, and for the v1 hierarchies one folder per controller. Read from the text of
 * {@code /proc/self/mountinfo} and {@code /proc/self/cgroup}, so it is the same on a host, in a container whose
 * cgroup file system shows only its own subtree, and in a test.
 */
record CgroupLayout(Optional<Path> unified, Map<String, Path> v1) {

    static CgroupLayout parse(String mountinfo, String cgroups) {
        Map<String, String> ownPaths = new LinkedHashMap<>();
        for (String line : cgroups.split("\n")) {
            String[] f = line.split(":", 3);
            if (f.length == 3) {
                // "4:memory:/a/b", "1:cpu,cpuacct:/", "0::/a" (v2 names no controller)
                for (String controller : f[1].isEmpty() ? new String[] {""} : f[1].split(",")) {
                    ownPaths.put(controller, f[2]);
                }
            }
        }
        Optional<Path> unified = Optional.empty();
        Map<String, Path> v1 = new LinkedHashMap<>();
        for (String line : mountinfo.split("\n")) {
            List<String> f = List.of(line.split(" "));
            int dash = f.indexOf("-");
            if (dash < 6 || f.size() < dash + 4) {
                continue;
            }
            String root = unescape(f.get(3));
            String mountPoint = unescape(f.get(4));
            String type = f.get(dash + 1);
            if (type.equals("cgroup2") && unified.isEmpty()) {
                unified = below(mountPoint, root, ownPaths.get(""));
            } else if (type.equals("cgroup")) {
                for (String option : f.get(dash + 3).split(",")) {
                    // "name=systemd" names a hierarchy without a controller
                    if (ownPaths.containsKey(option)
                            && !option.isEmpty()
                            && !option.contains("=")
                            && !v1.containsKey(option)) {
                        below(mountPoint, root, ownPaths.get(option)).ifPresent(folder -> v1.put(option, folder));
                    }
                }
            }
        }
        return new CgroupLayout(unified, v1);
    }

    /** The folder of cgroup {@code path} in a mount of the hierarchy's {@code root} at {@code mountPoint}, if it shows it. */
    private static Optional<Path> below(String mountPoint, String root, String path) {
        if (path == null) {
            return Optional.empty();
        }
        String prefix = root.equals("/") ? "" : root;
        if (!(path.equals(root) || path.startsWith(prefix + "/"))) {
            return Optional.empty();
        }
        String rest = path.substring(prefix.length());
        return Optional.of(Path.of(mountPoint + (rest.equals("/") ? "" : rest)));
    }

    /** mountinfo writes space, tab, newline and backslash in octal. */
    private static String unescape(String field) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            if (c == '\\'
                    && i + 3 < field.length()
                    && field.substring(i + 1, i + 4).chars().allMatch(d -> d >= '0' && d <= '7')) {
                out.append((char) Integer.parseInt(field.substring(i + 1, i + 4), 8));
                i += 3;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
