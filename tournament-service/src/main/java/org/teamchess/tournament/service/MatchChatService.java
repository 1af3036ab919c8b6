package org.teamchess.tournament.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.teamchess.support.notify.DatabaseNotifications;
import org.teamchess.support.problem.FieldError;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.tournament.repository.ChatMessageEntity;
import org.teamchess.tournament.repository.ChatMessageRepository;
import org.teamchess.tournament.repository.MatchEntity;
import org.teamchess.tournament.repository.MatchRepository;
import org.teamchess.tournament.repository.TeamRepository;
import org.teamchess.tournament.rest.ChatMessageView;
import org.teamchess.tournament.rest.PostChatMessage;

/**
 * The match chat that replaces the regulation's video call (§1.5): the two captains (the teams'
 * coaches), the arbiters and the organizers read and write; nobody else, the children least of
 * all, sees it. An official may write to one side only: that captain reads it, the other does not.
 * Messages are numbered within their match under a lock, so the numbers are the order and have no
 * gaps that a reader resuming after the last one he saw could fall into.
 */
@ApplicationScoped
public class MatchChatService {

    /** The longest message, in characters. */
    public static final int MAX_LENGTH = 2000;
    /** The most messages one read returns; a client resumes after the last for more. */
    public static final int PAGE = 500;
    /** {@code NOTIFY match_chat} with the match id, when a message is committed. */
    public static final String CHANNEL = "match_chat";

    static final URI RATE_LIMITED = Problem.type("chat-rate-limited");

    /**
     * Who reads a match's chat and what of it.
     *
     * @param subject  the reader's account
     * @param official an arbiter or organizer: reads every message
     * @param teams    the match's teams the reader captains (one, or both if he coaches both)
     */
    public record Participant(String subject, boolean official, Set<UUID> teams) {

        /** Whether the message is for this reader. */
        public boolean reads(ChatMessageEntity message) {
            return official || message.audienceTeamId().map(teams::contains).orElse(true)
                    || message.authorSubject().equals(subject);
        }
    }

    private final MatchRepository matches;
    private final TeamRepository teams;
    private final ChatMessageRepository messages;
    private final EntityManager entityManager;
    private final Clock clock;
    private final int ratePerWindow;
    private final Duration rateWindow;

    MatchChatService(MatchRepository matches, TeamRepository teams, ChatMessageRepository messages,
            EntityManager entityManager, Clock clock,
            @ConfigProperty(name = "teamchess.match-chat.rate-limit", defaultValue = "10") int ratePerWindow,
            @ConfigProperty(name = "teamchess.match-chat.rate-window", defaultValue = "PT1M") Duration rateWindow) {
        this.matches = matches;
        this.teams = teams;
        this.messages = messages;
        this.entityManager = entityManager;
        this.clock = clock;
        this.ratePerWindow = ratePerWindow;
        this.rateWindow = rateWindow;
    }

    /**
     * The caller's place in the match's chat.
     *
     * @throws ProblemException 404 for an unknown match of the tournament; 403 for anyone but its
     *                          two captains, the arbiters and the organizers
     */
    @Transactional
    public Participant participant(UUID tournamentId, UUID matchId, LineUpService.Caller caller) {
        MatchEntity match = match(tournamentId, matchId);
        boolean official = caller.organizer() || caller.arbiter();
        Set<UUID> captained = new HashSet<>();
        for (UUID teamId : List.of(match.firstTeamId(), match.secondTeamId())) {
            teams.findByIdOptional(teamId).filter(team -> team.coachedBy(caller.subject()))
                    .ifPresent(team -> captained.add(teamId));
        }
        if (!official && captained.isEmpty()) {
            throw ProblemException.forbidden("Only the match's two captains, the arbiters and the organizers "
                    + "take part in its chat");
        }
        return new Participant(caller.subject(), official, Set.copyOf(captained));
    }

