package io.admiralty;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class ServiceStartTest {

    @Inject
    AgroalDataSource dataSource;

    @Test
    void readinessIncludesTheDatabase() {
        given().when()
                .get("/q/health/ready")
                .then()
                .statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.name", hasItem("Database connections health check"));
    }

    @Test
    void schemaComesFromFlywayOnARealPostgreSql() throws Exception {
        try (Connection c = dataSource.getConnection();
                Statement s = c.createStatement()) {
            ResultSet version = s.executeQuery("select version()");
            version.next();
            assertThat(version.getString(1)).startsWith("PostgreSQL");
            ResultSet migrations =
                    s.executeQuery("select count(*) from flyway_schema_history where success and version = '1'");
            migrations.next();
            assertThat(migrations.getInt(1)).isEqualTo(1);
            ResultSet tables = s.executeQuery(
                    "select count(*) from information_schema.tables where table_name in ('game', 'strike')");
            tables.next();
            assertThat(tables.getInt(1)).isEqualTo(2);
        }
    }
}
