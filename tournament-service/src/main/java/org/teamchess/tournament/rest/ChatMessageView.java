package org.teamchess.tournament.rest;

import java.time.Instant;
import java.util.UUID;

/**
 * One message of a match chat as a reader sees it.
 *
 * @param id           its number within the match, from 1: the order, and where a reconnecting
 *                     client resumes ({@code after}, or the stream's {@code Last-Event-ID})
 * @param authorName   the author's display name
 * @param authorRole   {@code coach}, {@code arbiter} or {@code organizer}
 * @param authorTeamId the captain's team; null for an official
 * @param toTeamId     null when everyone in the chat reads it; else the one side it is for (an
 *                     official's word to that captain, which the other captain does not see)
 * @param text         what was written
 * @param postedAt     when, in UTC (the client shows it in the tournament's time zone)
 * @param mine         whether the reader wrote it
 */
public record ChatMessageView(long id, UUID matchId, String authorName, String authorRole, UUID authorTeamId,
        UUID toTeamId, String text, Instant postedAt, boolean mine) {
}
