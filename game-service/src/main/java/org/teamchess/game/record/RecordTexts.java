package org.teamchess.game.record;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import org.teamchess.rules.Side;

/**
 * The comments of the game's record, in English and Russian (the project's user-facing languages).
 * Sides are named by colour only: the record is read by spectators and goes to the tournament's
 * exports, and names are for the exports to add where they may (docs/decisions/game-protocol.md).
 * Arbiters are not named either; GET /api/games/{id}/arbiter-actions says who did what.
 */
final class RecordTexts {

    private static final DateTimeFormatter UTC_TIME = DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneOffset.UTC);

    private RecordTexts() {
    }

    static RecordNote disconnected(int ply, Instant at, Side side) {
        return new RecordNote(ply, at, en(side) + " disconnected at " + time(at) + " UTC",
                ru(side) + " отключились в " + time(at) + " UTC");
    }

    static RecordNote reconnected(int ply, Instant at, Side side, Duration away) {
        String length = ClockText.duration(away.toMillis(), false);
        return new RecordNote(ply, at, en(side) + " reconnected at " + time(at) + " UTC after " + length + " away",
                ru(side) + " вновь подключились в " + time(at) + " UTC, отсутствовали " + length);
    }

    static RecordNote arrivedLate(int ply, Instant at, Side side, Duration late) {
        String length = ClockText.duration(late.toMillis(), false);
        return new RecordNote(ply, at, en(side) + " came to the board at " + time(at) + " UTC, " + length
                + " after the start", ru(side) + " пришли к доске в " + time(at) + " UTC, через " + length
                + " после начала");
    }

    static RecordNote drawOffered(int ply, Instant at, Side side) {
        return new RecordNote(ply, at, en(side) + " offers a draw", ru(side) + " предлагают ничью");
    }

    static RecordNote drawDeclined(int ply, Instant at, Side side) {
        return new RecordNote(ply, at, en(side) + " declines the draw offer",
                ru(side) + " отклоняют предложение ничьей");
    }

    /** A claim under Art. 9.2 or 9.3; {@code intended} in each notation, or null. */
    static RecordNote drawClaim(int ply, Instant at, Side side, boolean threefold, String intendedEnglish,
            String intendedRussian, boolean correct) {
        String en = en(side) + " claims a draw " + (threefold ? "by threefold repetition (Art. 9.2)"
                : "by the fifty-move rule (Art. 9.3)")
                + (intendedEnglish == null ? "" : " with the intended move " + intendedEnglish + ", not played")
                + (correct ? ": correct, the game is drawn" : ": incorrect, refused; the game goes on");
        String ru = ru(side) + " требуют ничью " + (threefold ? "ввиду троекратного повторения позиции (ст. 9.2)"
                : "по правилу 50 ходов (ст. 9.3)")
                + (intendedRussian == null ? "" : ", заявив ход " + intendedRussian + ", который не делается")
                + (correct ? ": требование верно, ничья" : ": требование неверно и отклонено, партия продолжается");
        return new RecordNote(ply, at, en, ru);
    }

    static RecordNote quickplayClaimed(int ply, Instant at, Side side, long remainingMillis) {
        String left = ClockText.duration(remainingMillis, true);
        return new RecordNote(ply, at, en(side) + " claims a draw under the quickplay finish rule (Art. 10.2) with "
                + left + " left", ru(side) + " требуют ничью при ускоренном окончании (ст. 10.2), на часах " + left);
    }

    static RecordNote quickplayDecided(int ply, Instant at, Side claimant, String decision, String article,
            String reason) {
        String en = switch (decision) {
            case "draw" -> "The arbiter declares a draw on " + enOf(claimant) + " quickplay claim";
            case "rejected" -> "The arbiter rejects " + enOf(claimant) + " quickplay claim";
            default -> "The arbiter postpones the decision on " + enOf(claimant) + " quickplay claim";
        };
        String ru = switch (decision) {
            case "draw" -> "Арбитр признаёт ничью по требованию " + ruOf(claimant);
            case "rejected" -> "Арбитр отклоняет требование " + ruOf(claimant);
            default -> "Арбитр откладывает решение по требованию " + ruOf(claimant);
        };
        return new RecordNote(ply, at, en + " (Art. " + article + ")" + because(reason),
                ru + " (ст. " + article + ")" + because(reason));
    }

    static RecordNote flagFellAwaitingArbiter(int ply, Instant at, Side side) {
        return new RecordNote(ply, at, capitalized(enOf(side)) + " flag fell with the quickplay claim open;"
                + " the arbiter declares the result (Art. 10.2.2)", "У " + ruOf(side)
                + " упал флажок при открытом требовании ничьей; результат объявляет арбитр (ст. 10.2.2)");
    }

    /**
     * clock-service's reason for stopping and restarting the clocks while no game server was there
     * to take moves (docs/decisions/server-outage-clock-pause.md); no arbiter gives it.
     */
    static final String SERVER_OUTAGE = "server";

    /**
     * An arbiter's clock operation: {@code paused}, {@code resumed}, {@code time-added} or {@code time-set};
     * or clock-service's pause and resume for a server outage (reason {@value #SERVER_OUTAGE}).
     */
    static RecordNote clockAdjusted(int ply, Instant at, String kind, Side side, Long amountMillis, String reason) {
        if (SERVER_OUTAGE.equals(reason) && ("paused".equals(kind) || "resumed".equals(kind))) {
            return "paused".equals(kind)
                    ? new RecordNote(ply, at, "The clocks stopped: no game server was there to take moves",
                            "Часы остановлены: игровой сервер не мог принимать ходы")
                    : new RecordNote(ply, at, "The clocks restarted: the game server is back",
                            "Часы пущены снова: игровой сервер вернулся");
        }
        String amount = amountMillis == null ? "" : ClockText.duration(amountMillis, false);
        String en = switch (kind) {
            case "paused" -> "The arbiter paused the clocks";
            case "resumed" -> "The arbiter restarted the clocks";
            case "time-added" -> "The arbiter added " + amount + " to " + enOf(side) + " clock";
            default -> "The arbiter set " + enOf(side) + " clock to " + amount;
        };
        String ru = switch (kind) {
            case "paused" -> "Арбитр остановил часы";
            case "resumed" -> "Арбитр пустил часы";
            case "time-added" -> "Арбитр добавил " + ruTo(side) + " " + amount;
            default -> "Арбитр установил на часах " + ruOf(side) + " " + amount;
        };
        return new RecordNote(ply, at, en + because(reason), ru + because(reason));
    }

    /**
     * How the game ended: the termination, the article and, when an arbiter ended it, his reason.
     *
     * @param flagged the side to move at the end, whose flag fell in a time forfeit
     */
    static RecordNote ended(int ply, Instant at, String result, String termination, String article, String reason,
            Side flagged) {
        String en = switch (termination) {
            case "checkmate" -> "Checkmate";
            case "resignation" -> (result.equals("1-0") ? "Black" : "White") + " resigns";
            case "stalemate" -> "Stalemate";
            case "dead-position" -> "Dead position: neither side can checkmate";
            case "draw-agreement" -> "Draw agreed";
            case "threefold-repetition" -> "Draw by threefold repetition, claimed";
            case "fifty-moves" -> "Draw by the fifty-move rule, claimed";
            case "fivefold-repetition" -> "Draw by fivefold repetition";
            case "seventy-five-moves" -> "Draw by the seventy-five-move rule";
            case "time-forfeit" -> capitalized(enOf(flagged)) + " flag fell" + (result.equals("1/2-1/2")
                    ? "; the opponent cannot checkmate: draw" : "");
            case "no-show" -> "Forfeit: a player did not come to the board in time";
            case "forfeit" -> "Forfeit declared by the arbiter";
            case "quickplay-finish" -> "Draw declared by the arbiter (quickplay finish)";
            case "voided" -> "The arbiter voided the game";
            default -> "The arbiter declared the result " + result;
        };
        String ru = switch (termination) {
            case "checkmate" -> "Мат";
            case "resignation" -> (result.equals("1-0") ? "Чёрные" : "Белые") + " сдались";
            case "stalemate" -> "Пат";
            case "dead-position" -> "Мёртвая позиция: ни одна из сторон не может дать мат";
            case "draw-agreement" -> "Ничья по соглашению";
            case "threefold-repetition" -> "Ничья по требованию: троекратное повторение позиции";
            case "fifty-moves" -> "Ничья по требованию: правило 50 ходов";
            case "fivefold-repetition" -> "Ничья: пятикратное повторение позиции";
            case "seventy-five-moves" -> "Ничья: правило 75 ходов";
            case "time-forfeit" -> "У " + ruOf(flagged) + " упал флажок" + (result.equals("1/2-1/2")
                    ? "; соперник не может дать мат: ничья" : "");
            case "no-show" -> "Поражение за неявку к доске";
            case "forfeit" -> "Поражение, объявленное арбитром";
            case "quickplay-finish" -> "Ничья, объявленная арбитром (ускоренное окончание)";
            case "voided" -> "Арбитр аннулировал партию";
            default -> "Арбитр объявил результат " + result;
        };
        String articleEn = article == null ? "" : " (Art. " + article + ")";
        String articleRu = article == null ? "" : " (ст. " + article + ")";
        return new RecordNote(ply, at, en + articleEn + because(reason), ru + articleRu + because(reason));
    }

    private static String because(String reason) {
        return reason == null || reason.isBlank() ? "" : ": " + reason.replace('}', ')');
    }

    private static String time(Instant at) {
        return UTC_TIME.format(at);
    }

    private static String en(Side side) {
        return side == Side.WHITE ? "White" : "Black";
    }

    private static String enOf(Side side) {
        return side == Side.WHITE ? "White's" : "Black's";
    }

    private static String ru(Side side) {
        return side == Side.WHITE ? "Белые" : "Чёрные";
    }

    private static String ruOf(Side side) {
        return side == Side.WHITE ? "белых" : "чёрных";
    }

    private static String ruTo(Side side) {
        return side == Side.WHITE ? "белым" : "чёрным";
    }

    private static String capitalized(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
