package org.teamchess.game.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import org.teamchess.rules.Side;

/** A game as stored (table {@code game}, V1__game.sql); never leaves the service. */
@Entity
@Table(name = "game")
public class GameEntity {

    @Id
    private UUID id;

    @Column(name = "match_id", nullable = false)
    private UUID matchId;

    /** Null for a friendly game. */
    @Column(name = "competition_id")
    private UUID competitionId;

    @Column(nullable = false)
    private int round;

    @Column(nullable = false)
    private int board;

    @Column(name = "white_player_id", nullable = false)
    private UUID whitePlayerId;

    @Column(name = "black_player_id", nullable = false)
    private UUID blackPlayerId;

    @Column(name = "time_control", nullable = false)
    private String timeControl;

    @Column(name = "scheduled_start", nullable = false)
    private Instant scheduledStart;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private GameState status;

    @Column(nullable = false)
    private String fen;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private Variant variant;

    @Column(name = "chess960_number")
    private Integer chess960Number;

    @Column(name = "start_fen", nullable = false)
    private String startFen;

    @Column(name = "draws_agreed_from_move", nullable = false)
    private int drawsAgreedFromMove;

    @Column(nullable = false)
    private int ply;

    /** The side whose draw offer stands, by its wire name; null when none. */
    @Column(name = "draw_offered_by")
    private String drawOfferedBy;

    /** The result as written in PGN; null until the game ends. */
    @Column
    private String result;

    /** The termination's wire name; null until the game ends. */
    @Column
    private String termination;

    @Column(name = "ended_at")
    private Instant endedAt;

    @Column(name = "event_version", nullable = false)
    private long eventVersion;

    /** The scheduled start plus the default time (Art. 6.7.1); null for games older than the rule. */
    @Column(name = "arrival_deadline")
    private Instant arrivalDeadline;

    /** White's first accepted hello as White; null until then. */
    @Column(name = "white_joined_at")
    private Instant whiteJoinedAt;

    /** Black's first accepted hello as Black; null until then. */
    @Column(name = "black_joined_at")
    private Instant blackJoinedAt;

    /** When the game started (its scheduled start), once its GameStarted is on its way; null before. */
    @Column(name = "started_at")
    private Instant startedAt;

    /** Spectators other than arbiters and organizers see the game this many seconds late. */
    @Column(name = "spectator_delay_seconds", nullable = false)
    private int spectatorDelaySeconds;

    /** The side whose quickplay-finish claim (Art. 10.2) is open; null when none. */
    @Column(name = "quickplay_claim_by")
    private String quickplayClaimBy;

    @Column(name = "quickplay_claimed_at")
    private Instant quickplayClaimedAt;

    /** Whether the arbiter postponed his decision on the open claim (Art. 10.2.2). */
    @Column(name = "quickplay_claim_postponed", nullable = false)
    private boolean quickplayClaimPostponed;

    /** The side whose flag fell while a quickplay claim was open (Art. 10.2.2); null otherwise. */
    @Column(name = "flag_fell_side")
    private String flagFellSide;

    @Column(name = "flag_fell_at")
    private Instant flagFellAt;

    /**
     * The side whose flag fell before he ever came to the board (Art. 6.7.1: he is an absent player
     * for good), by its wire name; null when none.
     */
    @Column(name = "absent_flag_side")
    private String absentFlagSide;

    @Column(name = "absent_flag_at")
    private Instant absentFlagAt;

    /** Optimistic concurrency: two instances cannot both change the game from the same version. */
    @Version
    private long version;

    /** For JPA. */
    protected GameEntity() {
    }

    /**
     * A new game in {@link GameState#SCHEDULED} from {@code startFen}; a player not joined by
     * {@code scheduledStart} plus {@code defaultTime} loses by forfeit (Art. 6.7.1); spectators other
     * than arbiters and organizers see it {@code spectatorDelaySeconds} late.
     */
    public GameEntity(UUID id, UUID matchId, UUID competitionId, int round, int board, UUID whitePlayerId,
            UUID blackPlayerId, String timeControl, Instant scheduledStart, Duration defaultTime, Variant variant,
            Integer chess960Number, String startFen, int drawsAgreedFromMove, int spectatorDelaySeconds,
            Instant createdAt) {
        this.id = id;
        this.matchId = matchId;
        this.competitionId = competitionId;
        this.round = round;
        this.board = board;
        this.whitePlayerId = whitePlayerId;
        this.blackPlayerId = blackPlayerId;
        this.timeControl = timeControl;
        this.scheduledStart = scheduledStart;
        this.status = GameState.SCHEDULED;
        this.variant = variant;
        this.chess960Number = chess960Number;
        this.startFen = startFen;
        this.fen = startFen;
        this.drawsAgreedFromMove = drawsAgreedFromMove;
        this.createdAt = createdAt;
        this.arrivalDeadline = scheduledStart.plus(defaultTime);
        this.spectatorDelaySeconds = spectatorDelaySeconds;
    }

