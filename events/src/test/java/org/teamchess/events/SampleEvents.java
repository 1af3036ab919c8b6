package org.teamchess.events;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.teamchess.events.clock.ClockPaused;
import org.teamchess.events.clock.ClockResumed;
import org.teamchess.events.clock.ClockStarted;
import org.teamchess.events.clock.ClockTimeAdded;
import org.teamchess.events.clock.ClockTimeSet;
import org.teamchess.events.clock.FlagFell;
import org.teamchess.events.game.DrawAnswered;
import org.teamchess.events.game.DrawOffered;
import org.teamchess.events.game.GameCreated;
import org.teamchess.events.game.FocusAway;
import org.teamchess.events.game.FocusRecord;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.MovePlayed;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.GameStarted;
import org.teamchess.events.game.Termination;
import org.teamchess.events.registration.PersonalDataErased;
import org.teamchess.events.registration.PlayerLinked;
import org.teamchess.events.registration.RosterChanged;
import org.teamchess.events.registration.TeamRegistered;
import org.teamchess.events.registration.TeamWithdrawn;
import org.teamchess.events.tournament.BoardPairing;
import org.teamchess.events.tournament.BoardPlayerSubstituted;
import org.teamchess.events.tournament.BoardResultRecorded;
import org.teamchess.events.tournament.MatchDecider;
import org.teamchess.events.tournament.MatchEnded;
import org.teamchess.events.tournament.MatchOutcome;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.events.tournament.StandingsRow;
import org.teamchess.events.tournament.PlayoffUpdated;
import org.teamchess.events.tournament.StandingsUpdated;
import org.teamchess.events.tournament.TieBreakValue;
import org.teamchess.rules.Side;
import org.teamchess.rules.clock.TimeControl;

/** One envelope of every event type, with fixed ids and times. */
public final class SampleEvents {

    public static final UUID COMPETITION = UUID.fromString("00000000-0000-0000-0000-0000000000c1");
    public static final UUID TEAM = UUID.fromString("00000000-0000-0000-0000-0000000000a1");
    public static final UUID SECOND_TEAM = UUID.fromString("00000000-0000-0000-0000-0000000000a2");
    public static final UUID TOURNAMENT = UUID.fromString("00000000-0000-0000-0000-0000000000c2");
    public static final UUID SCHOOL = UUID.fromString("00000000-0000-0000-0000-0000000000b1");
    public static final UUID MATCH = UUID.fromString("00000000-0000-0000-0000-0000000000d1");
    public static final UUID GAME = UUID.fromString("00000000-0000-0000-0000-0000000000e1");
    public static final UUID SECOND_GAME = UUID.fromString("00000000-0000-0000-0000-0000000000e2");
    public static final UUID WHITE = UUID.fromString("00000000-0000-0000-0000-0000000000f1");
    public static final UUID BLACK = UUID.fromString("00000000-0000-0000-0000-0000000000f2");
    public static final UUID RESERVE = UUID.fromString("00000000-0000-0000-0000-0000000000f3");
    public static final Instant START = Instant.parse("2026-03-01T10:00:00Z");
    public static final Instant ADJUSTED_AT = Instant.parse("2026-03-01T10:41:07.250Z");
    public static final String ARBITER = "6d0f8a3c-1b2e-4f5a-9c7d-3e4f5a6b7c8d";
    /** The FIDE standard control: 40 moves in 90 minutes, then 30 minutes, 30 s a move from move 1. */
    public static final TimeControl TIME_CONTROL = TimeControl.parse("90/40+30+30s").orElseThrow();

    private SampleEvents() {
    }

    public static TeamRegistered teamRegistered() {
        return new TeamRegistered(COMPETITION, TEAM, SCHOOL, 4, "Гимназия № 1, Анадырь", "coach-1",
                List.of("male", "male", "male", "female", "male", "female"));
    }

    public static RosterChanged rosterChanged() {
        return new RosterChanged(COMPETITION, TEAM, List.of(WHITE, BLACK));
    }

    public static PersonalDataErased personalDataErased() {
        return new PersonalDataErased(COMPETITION, TEAM);
    }

    public static TeamWithdrawn teamWithdrawn() {
        return new TeamWithdrawn(COMPETITION, TEAM);
    }

    public static PlayerLinked playerLinked() {
        return new PlayerLinked(COMPETITION, TEAM, WHITE, "0b7d6f1e-3c2a-4e8b-9f10-5a6b7c8d9e0f");
    }

    public static MatchScheduled matchScheduled() {
        return new MatchScheduled(MATCH, COMPETITION, 1,
                List.of(new BoardPairing(1, GAME, WHITE, BLACK),
                        new BoardPairing(2, SECOND_GAME, BLACK, WHITE)),
                TIME_CONTROL, START);
    }

    public static MatchEnded matchEnded() {
        return new MatchEnded(MATCH, TOURNAMENT, COMPETITION, 1, TEAM, SECOND_TEAM, 2.5, 1.5, 2, 0,
                MatchOutcome.FIRST_TEAM_WON);
    }

    /** A match level on board points, won by the second team's Black in the Armageddon decider's draw. */
    public static MatchEnded matchDecided() {
        return new MatchEnded(MATCH, TOURNAMENT, COMPETITION, 1, TEAM, SECOND_TEAM, 2.0, 2.0, 0, 2,
                MatchOutcome.SECOND_TEAM_WON, new MatchDecider(SECOND_GAME, 1, TEAM, GameResult.DRAW, SECOND_TEAM), null);
    }

