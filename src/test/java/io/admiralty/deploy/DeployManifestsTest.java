package io.admiralty.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * deploy/ checked offline: every Kubernetes object against its API schema, the CloudNativePG Cluster and the KEDA
 * objects against their CRD schemas (npm kubernetes-models, @kubernetes-models/keda), compose.yaml against the compose specification's JSON schema, by
 * deploy/check/validate.mjs (its npm packages are installed before the tests, from .ci/packages); then what the
 * schemas cannot see: the pieces must fit together.
 */
class DeployManifestsTest {

    private static final Path DEPLOY = Path.of("deploy");
    private static final ObjectMapper YAML = new YAMLMapper();

    @Test
    void everyManifestAndTheComposeFileMatchTheirSchemas() throws Exception {
        Result check = run(
                DEPLOY.resolve("check"),
                "node",
                "validate.mjs",
                DEPLOY.toAbsolutePath().toString());
        assertThat(check.code()).as(check.output()).isZero();
        assertThat(check.output().lines().toList())
                .containsExactlyInAnyOrder(
                        "valid admiralty.yaml ConfigMap/admiralty",
                        "valid admiralty.yaml Secret/admiralty-organiser",
                        "valid admiralty.yaml Deployment/admiralty",
                        "valid admiralty.yaml Deployment/admiralty-worker",
                        "valid admiralty.yaml Service/admiralty",
                        "valid admiralty.yaml Ingress/admiralty",
                        "valid keda.yaml TriggerAuthentication/admiralty-db",
                        "valid keda.yaml ScaledObject/admiralty-worker",
                        "valid postgres.yaml Cluster/admiralty-db",
                        "valid compose.yaml");
    }

    @Test
    void theValidatorCatchesBrokenFiles() throws Exception {
        Path broken = Files.createTempDirectory(Path.of("target").toAbsolutePath(), "deploy-broken");
        Files.createDirectories(broken.resolve("k8s"));
        Files.writeString(
                broken.resolve("k8s/admiralty.yaml"),
                Files.readString(DEPLOY.resolve("k8s/admiralty.yaml")).replace("replicas: 2", "replicas: two"));
        Files.writeString(
                broken.resolve("k8s/postgres.yaml"),
                Files.readString(DEPLOY.resolve("k8s/postgres.yaml")).replace("instances: 3", "instances: many"));
        Files.writeString(
                broken.resolve("k8s/keda.yaml"),
                Files.readString(DEPLOY.resolve("k8s/keda.yaml"))
                        .replace("maxReplicaCount: 8", "maxReplicaCount: lots"));
        Files.writeString(
                broken.resolve("compose.yaml"),
                Files.readString(DEPLOY.resolve("compose.yaml"))
                        .replace("condition: service_healthy", "condition: whenever"));
        Result check = run(DEPLOY.resolve("check"), "node", "validate.mjs", broken.toString());
        assertThat(check.code()).isEqualTo(1);
        assertThat(check.output())
                .contains("INVALID admiralty.yaml Deployment/admiralty: data/spec/replicas must be integer")
                .contains("INVALID postgres.yaml Cluster/admiralty-db: data/spec/instances must be integer")
                .contains("INVALID keda.yaml ScaledObject/admiralty-worker: data/spec/maxReplicaCount must be integer")
                .contains("INVALID compose.yaml")
                .contains("condition must be equal to one of the allowed values");
    }