    /**
     * Records that the game started at its scheduled start, if it has not and the start has come by
     * {@code now} (Art. 6.5), unless it ended before.
     *
     * @return whether it started now
     */
    public boolean startIfDue(Instant now) {
        if (startedAt != null || status == GameState.FINISHED || now.isBefore(scheduledStart)) {
            return false;
        }
        startedAt = scheduledStart;
        return true;
    }

    /**
     * Records that {@code side}'s player joined at {@code at}, if it is his first time.
     *
     * @return whether it was his first time
     */
    public boolean joined(Side side, Instant at) {
        if (side == Side.WHITE && whiteJoinedAt == null) {
            whiteJoinedAt = at;
            return true;
        }
        if (side == Side.BLACK && blackJoinedAt == null) {
            blackJoinedAt = at;
            return true;
        }
        return false;
    }

    /**
     * Gives {@code side}'s seat to another player (a substitution, seed 000 §6.4) while no move has
     * been played and the game has not ended; the seat's arrival is then the incoming player's to
     * make, so the one who left does not count as having come for him.
     *
     * @return whether the seat changed; false once a move was played or the game ended
     */
    public boolean substitute(Side side, UUID playerId) {
        if (ply > 0 || status == GameState.FINISHED) {
            return false;
        }
        if (side == Side.WHITE) {
            whitePlayerId = playerId;
            whiteJoinedAt = null;
        } else {
            blackPlayerId = playerId;
            blackJoinedAt = null;
        }
        return true;
    }

    /** Records an accepted move: the new position, one ply more, the game under way. */
    public void moved(String fenAfter) {
        this.fen = fenAfter;
        this.ply++;
        this.status = GameState.PLAYING;
    }

    /** Records the result; the game is over, and no offer or claim stands. */
    public void ended(String resultText, String terminationName, Instant at) {
        this.result = resultText;
        this.termination = terminationName;
        this.endedAt = at;
        this.drawOfferedBy = null;
        closeQuickplayClaim();
        this.status = GameState.FINISHED;
    }

    /** Records {@code side}'s quickplay-finish claim (Art. 10.2), open from {@code at}. */
    public void quickplayClaimed(Side side, Instant at) {
        this.quickplayClaimBy = side.wireName();
        this.quickplayClaimedAt = at;
        this.quickplayClaimPostponed = false;
    }

    /** The arbiter postponed his decision on the open claim (Art. 10.2.2). */
    public void quickplayClaimPostponed() {
        this.quickplayClaimPostponed = true;
    }

    /** The arbiter decided the open claim, or the game ended: no claim and no flag awaiting him. */
    public void closeQuickplayClaim() {
        this.quickplayClaimBy = null;
        this.quickplayClaimedAt = null;
        this.quickplayClaimPostponed = false;
        this.flagFellSide = null;
        this.flagFellAt = null;
    }

    /** {@code side}'s flag fell while a quickplay claim was open: the arbiter declares the result. */
    public void flagFellDuringClaim(Side side, Instant at) {
        this.flagFellSide = side.wireName();
        this.flagFellAt = at;
    }

    /**
     * Who loses for absence at {@code now} (Art. 6.7.1), the game not being over: a side that has
     * neither joined by the arrival deadline nor moved, once the deadline passed; both such sides lose
     * (a double forfeit). A side whose flag fell while he was absent ({@link #absentFlagFell}) is
     * absent whenever he comes: his opponent wins as soon as he is at the board (joined by the
     * deadline, or moved), and both lose at the deadline if he is not. Empty otherwise, and for a game
     * without a deadline. Mirrors {@link GameRepository#dueForNoShow}.
     */
    public Optional<NoShow> noShowAt(Instant now) {
        if (status == GameState.FINISHED || arrivalDeadline == null) {
            return Optional.empty();
        }
        Optional<Side> flagged = Optional.ofNullable(absentFlagSide).flatMap(Side::fromWireName);
        if (flagged.isPresent()) {
            Side other = flagged.get().opposite();
            if (ply >= firstPly(other)) {
                return Optional.of(noShowOf(flagged.get(), absentFlagAt));
            }
            Instant came = joinedAt(other);
            if (came != null && !came.isAfter(arrivalDeadline) && !came.isAfter(now)) {
                return Optional.of(noShowOf(flagged.get(), later(absentFlagAt, came)));
            }
            return now.isBefore(arrivalDeadline) ? Optional.empty()
                    : Optional.of(new NoShow(true, true, later(absentFlagAt, arrivalDeadline)));
        }
        if (now.isBefore(arrivalDeadline)) {
            return Optional.empty();
        }
        boolean whiteAbsent = absent(Side.WHITE);
        boolean blackAbsent = absent(Side.BLACK);
        return whiteAbsent || blackAbsent ? Optional.of(new NoShow(whiteAbsent, blackAbsent, arrivalDeadline))
                : Optional.empty();
    }

