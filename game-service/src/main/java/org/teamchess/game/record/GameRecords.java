package org.teamchess.game.record;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.teamchess.game.mapping.PgnMapper;
import org.teamchess.game.protocol.ProtocolCodec;
import org.teamchess.game.repository.ClockAdjustmentEntity;
import org.teamchess.game.repository.ClockAdjustmentRepository;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.GameEventEntity;
import org.teamchess.game.repository.GameEventRepository;
import org.teamchess.game.repository.MoveEntity;
import org.teamchess.game.repository.MoveRepository;
import org.teamchess.game.repository.RecordRepository;
import org.teamchess.game.repository.RecordRepository.DrawClaimRecord;
import org.teamchess.game.repository.RecordRepository.PresenceRecord;
import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.Side;
import org.teamchess.rules.clock.Classification;
import org.teamchess.rules.clock.TimeControl;
import org.teamchess.rules.notation.Notation;
import org.teamchess.rules.notation.San;
import org.teamchess.rules.pgn.PgnGame;
import org.teamchess.rules.pgn.PgnWriter;

/**
 * A game's full record as PGN, built from what the service keeps for good: the moves with both clocks
 * after each (game_move), the game's log (draw offers and answers, quickplay claims and the arbiter's
 * decisions, the arbiter's clock operations, the end), the clock operations' amounts and reasons
 * (clock_adjustment), the players' presence changes and the draw claims (V10__game_record.sql). The
 * same record after a restart: nothing is taken from memory. See docs/decisions/0004-notation-and-pgn.md,
 * "The game's full record".
 */
@ApplicationScoped
public class GameRecords {

