package org.teamchess.game.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.teamchess.rules.Side;

/** The games of this service's database. */
@ApplicationScoped
public class GameRepository implements PanacheRepositoryBase<GameEntity, UUID> {

    /** The game on a board of a match, whatever its id. */
    public Optional<GameEntity> findByBoard(UUID matchId, int board) {
        return find("matchId = ?1 and board = ?2", matchId, board).firstResultOptional();
    }

    /**
     * Games that go on and are lost for absence at {@code now} (Art. 6.7.1): the arrival deadline passed
     * with a side absent (not joined by the deadline, not moved), one side or both; or an absent side's
     * flag fell and his opponent came (joined by the deadline, or moved). Oldest deadline first, at most
     * {@code limit}. {@link GameEntity#noShowAt} decides each again under its version.
     */
    public List<GameEntity> dueForNoShow(Instant now, int limit) {
        String whiteAbsent = "((whiteJoinedAt is null or whiteJoinedAt > arrivalDeadline) and ply < 1)";
        String blackAbsent = "((blackJoinedAt is null or blackJoinedAt > arrivalDeadline) and ply < 2)";
        String blackCameToFlaggedWhite = "(absentFlagSide = 'white' and (blackJoinedAt <= arrivalDeadline or ply >= 2))";
        String whiteCameToFlaggedBlack = "(absentFlagSide = 'black' and (whiteJoinedAt <= arrivalDeadline or ply >= 1))";
        return find("endedAt is null and arrivalDeadline is not null and ((arrivalDeadline <= ?1 and (" + whiteAbsent
                + " or " + blackAbsent + ")) or " + blackCameToFlaggedWhite + " or " + whiteCameToFlaggedBlack + ")",
                Sort.by("arrivalDeadline"), now).page(0, limit).list();
    }

    /**
     * Records that {@code side}'s player joined at {@code at}, if it is his first time (as
     * {@link GameEntity#joined} does), and raises the game's version as a change of the entity would, so
     * that a no-show forfeit deciding from the version before fails and sees him. Unlike a change of
     * the entity, joins at the same moment never refuse each other (one player's two tabs, or a
     * connection to each of two instances): the second waits for the first's row lock, then finds
     * the side joined, or records the other side.
     *
     * @return whether it was his first time; false also for an unknown game
     */
    public boolean recordFirstJoin(UUID gameId, Side side, Instant at) {
        String column = side == Side.WHITE ? "white_joined_at" : "black_joined_at";
        return getEntityManager().createNativeQuery("UPDATE game SET " + column + " = ?2, version = version + 1"
                        + " WHERE id = ?1 AND " + column + " IS NULL")
                .setParameter(1, gameId).setParameter(2, at).executeUpdate() == 1;
    }

    /** Games whose scheduled start came by {@code now} that have neither started nor ended, oldest first. */
    public List<GameEntity> dueToStart(Instant now, int limit) {
        return find("startedAt is null and endedAt is null and scheduledStart <= ?1", Sort.by("scheduledStart"), now)
                .page(0, limit).list();
    }

    /** The games in which one of these players has White or Black, newest scheduled first. */
    public List<GameEntity> ofPlayers(Collection<UUID> playerIds) {
        return list("whitePlayerId in ?1 or blackPlayerId in ?1",
                Sort.by("scheduledStart").descending().and("createdAt").descending(), playerIds);
    }

    /** Games with an open quickplay-finish claim (Art. 10.2), oldest claim first. */
    public List<GameEntity> withOpenQuickplayClaim() {
        return list("quickplayClaimBy is not null", Sort.by("quickplayClaimedAt"));
    }

    /** Games that ended on a flag (Art. 6.9) at or after {@code since}, newest first. */
    public List<GameEntity> endedOnTimeSince(Instant since) {
        return list("termination = ?1 and endedAt >= ?2", Sort.by("endedAt").descending(), "time-forfeit", since);
    }
}