    /**
     * Whether {@code side} has not been at the board: not joined by the arrival deadline (not at all,
     * before it) and not moved. False for a game without a deadline.
     */
    public boolean absent(Side side) {
        Instant joinedAt = joinedAt(side);
        return arrivalDeadline != null && (joinedAt == null || joinedAt.isAfter(arrivalDeadline))
                && ply < firstPly(side);
    }

    /**
     * {@code side}'s flag fell at {@code at} before he ever came to the board: he stays an absent
     * player even if he comes now, his clock having no time left (Art. 6.7.1, docs/decisions/game-protocol.md).
     */
    public void absentFlagFell(Side side, Instant at) {
        this.absentFlagSide = side.wireName();
        this.absentFlagAt = at;
    }

    private static NoShow noShowOf(Side absentSide, Instant at) {
        return new NoShow(absentSide == Side.WHITE, absentSide == Side.BLACK, at);
    }

    /** The ply of the side's first move. */
    private static int firstPly(Side side) {
        return side == Side.WHITE ? 1 : 2;
    }

    private static Instant later(Instant one, Instant other) {
        return one.isAfter(other) ? one : other;
    }

    /** The side whose draw offer stands from now on, or null for none. */
    public void drawOfferedBy(String side) {
        this.drawOfferedBy = side;
    }

    /** The next version of the game's event log, taken. */
    public long nextEventVersion() {
        return ++eventVersion;
    }

    public UUID id() {
        return id;
    }

    public UUID matchId() {
        return matchId;
    }

    public UUID competitionId() {
        return competitionId;
    }

    public int round() {
        return round;
    }

    public int board() {
        return board;
    }

    public UUID whitePlayerId() {
        return whitePlayerId;
    }

    public UUID blackPlayerId() {
        return blackPlayerId;
    }

    /** The canonical notation of the game's {@link org.teamchess.rules.clock.TimeControl}. */
    public String timeControl() {
        return timeControl;
    }

    public Instant scheduledStart() {
        return scheduledStart;
    }

    public GameState status() {
        return status;
    }

    /** The current position in FEN. */
    public String fen() {
        return fen;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Variant variant() {
        return variant;
    }

    /** The Chess960 start position number, or null for standard chess. */
    public Integer chess960Number() {
        return chess960Number;
    }

    /** The position before the first move, in FEN (Shredder-FEN castling for Chess960). */
    public String startFen() {
        return startFen;
    }

    /** Art. 9.1.1: the first move number from which the players may agree a draw. */
    public int drawsAgreedFromMove() {
        return drawsAgreedFromMove;
    }

    /** The half-moves played. */
    public int ply() {
        return ply;
    }

    /** The wire name of the side whose draw offer stands, or null. */
    public String drawOfferedBy() {
        return drawOfferedBy;
    }

    /** {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}; null while the game goes on. */
    public String result() {
        return result;
    }

    /** The termination's wire name; null while the game goes on. */
    public String termination() {
        return termination;
    }

    public Instant endedAt() {
        return endedAt;
    }

    /** The row's optimistic version: every committed change of the game changes it. */
    public long rowVersion() {
        return version;
    }

    /** The protocol's version: how many entries the game's event log has. */
    public long eventVersion() {
        return eventVersion;
    }

    /** The scheduled start plus the default time (Art. 6.7.1); null for a game older than the rule. */
    public Instant arrivalDeadline() {
        return arrivalDeadline;
    }

    /** When the game started (its scheduled start), or null while it has not. */
    public Instant startedAt() {
        return startedAt;
    }

    /** How many seconds late spectators other than arbiters and organizers see the game; 0 for none. */
    public int spectatorDelaySeconds() {
        return spectatorDelaySeconds;
    }

    /** The side whose quickplay-finish claim is open, if one is. */
    public Optional<Side> quickplayClaimBy() {
        return Optional.ofNullable(quickplayClaimBy).flatMap(Side::fromWireName);
    }

    /** When the open quickplay claim was made, or null. */
    public Instant quickplayClaimedAt() {
        return quickplayClaimedAt;
    }

    /** Whether the arbiter postponed his decision on the open claim. */
    public boolean isQuickplayClaimPostponed() {
        return quickplayClaimPostponed;
    }

    /** The side whose flag fell while a quickplay claim was open, if one did. */
    public Optional<Side> flagFellSide() {
        return Optional.ofNullable(flagFellSide).flatMap(Side::fromWireName);
    }

    /** When that flag fell, or null. */
    public Instant flagFellAt() {
        return flagFellAt;
    }

    /** When {@code side}'s player first joined the game, or null. */
    public Instant joinedAt(Side side) {
        return side == Side.WHITE ? whiteJoinedAt : blackJoinedAt;
    }
}
