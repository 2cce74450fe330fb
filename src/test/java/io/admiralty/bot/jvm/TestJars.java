package io.admiralty.bot.jvm;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/** Real bot jars for tests: compiled from source against the bot API, with their service entry. */
public final class TestJars {

    private TestJars() {}

    /** Compiles one source file against the bot API and packs it, as {@code <work>/<name>.jar}. */
    public static Path build(Path work, String name, Path source, String implementation) throws IOException {
        return build(work, name, source, implementation, Path.of("target", "classes"));
    }

    /** The same, compiled against {@code botApi}: the build's classes, or the bot API jar a bot author gets. */
    public static Path build(Path work, String name, Path source, String implementation, Path botApi)
            throws IOException {
        Path classes = Files.createTempDirectory(work, name);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int status = javac.run(null, null, null, "-d", classes.toString(), "-cp", botApi.toString(), source.toString());
        assertThat(status).as("compiling " + source).isZero();
        Path jar = work.resolve(name + ".jar");
        try (OutputStream file = Files.newOutputStream(jar);
                JarOutputStream out = new JarOutputStream(file);
                Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(f).toString()));
                Files.copy(f, out);
                out.closeEntry();
            }
            out.putNextEntry(new JarEntry("META-INF/services/io.admiralty.botapi.BattleshipBot"));
            out.write((implementation + "\n").getBytes());
            out.closeEntry();
        }
        return jar;
    }
}