    private static final DateTimeFormatter UTC_DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter UTC_TIME = DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneOffset.UTC);

    private final MoveRepository moves;
    private final GameEventRepository log;
    private final ClockAdjustmentRepository adjustments;
    private final RecordRepository records;

    GameRecords(MoveRepository moves, GameEventRepository log, ClockAdjustmentRepository adjustments,
            RecordRepository records) {
        this.moves = moves;
        this.log = log;
        this.adjustments = adjustments;
        this.records = records;
    }

    /**
     * The game's record in PGN: moves in {@code notation}, comments in the language of
     * {@code commentLanguage} (English or Russian).
     */
    @Transactional
    public String pgn(GameEntity game, Position start, List<Move> played, Notation notation,
            Notation commentLanguage) {
        return PgnWriter.write(game(game, start, played, commentLanguage), notation);
    }

    /** The game's record as a PGN game, comments in the language of {@code commentLanguage}. */
    @Transactional
    public PgnGame game(GameEntity game, Position start, List<Move> played, Notation commentLanguage) {
        PgnGame plain = PgnMapper.toPgn(game, start, played);
        Map<String, String> tags = new LinkedHashMap<>(plain.tags());
        Instant began = game.startedAt() != null ? game.startedAt() : game.scheduledStart();
        tags.put("UTCDate", UTC_DATE.format(began));
        tags.put("UTCTime", UTC_TIME.format(began));
        return record(game, start, played, plain.result()).game(tags, commentLanguage);
    }

    private RecordPgn record(GameEntity game, Position start, List<Move> played, String result) {
        List<MoveEntity> stored = moves.ofGame(game.id());
        List<Long> clocks = new ArrayList<>();
        List<Long> moveVersions = new ArrayList<>();
        for (MoveEntity move : stored) {
            clocks.add(moverOf(move.ply()) == Side.WHITE ? move.whiteRemainingMillis() : move.blackRemainingMillis());
            moveVersions.add(move.version());
        }
        List<Position> positions = positions(start, played);
        Set<Integer> drawOffers = new HashSet<>();
        List<RecordNote> notes = new ArrayList<>();
        Map<Long, ClockAdjustmentEntity> operations = adjustments.ofGame(game.id()).stream()
                .collect(Collectors.toMap(ClockAdjustmentEntity::version, Function.identity()));
        for (GameEventEntity entry : log.besidesMoves(game.id())) {
            int ply = plyAt(moveVersions, entry.version());
            note(entry, ply, operations, drawOffers).ifPresent(notes::add);
        }
        notes.addAll(presence(game, records.presence(game.id())));
        for (DrawClaimRecord claim : records.drawClaims(game.id())) {
            notes.add(claim(claim, positions));
        }
        return new RecordPgn(start, played, clocks.subList(0, Math.min(clocks.size(), played.size())), drawOffers,
                notes, tenths(game), result);
    }

    /** A log entry's comment; a draw offer made with the offerer's own move is that move's mark instead. */
    private static Optional<RecordNote> note(GameEventEntity entry, int ply, Map<Long, ClockAdjustmentEntity> operations,
            Set<Integer> drawOffers) {
        JsonNode body = ProtocolCodec.tree(entry.body());
        Instant at = entry.createdAt();
        return switch (entry.type()) {
            case "draw-offered" -> {
                Side by = side(body, "by");
                if (ply > 0 && moverOf(ply) == by) {
                    drawOffers.add(ply);
                    yield Optional.empty();
                }
                yield Optional.of(RecordTexts.drawOffered(ply, at, by));
            }
            case "draw-declined" -> Optional.of(RecordTexts.drawDeclined(ply, at, side(body, "by")));
            case "quickplay-claimed" -> Optional.of(RecordTexts.quickplayClaimed(ply, at, side(body, "by"),
                    body.path("remainingMillis").asLong()));
            case "quickplay-decided" -> Optional.of(RecordTexts.quickplayDecided(ply, at, side(body, "by"),
                    body.path("decision").asText(), body.path("article").asText(), text(body, "reason")));
            case "flag-fell" -> Optional.of(RecordTexts.flagFellAwaitingArbiter(ply, at, side(body, "side")));
            case "clock-adjusted" -> {
                ClockAdjustmentEntity operation = operations.get(entry.version());
                String kind = body.path("kind").asText();
                Side side = Side.fromWireName(text(body, "side")).orElse(null);
                yield Optional.of(RecordTexts.clockAdjusted(ply, at, kind, side,
                        operation == null ? null : operation.amountMillis(),
                        operation == null ? null : operation.reason()));
            }
            case "game-ended" -> Optional.of(RecordTexts.ended(ply, at, body.path("result").asText(),
                    body.path("termination").asText(), text(body, "article"), text(body, "reason"),
                    moverOf(ply + 1)));
            default -> Optional.empty();
        };
    }

    /**
     * The presence changes that matter to the game: from its scheduled start (when its clock runs, Art.
     * 6.5) to its end. A side's first arrival after the start is a late arrival; a disconnect is told
     * with its time, a reconnection with the time away.
     */
    static List<RecordNote> presence(GameEntity game, List<PresenceRecord> changes) {
        Instant start = game.scheduledStart();
        Instant end = game.endedAt();
        Map<Side, Instant> leftAt = new EnumMap<>(Side.class);
        Set<Side> cameInTime = new HashSet<>();
        List<RecordNote> notes = new ArrayList<>();
        for (PresenceRecord change : changes) {
            if (end != null && change.at().isAfter(end)) {
                break;
            }
            boolean duringGame = !change.at().isBefore(start);
            if (!change.connected()) {
                if (duringGame) {
                    notes.add(RecordTexts.disconnected(change.ply(), change.at(), change.side()));
                    leftAt.put(change.side(), change.at());
                } else {
                    cameInTime.remove(change.side());
                }
                continue;
            }
            Instant left = leftAt.remove(change.side());
            if (left != null) {
                notes.add(RecordTexts.reconnected(change.ply(), change.at(), change.side(),
                        Duration.between(left, change.at())));
            } else if (duringGame && !cameInTime.contains(change.side())) {
                notes.add(RecordTexts.arrivedLate(change.ply(), change.at(), change.side(),
                        Duration.between(start, change.at())));
            }
            cameInTime.add(change.side());
        }
        return notes;
    }

    private static RecordNote claim(DrawClaimRecord claim, List<Position> positions) {
        String english = null;
        String russian = null;
        if (claim.intendedMove() != null && claim.ply() < positions.size()) {
            Position before = positions.get(claim.ply());
            Optional<Move> move = San.parse(before, claim.intendedMove(), Notation.ENGLISH).toOptional();
            english = claim.intendedMove();
            russian = move.map(found -> San.format(before, found, Notation.RUSSIAN)).orElse(english);
        }
        return RecordTexts.drawClaim(claim.ply(), claim.at(), claim.side(),
                claim.claim().equals("threefold-repetition"), english, russian, claim.correct());
    }

    /** Clocks show tenths in blitz, where a tenth of a second decides games. */
    static boolean tenths(GameEntity game) {
        return TimeControl.parse(game.timeControl()).toOptional()
                .map(control -> control.classification() == Classification.BLITZ).orElse(false);
    }

    /** The moves played before the log entry of this version. */
    private static int plyAt(List<Long> moveVersions, long version) {
        int found = Collections.binarySearch(moveVersions, version);
        return found >= 0 ? found : -found - 1;
    }

    private static List<Position> positions(Position start, List<Move> played) {
        List<Position> positions = new ArrayList<>();
        Position position = start;
        positions.add(position);
        for (Move move : played) {
            position = position.play(move);
            positions.add(position);
        }
        return positions;
    }

    private static Side moverOf(int ply) {
        return ply % 2 == 1 ? Side.WHITE : Side.BLACK;
    }

    private static Side side(JsonNode body, String field) {
        return Side.fromWireName(body.path(field).asText()).orElseThrow(() -> new IllegalStateException(
                "a log entry without its side: " + body));
    }

    private static String text(JsonNode body, String field) {
        JsonNode value = body.get(field);
        return value == null || value.isNull() ? null : value.asText();
    }
}
