package org.teamchess.tournament;

import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.IntStream;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.EventType;
import org.teamchess.events.registration.RosterChanged;
import org.teamchess.events.registration.TeamRegistered;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.testsupport.TopicWriter;
import org.teamchess.tournament.client.RosterName;

/**
 * Teams of a fresh competition as registration-service announces them: a {@code TeamRegistered}
 * and a {@code RosterChanged} per team on the real registration topic, fresh ids every time; the
 * players' names as its API gives them ({@link RegistrationRosters}).
 */
public final class Competitions {

    private static final EventCodec CODEC = new EventCodec();
    private static final Duration CONSUMED_WITHIN = Duration.ofSeconds(30);

    /** A team and its roster in order. */
    public record Team(UUID teamId, List<UUID> roster) {
    }

    private Competitions() {
    }

    /** The account of the team's coach, as registration-service announces it. */
    public static String coachOf(UUID teamId) {
        return "coach-" + teamId;
    }

    /**
     * Registers {@code count} teams with {@code rosterSize} players each in the competition, in
     * order, and waits until the service has handled every event.
     */
    public static List<Team> register(UUID competitionId, int count, int rosterSize, ProcessedEvents processed) {
        return register(competitionId, count, rosterSize, List.of(), processed);
    }

    /**
     * Registers teams as {@link #register(UUID, int, int, ProcessedEvents)} does, under the
     * competition's composition rule (male, female or any per roster place).
     */
    public static List<Team> register(UUID competitionId, int count, int rosterSize, List<String> compositionRule,
            ProcessedEvents processed) {
        List<Team> teams = new ArrayList<>();
        List<UUID> eventIds = new ArrayList<>();
        Instant time = Instant.parse("2026-10-01T09:00:00Z");
        for (int index = 0; index < count; index++) {
            Team team = new Team(UUID.randomUUID(),
                    IntStream.range(0, rosterSize).mapToObj(player -> UUID.randomUUID()).toList());
            teams.add(team);
            eventIds.add(publish(time.plusSeconds(index), new TeamRegistered(competitionId, team.teamId(),
                    UUID.randomUUID(), 4, "Школа № " + (index + 1) + ", Анадырь", coachOf(team.teamId()),
                    compositionRule)));
            int school = index + 1;
            // The names are registration-service's, fetched from its API: Kafka carries ids only.
            RegistrationRosters.name(team.teamId(), IntStream.range(0, rosterSize)
                    .mapToObj(place -> new RosterName(team.roster().get(place), displayName(school, place + 1)))
                    .toList());
            eventIds.add(publish(time.plusSeconds(index), new RosterChanged(competitionId, team.teamId(),
                    team.roster())));
        }
        await().atMost(CONSUMED_WITHIN).until(() -> eventIds.stream().allMatch(processed::isProcessed));
        return List.copyOf(teams);
    }

    /** The public name of the player on roster place {@code place} (from 1) of the school's team. */
    public static String displayName(int school, int place) {
        return "Игрок " + place + " школы " + school;
    }

    /** Publishes the payload on its topic as its producer would, under a fresh event id. */
    public static UUID publish(Instant time, EventPayload payload) {
        EventEnvelope<EventPayload> event = envelope(time, payload);
        send(event);
        return event.id();
    }

    /** The payload wrapped by its producer (e.g. {@code game-service} for the game topic), fresh id. */
    public static EventEnvelope<EventPayload> envelope(Instant time, EventPayload payload) {
        String producer = EventType.of(payload).topic().split("\\.")[1] + "-service";
        return EventEnvelope.of(UUID.randomUUID(), producer, time, payload);
    }

    /** Sends the envelope as it is (again, for a duplicate) to its type's topic. */
    public static void send(EventEnvelope<? extends EventPayload> event) {
        TopicWriter.send(event.type().topic(), event.subject(), CODEC.encodeToString(event));
    }
}
