package io.admiralty.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.admiralty.bot.BotDefinition;
import io.admiralty.game.Coord;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.Orientation;
import io.admiralty.game.Outcome;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Ship;
import io.admiralty.game.ShotResult;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The words of {@code play --env}'s line protocol, both ways. */
class EnvProtocolTest {

    @Test
    void aBatchLineIsItsCommandsInOrderButOpenTakesTheWholeLine() {
        assertThat(EnvProtocol.commands("fire a 1.2 | fire b 3.4 | reset c 7 1"))
                .containsExactly("fire a 1.2", "fire b 3.4", "reset c 7 1");
        assertThat(EnvProtocol.commands("open a classic A me native:sh -c 'x | y'"))
                .containsExactly("open a classic A me native:sh -c 'x | y'");
    }

    @Test
    void commandsAreReadIntoTheirParts() {
        assertThat(EnvProtocol.parse("hello")).isEqualTo(new EnvProtocol.Hello());
        assertThat(EnvProtocol.parse("open e-1 8x8:4,3:salvo B agent builtin:hunter"))
                .isEqualTo(new EnvProtocol.Open(
                        "e-1",
                        Ruleset.parse("8x8:4,3:salvo"),
                        List.of(Side.B),
                        "agent",
                        BotDefinition.parse("builtin:hunter")));
        assertThat(EnvProtocol.parse("open both classic AB x"))
                .isEqualTo(new EnvProtocol.Open("both", Ruleset.classic(), List.of(Side.A, Side.B), "x", null));
        assertThat(EnvProtocol.parse("reset e -9000000000000000000 3"))
                .isEqualTo(new EnvProtocol.Reset("e", -9000000000000000000L, 3));
        assertThat(EnvProtocol.parse("fire e 0.9 10.0"))
                .isEqualTo(new EnvProtocol.Fire("e", List.of(Coord.of(0, 9), Coord.of(10, 0))));
        assertThat(((EnvProtocol.Place) EnvProtocol.parse("place e 0.0.5.a 9.5.2.d"))
                        .placement()
                        .ships())
                .containsExactly(new Ship(0, 0, 5, Orientation.ACROSS), new Ship(9, 5, 2, Orientation.DOWN));
        assertThat(EnvProtocol.parse("record e")).isEqualTo(new EnvProtocol.RecordOf("e"));
        assertThat(EnvProtocol.parse("close e")).isEqualTo(new EnvProtocol.Close("e"));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = ';',
            value = {
                "jump e; e; unknown command 'jump'",
                "jump; -; unknown command 'jump'",
                "reset; -; reset needs an environment id",
                "reset e/1 1 1; -; reset needs an environment id",
                "reset e 1; e; reset ID SEED GAME: too few words",
                "reset e 1 0; e; GAME counts from 1",
                "reset e x 1; e; SEED is a whole number, was 'x'",
                "fire e 3; e; a shot is X.Y, was '3'",
                "fire e 3.-1; e; Y is a whole number 0..999, was '-1'",
                "fire e 3.1000; e; Y is a whole number 0..999, was '1000'",
                "place e 0.0.5.x; e; a ship is X.Y.LENGTH.a (across) or X.Y.LENGTH.d (down)",
                "place e 0.0.0.a; e; a ship's LENGTH is at least 1",
                "open e classic A; e; too few words",
                "open e 0x0:1 A me builtin:random; e; board must be 1..100",
                "open e classic C me builtin:random; e; SEATS is A, B or AB",
                "open e classic A m!e builtin:random; e; NAME is one word",
                "open e classic A me; e; one seat outside needs a BOT",
                "open e classic AB me builtin:random; e; SEATS AB plays both seats: no BOT",
                "open e classic A me builtin:nobody; e; nobody",
                "open e salvo A me skynet:./bot; e; cannot play salvo",
                "record e 1; e; record ID: too many words",
            })
    void aCommandThatCannotBeReadIsRefusedWithItsIdAndTheReason(String command, String id, String reason) {
        assertThatThrownBy(() -> EnvProtocol.parse(command))
                .isInstanceOfSatisfying(EnvProtocol.Refused.class, refused -> assertThat(refused.id())
                        .isEqualTo(id.equals("-") ? null : id))
                .hasMessageContaining(reason);
    }

    @Test
    void strikesAreOneWordEachAndTheEndNamesWinnerAndReason() {
        StringBuilder reply = new StringBuilder("e");
        EnvProtocol.strike(reply, new Strike(1, Side.A, 3, 4, ShotResult.MISS, null, null));
        EnvProtocol.strike(reply, new Strike(2, Side.B, 0, 12, ShotResult.HIT, null, null));
        EnvProtocol.strike(reply, new Strike(3, Side.A, 9, 9, ShotResult.SUNK, 4, 2));
        EnvProtocol.over(reply, Outcome.fleetSunk(Side.A));
        assertThat(reply).hasToString("e A.3.4.m B.0.12.h A.9.9.s4 over A fleet_sunk");

        StringBuilder forfeit = new StringBuilder("e");
        EnvProtocol.over(forfeit, Outcome.forfeit(Side.B, ForfeitReason.CRASH, "exited | with\nstatus 1"));
        assertThat(forfeit).hasToString("e over A forfeit_crash exited with status 1");

        StringBuilder draw = new StringBuilder("e");
        EnvProtocol.over(draw, Outcome.turnCap());
        assertThat(draw).hasToString("e over draw turn_cap");
    }
}
