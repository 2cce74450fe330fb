package io.admiralty.league.tournament;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.OptionalLong;

/**
 * Double elimination: out after two series lost. The winners' bracket is single elimination's; its losers drop into a
 * losers' bracket that alternates two kinds of round: its survivors meet each other, then meet the next round's losers
 * from the winners' bracket (who enter in reverse order every other time, so that an entrant just dropped does not
 * meet again at once someone it met above). The winners' bracket's winner meets the losers' bracket's in the grand
 * final; should the losers' side win it, both have lost once and a second grand final, the reset, decides. Placings:
 * the champion, the other finalist, then by the losers' round each went out in (the later, the better; those out in
 * the same round share the place).
 */
public record DoubleElimination() implements Format {

    @Override
    public Progress progress(List<Entrant> entrants, List<Series> series) {
        Bracket bracket = new Bracket(entrants, series);
        int size = Bracket.size(entrants.size());
        int rounds = Integer.numberOfTrailingZeros(size);
        List<Bracket.Match> winners = Bracket.winners(size);
        winners.forEach(bracket::play);
        LosersBracket losers = losers(size);
        losers.matches().forEach(bracket::play);
        Slot grandFinal = new Slot(2 * rounds, Slot.Section.GRAND_FINAL, 1);
        bracket.play(new Bracket.Match(
                grandFinal, new Bracket.WinnerOf(winners.get(winners.size() - 1).slot()), losers.champion()));
        OptionalLong first = bracket.entrant(new Bracket.WinnerOf(grandFinal));
        if (first.isEmpty() || !first.equals(bracket.entrant(losers.champion()))) {
            return bracket.progress(2, first.isPresent());
        }
        Slot reset = new Slot(2 * rounds + 1, Slot.Section.GRAND_FINAL, 2);
        bracket.play(new Bracket.Match(reset, new Bracket.WinnerOf(grandFinal), new Bracket.LoserOf(grandFinal)));
        return bracket.progress(2, bracket.entrant(new Bracket.WinnerOf(reset)).isPresent());
    }

    private record LosersBracket(List<Bracket.Match> matches, Bracket.Source champion) {}

    /** The losers' bracket of a winners' bracket of {@code size}: its round {@code i} plays in round {@code i + 1}. */
    private static LosersBracket losers(int size) {
        List<Bracket.Match> matches = new ArrayList<>();
        List<Bracket.Source> standing = losersOf(1, size / 2);
        int round = 0;
        if (standing.size() >= 2) {
            standing = meetEachOther(matches, ++round, standing);
        }
        for (int from = 2; (size >> from) >= 1; from++) {
            List<Bracket.Source> dropped = losersOf(from, size >> from);
            if (from % 2 == 0) {
                Collections.reverse(dropped);
            }
            List<Bracket.Source> survivors = new ArrayList<>();
            round++;
            for (int i = 0; i < standing.size(); i++) {
                survivors.add(addMatch(matches, round, i + 1, standing.get(i), dropped.get(i)));
            }
            standing = survivors;
            if (standing.size() >= 2) {
                standing = meetEachOther(matches, ++round, standing);
            }
        }
        return new LosersBracket(matches, standing.get(0));
    }

    private static List<Bracket.Source> losersOf(int winnersRound, int count) {
        List<Bracket.Source> losers = new ArrayList<>();
        for (int number = 1; number <= count; number++) {
            losers.add(new Bracket.LoserOf(Bracket.winnersSlot(winnersRound, number)));
        }
        return losers;
    }

    private static List<Bracket.Source> meetEachOther(
            List<Bracket.Match> matches, int round, List<Bracket.Source> standing) {
        List<Bracket.Source> survivors = new ArrayList<>();
        for (int i = 0; i < standing.size() / 2; i++) {
            survivors.add(addMatch(matches, round, i + 1, standing.get(2 * i), standing.get(2 * i + 1)));
        }
        return survivors;
    }

    /** Adds the losers' round {@code round} match {@code number} and answers where its winner goes on from. */
    private static Bracket.Source addMatch(
            List<Bracket.Match> matches, int round, int number, Bracket.Source upper, Bracket.Source lower) {
        Slot slot = new Slot(round + 1, Slot.Section.LOSERS, number);
        matches.add(new Bracket.Match(slot, upper, lower));
        return new Bracket.WinnerOf(slot);
    }
}
