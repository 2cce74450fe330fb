package io.admiralty.league.persistence;

import io.admiralty.bot.Dialect;
import io.admiralty.bot.Kind;
import io.admiralty.game.Coded;
import jakarta.persistence.AttributeConverter;

/**
 * Enums stored by their words ({@link Coded#code}): the columns hold {@code 'process'}, {@code 'arena-json'},
 * {@code 'queued'}, never an ordinal, so rows read the same whatever order the constants are declared in.
 */
abstract class CodedColumn<E extends Enum<E> & Coded> implements AttributeConverter<E, String> {

    private final Class<E> type;

    CodedColumn(Class<E> type) {
        this.type = type;
    }

    @Override
    public String convertToDatabaseColumn(E value) {
        return value == null ? null : value.code();
    }

    @Override
    public E convertToEntityAttribute(String code) {
        if (code == null) {
            return null;
        }
        return Coded.find(type, code).orElseThrow(() -> new IllegalStateException("stored " + type.getSimpleName() + " '" + code + "' is unknown"));
    }

    static final class KindColumn extends CodedColumn<Kind> {
        KindColumn() {
            super(Kind.class);
        }
    }

    static final class DialectColumn extends CodedColumn<Dialect> {
        DialectColumn() {
            super(Dialect.class);
        }
    }

    static final class MatchupStatusColumn extends CodedColumn<MatchupStatus> {
        MatchupStatusColumn() {
            super(MatchupStatus.class);
        }
    }

    static final class SkillStatusColumn extends CodedColumn<SkillStatus> {
        SkillStatusColumn() {
            super(SkillStatus.class);
        }
    }

    static final class RoundTriggerColumn extends CodedColumn<RoundTrigger> {
        RoundTriggerColumn() {
            super(RoundTrigger.class);
        }
    }

    static final class PairingModeColumn extends CodedColumn<PairingMode> {
        PairingModeColumn() {
            super(PairingMode.class);
        }
    }

    static final class GateStateColumn extends CodedColumn<GateState> {
        GateStateColumn() {
            super(GateState.class);
        }
    }
}