    @Test
    void theKubernetesPiecesFitTogether() throws IOException {
        Map<String, JsonNode> objects = new HashMap<>();
        for (String file : List.of("k8s/admiralty.yaml", "k8s/postgres.yaml")) {
            for (JsonNode object : YAML.readValues(
                            new YAMLFactory().createParser(DEPLOY.resolve(file).toFile()), JsonNode.class)
                    .readAll()) {
                objects.put(
                        object.get("kind").asText() + "/"
                                + object.at("/metadata/name").asText(),
                        object);
            }
        }
        JsonNode api = objects.get("Deployment/admiralty");
        JsonNode worker = objects.get("Deployment/admiralty-worker");
        JsonNode cluster = objects.get("Cluster/admiralty-db");
        JsonNode config = objects.get("ConfigMap/admiralty");
        assertThat(api.at("/spec/replicas").asInt())
                .as("public replicas share the load")
                .isGreaterThanOrEqualTo(2);
        String cnpgName = cluster.at("/metadata/name").asText();
        String database = cluster.at("/spec/bootstrap/initdb/database").asText();
        for (JsonNode deployment : List.of(api, worker)) {
            JsonNode container = deployment.at("/spec/template/spec/containers/0");
            assertThat(container.at("/readinessProbe/httpGet/path").asText()).isEqualTo("/q/health/ready");
            assertThat(container.at("/livenessProbe/httpGet/path").asText()).isEqualTo("/q/health/live");
            assertThat(deployment.at("/spec/selector/matchLabels"))
                    .isEqualTo(deployment.at("/spec/template/metadata/labels"));
            // credentials come from the secrets that exist
            List<String> secrets = new ArrayList<>();
            container.get("env").forEach(env -> {
                if (env.has("valueFrom")) {
                    secrets.add(env.at("/valueFrom/secretKeyRef/name").asText());
                }
            });
            assertThat(secrets)
                    .containsOnly("admiralty-organiser", cnpgName + "-app")
                    .contains("admiralty-organiser");
            assertThat(container.at("/envFrom/0/configMapRef/name").asText()).isEqualTo("admiralty");
        }
        assertThat(env(api, "ADMIRALTY_ROLE")).isEqualTo("api");
        assertThat(env(worker, "ADMIRALTY_ROLE")).isEqualTo("worker");
        // the Service reaches the public instances, never a worker (which would answer every public path 404)
        JsonNode selector = objects.get("Service/admiralty").at("/spec/selector");
        assertThat(selector).isEqualTo(api.at("/spec/template/metadata/labels"));
        assertThat(selector).isNotEqualTo(worker.at("/spec/template/metadata/labels"));
        // the JDBC URL names the cluster's read-write service and its database
        assertThat(config.at("/data/QUARKUS_DATASOURCE_JDBC_URL").asText())
                .isEqualTo("jdbc:postgresql://" + cnpgName + "-rw:5432/" + database);
        assertThat(objects).containsKey("Secret/admiralty-organiser");
    }

    /**
     * KEDA scales the workers on the queue: its target is the worker Deployment, its PostgreSQL trigger reaches the
     * cluster's database as the application user, and its query counts process work by the workers' CPU slots.
     */
    @Test
    void theScalerScalesTheWorkersOnTheQueue() throws IOException {
        Map<String, JsonNode> objects = new HashMap<>();
        for (String file : List.of("k8s/admiralty.yaml", "k8s/postgres.yaml", "k8s/keda.yaml")) {
            for (JsonNode object : YAML.readValues(
                            new YAMLFactory().createParser(DEPLOY.resolve(file).toFile()), JsonNode.class)
                    .readAll()) {
                objects.put(
                        object.get("kind").asText() + "/"
                                + object.at("/metadata/name").asText(),
                        object);
            }
        }
        JsonNode scaled = objects.get("ScaledObject/admiralty-worker");
        JsonNode worker = objects.get(
                "Deployment/" + scaled.at("/spec/scaleTargetRef/name").asText());
        assertThat(worker).as("the scaled Deployment").isNotNull();
        assertThat(env(worker, "ADMIRALTY_ROLE")).isEqualTo("worker");
        assertThat(scaled.at("/spec/minReplicaCount").asInt())
                .isLessThanOrEqualTo(scaled.at("/spec/maxReplicaCount").asInt());
        JsonNode trigger = scaled.at("/spec/triggers/0");
        assertThat(trigger.get("type").asText()).isEqualTo("postgresql");
        JsonNode cluster = objects.get("Cluster/admiralty-db");
        String cnpgName = cluster.at("/metadata/name").asText();
        assertThat(trigger.at("/metadata/host").asText()).isEqualTo(cnpgName + "-rw");
        assertThat(trigger.at("/metadata/dbName").asText())
                .isEqualTo(cluster.at("/spec/bootstrap/initdb/database").asText());
        assertThat(trigger.at("/metadata/userName").asText())
                .isEqualTo(cluster.at("/spec/bootstrap/initdb/owner").asText());
        JsonNode authentication = objects.get(
                "TriggerAuthentication/" + trigger.at("/authenticationRef/name").asText());
        assertThat(authentication.at("/spec/secretTargetRef/0/name").asText()).isEqualTo(cnpgName + "-app");
        assertThat(trigger.at("/metadata/query").asText())
                .contains("/ " + env(worker, "ADMIRALTY_LEAGUE_CPU_SLOTS") + ".0)");
    }