    /** A match the second team forfeited unplayed: it withdrew (Art. 24). */
    public static MatchEnded matchForfeited() {
        return new MatchEnded(MATCH, TOURNAMENT, COMPETITION, 2, TEAM, SECOND_TEAM, 4.0, 0.0, 2, 0,
                MatchOutcome.FIRST_TEAM_WON, null, SECOND_TEAM);
    }

    public static BoardResultRecorded boardResultRecorded() {
        return new BoardResultRecorded(MATCH, TOURNAMENT, COMPETITION, 1, 1, GAME, TEAM, WHITE, BLACK,
                GameResult.WHITE_WON, false, false);
    }

    public static BoardPlayerSubstituted boardPlayerSubstituted() {
        // Board 2 of matchScheduled(): WHITE has Black there, the reserve takes his place.
        return new BoardPlayerSubstituted(MATCH, TOURNAMENT, COMPETITION, 1, 2, SECOND_GAME, Side.BLACK, WHITE,
                RESERVE);
    }

    public static StandingsUpdated standingsUpdated() {
        return new StandingsUpdated(TOURNAMENT, COMPETITION, 1, List.of(
                new StandingsRow(1, TEAM, 1, 2, 2.5, List.of(new TieBreakValue("board-points", 2.5),
                        new TieBreakValue("match-points", 2), new TieBreakValue("sonneborn-berger", 3.75))),
                new StandingsRow(2, SECOND_TEAM, 1, 0, 1.5, List.of(new TieBreakValue("board-points", 1.5),
                        new TieBreakValue("match-points", 0), new TieBreakValue("sonneborn-berger", 3.75)))));
    }

    public static GameCreated gameCreated() {
        return new GameCreated(GAME, MATCH, 1, WHITE, BLACK, TIME_CONTROL, START);
    }

    public static GameStarted gameStarted() {
        return new GameStarted(GAME, START);
    }

    public static MovePlayed movePlayed() {
        return new MovePlayed(GAME, 3, "Nf3", "g1f3",
                "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
                Instant.parse("2026-03-01T10:00:41.125Z"), 5_396_500, 5_423_000);
    }

    public static DrawOffered drawOffered() {
        return new DrawOffered(GAME, Side.WHITE, 41, Instant.parse("2026-03-01T11:02:13.500Z"));
    }

    public static DrawAnswered drawAnswered() {
        return new DrawAnswered(GAME, Side.BLACK, false, 41, Instant.parse("2026-03-01T11:02:40Z"));
    }

    public static ClockStarted clockStarted() {
        return new ClockStarted(GAME, TIME_CONTROL, START);
    }

    public static FlagFell flagFell() {
        return new FlagFell(GAME, 41, Side.BLACK, Instant.parse("2026-03-01T11:52:07.250Z"));
    }

    public static ClockPaused clockPaused() {
        return new ClockPaused(GAME, ADJUSTED_AT, ARBITER, "Art. 6.12.2: illegal move claimed");
    }

    public static ClockResumed clockResumed() {
        return new ClockResumed(GAME, ADJUSTED_AT.plusSeconds(60), ARBITER, "claim decided");
    }

    public static ClockTimeAdded clockTimeAdded() {
        return new ClockTimeAdded(GAME, Side.WHITE, 120_000, ADJUSTED_AT.plusSeconds(30), ARBITER,
                "Art. 7.4.2: illegal move by black");
    }

    public static ClockTimeSet clockTimeSet() {
        return new ClockTimeSet(GAME, Side.BLACK, 600_000, ADJUSTED_AT.plusSeconds(40), ARBITER,
                "Art. 6.10.2: wrong setting corrected");
    }

    public static GameEnded gameEnded() {
        return new GameEnded(GAME, GameResult.WHITE_WON, Termination.TIME_FORFEIT,
                Instant.parse("2026-03-01T11:52:07.250Z"), "[Event \"TeamChess\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n",
                new FocusRecord(new FocusAway(2, 41_500, 30_000), FocusAway.NONE));
    }

    public static PlayoffUpdated playoffUpdated() {
        return new PlayoffUpdated(TOURNAMENT, COMPETITION, UUID.fromString("00000000-0000-0000-0000-0000000000d9"), 1,
                List.of(TEAM, SECOND_TEAM), "decided", List.of(SECOND_TEAM, TEAM), List.of(SECOND_TEAM, TEAM),
                List.of(new PlayoffUpdated.PlayoffMatch(MATCH, "mini-match", 1, TEAM, SECOND_TEAM, true, 4, 4, null),
                        new PlayoffUpdated.PlayoffMatch(SECOND_GAME, "armageddon", 2, TEAM, SECOND_TEAM, true, 0, 1,
                                SECOND_TEAM)));
    }

    /** Every payload, one per {@link EventType}, in the order of the enum. */
    public static List<EventPayload> everyPayload() {
        return List.of(teamRegistered(), rosterChanged(), teamWithdrawn(), personalDataErased(), playerLinked(), matchScheduled(), boardResultRecorded(), boardPlayerSubstituted(), matchEnded(), standingsUpdated(),
                playoffUpdated(),
                gameCreated(), gameStarted(), movePlayed(), drawOffered(), drawAnswered(), gameEnded(),
                clockStarted(), flagFell(), clockPaused(), clockResumed(), clockTimeAdded(), clockTimeSet());
    }

    /** The payload wrapped as a producer would, at a fixed time with an id derived from its type. */
    public static <T extends EventPayload> EventEnvelope<T> envelope(T payload) {
        EventType type = EventType.of(payload);
        UUID id = UUID.nameUUIDFromBytes(type.typeName().getBytes(StandardCharsets.UTF_8));
        return EventEnvelope.of(id, "sample-service", Instant.parse("2026-03-01T09:30:00.123Z"),
                payload);
    }
}