    /**
     * The messages the participant reads, in order: those after {@code afterId} (a client
     * resuming), or the last {@link #PAGE} when it is null.
     */
    @Transactional
    public List<ChatMessageView> read(UUID matchId, Participant reader, Long afterId) {
        List<ChatMessageEntity> found = afterId == null ? messages.latest(matchId, PAGE)
                : messages.after(matchId, afterId, PAGE);
        return found.stream().filter(reader::reads).map(message -> view(message, reader)).toList();
    }

    /**
     * Posts a message; every open stream of the match hears of it once the transaction commits.
     *
     * @throws ProblemException 400 for an empty or too long text or a side not in the match (the
     *                          unsafe characters are refused before, by the JSON reader); 403 for a
     *                          captain writing to one side; 429 {@code chat-rate-limited} past
     *                          the author's rate
     */
    @Transactional
    public ChatMessageView post(UUID tournamentId, UUID matchId, PostChatMessage request,
            LineUpService.Caller caller) {
        Participant author = participant(tournamentId, matchId, caller);
        MatchEntity match = match(tournamentId, matchId);
        String text = request.text() == null ? "" : request.text().strip();
        if (text.isEmpty()) {
            throw ProblemException.badRequest("The message is empty", List.of(new FieldError("text", "must not be blank")));
        }
        if (text.length() > MAX_LENGTH) {
            throw ProblemException.badRequest("The message is too long", List.of(new FieldError("text",
                    "must be at most " + MAX_LENGTH + " characters, not " + text.length())));
        }
        UUID audience = request.toTeamId();
        if (audience != null && !author.official()) {
            throw ProblemException.forbidden("Only an arbiter or an organizer writes to one side");
        }
        if (audience != null && !match.involves(audience)) {
            throw ProblemException.badRequest("The message is for a team not in the match",
                    List.of(new FieldError("toTeamId", "must be one of the match's two teams")));
        }
        Instant now = clock.instant();
        Instant since = now.minus(rateWindow);
        if (messages.postedSince(caller.subject(), since) >= ratePerWindow) {
            Instant again = messages.oldestSince(caller.subject(), since).plus(rateWindow);
            throw new ProblemException(RATE_LIMITED, 429, "Too many messages",
                    "At most " + ratePerWindow + " messages in " + rateWindow.toSeconds() + " s; write again after "
                            + again, List.of());
        }
        // One writer per match at a time: the next number is the last one plus one, with no gap.
        entityManager.createNativeQuery("select count(*) from (select pg_advisory_xact_lock(hashtextextended(?1, 20))) as locked")
                .setParameter(1, matchId.toString()).getSingleResult();
        String role = caller.arbiter() ? "arbiter" : caller.organizer() ? "organizer" : "coach";
        UUID authorTeam = author.official() || author.teams().size() != 1 ? null : author.teams().iterator().next();
        ChatMessageEntity message = new ChatMessageEntity(new ChatMessageEntity.Key(matchId, messages.nextSeq(matchId)),
                tournamentId, caller.subject(), caller.name() == null ? caller.subject() : caller.name(), role,
                authorTeam, audience, text, now);
        messages.persist(message);
        DatabaseNotifications.send(entityManager, CHANNEL, matchId.toString());
        return view(message, author);
    }

    private MatchEntity match(UUID tournamentId, UUID matchId) {
        return matches.findByIdOptional(matchId).filter(match -> match.tournamentId().equals(tournamentId))
                .orElseThrow(() -> ProblemException.notFound("Tournament " + tournamentId + " has no match " + matchId));
    }

    private static ChatMessageView view(ChatMessageEntity message, Participant reader) {
        return new ChatMessageView(message.seq(), message.matchId(), message.authorName(), message.authorRole(),
                message.authorTeamId().orElse(null), message.audienceTeamId().orElse(null), message.body(),
                message.postedAt(), message.authorSubject().equals(reader.subject()));
    }
}
