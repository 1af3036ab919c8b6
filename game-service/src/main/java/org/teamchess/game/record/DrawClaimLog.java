package org.teamchess.game.record;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.UUID;
import org.teamchess.game.repository.RecordRepository;
import org.teamchess.game.repository.RecordRepository.DrawClaimRecord;
import org.teamchess.rules.Side;
import org.teamchess.rules.game.DrawClaim;

/**
 * Keeps every draw claim under Art. 9.2 and 9.3 for the game's record: a correct one with the end of
 * the game it causes (same transaction), an incorrect one on its own, since its refusal rolls back the
 * rest.
 */
@ApplicationScoped
public class DrawClaimLog {

    private final RecordRepository records;

    DrawClaimLog(RecordRepository records) {
        this.records = records;
    }

    /** A correct claim, in the transaction that ends the game. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void correct(UUID gameId, Side side, DrawClaim claim, String intendedSan, int ply, Instant at) {
        records.addDrawClaim(gameId, new DrawClaimRecord(side, wireName(claim), intendedSan, true, ply, at));
    }

    /** An incorrect claim, committed on its own before the claim is refused. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void incorrect(UUID gameId, Side side, DrawClaim claim, String intendedSan, int ply, Instant at) {
        records.addDrawClaim(gameId, new DrawClaimRecord(side, wireName(claim), intendedSan, false, ply, at));
    }

    static String wireName(DrawClaim claim) {
        return claim == DrawClaim.THREEFOLD_REPETITION ? "threefold-repetition" : "fifty-moves";
    }
}