    private static String env(JsonNode deployment, String name) {
        for (JsonNode env : deployment.at("/spec/template/spec/containers/0/env")) {
            if (env.get("name").asText().equals(name)) {
                return env.get("value").asText();
            }
        }
        throw new AssertionError(name + " is not set in " + deployment.at("/metadata/name"));
    }

    /**
     * The Ingress lists what the public may reach: every page and the files they load, the APIs and their
     * documentation; never the metrics or the health checks.
     */
    @Test
    void theIngressServesThePublicPathsOnly() throws IOException {
        JsonNode ingress = null;
        for (JsonNode object : YAML.readValues(
                        new YAMLFactory()
                                .createParser(
                                        DEPLOY.resolve("k8s/admiralty.yaml").toFile()),
                        JsonNode.class)
                .readAll()) {
            if (object.get("kind").asText().equals("Ingress")) {
                ingress = object;
            }
        }
        assertThat(ingress).isNotNull();
        List<JsonNode> paths = new ArrayList<>();
        ingress.at("/spec/rules/0/http/paths").forEach(paths::add);
        java.util.function.Predicate<String> reachable = path -> paths.stream()
                .anyMatch(rule -> rule.get("pathType").asText().equals("Exact")
                        ? rule.get("path").asText().equals(path)
                        : path.equals(rule.get("path").asText())
                                || path.startsWith(rule.get("path").asText() + "/"));
        List<String> publicPaths = new ArrayList<>(List.of(
                "/",
                "/api/seasons",
                "/api/games/1",
                "/graphql",
                "/seasons/1",
                "/bots/1",
                "/games/1",
                "/tournaments/1",
                "/sign-in",
                "/sign-in/oidc",
                "/sign-out",
                "/sign-up",
                "/invites/adm_x",
                "/teams",
                "/teams/1",
                "/teams/1/notices",
                "/admin",
                "/admin/seasons/new",
                "/downloads",
                "/downloads/admiralty-play.jar",
                "/guides/for-teams",
                "/guides/for-organisers",
                "/q/openapi",
                "/q/swagger-ui/",
                "/q/graphql-ui/"));
        try (var files = Files.list(Path.of("src/main/resources/META-INF/resources"))) {
            // the pages themselves are served at their own addresses (/bots/1); the files they load by name
            files.map(file -> file.getFileName().toString())
                    .filter(name -> !name.endsWith(".html") || name.equals("index.html"))
                    .forEach(name -> publicPaths.add("/" + name));
        }
        assertThat(publicPaths).allMatch(reachable, "reachable through the Ingress");
        assertThat(List.of("/q/metrics", "/q/health/ready", "/q/health", "/q/dev-ui", "/metrics"))
                .noneMatch(reachable);
        ingress.at("/spec/rules/0/http/paths")
                .forEach(rule ->
                        assertThat(rule.at("/backend/service/name").asText()).isEqualTo("admiralty"));
    }

    @Test
    void theComposeServiceReachesItsDatabase() throws IOException {
        ObjectNode compose =
                (ObjectNode) YAML.readTree(DEPLOY.resolve("compose.yaml").toFile());
        JsonNode db = compose.at("/services/db/environment");
        JsonNode service = compose.at("/services/admiralty/environment");
        assertThat(service.get("QUARKUS_DATASOURCE_JDBC_URL").asText())
                .isEqualTo("jdbc:postgresql://db:5432/" + db.get("POSTGRES_DB").asText());
        assertThat(service.get("QUARKUS_DATASOURCE_USERNAME").asText())
                .isEqualTo(db.get("POSTGRES_USER").asText());
        assertThat(service.get("QUARKUS_DATASOURCE_PASSWORD").asText())
                .isEqualTo(db.get("POSTGRES_PASSWORD").asText());
        assertThat(compose.at("/services/admiralty/build/dockerfile").asText()).isEqualTo("deploy/Dockerfile");
        assertThat(DEPLOY.resolve("Dockerfile")).exists();
    }

    private record Result(int code, String output) {}

    private static Result run(Path dir, String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(300, TimeUnit.SECONDS)).isTrue();
        return new Result(process.exitValue(), output);
    }
}
